import { formatUsPhone } from '../design-system/lib/us-phone';
import { PHONE_FIELD_ID } from '../design-system/screens/phone-entry/phone-entry-screen';
import { closePress, openPress } from '../flows/actions/press';
import { stepActions } from '../flows/composition/step-actions-instance';
import { userState } from '../flows/model/user-state';
import { HELD_PRESS_ATTRIBUTE } from './first-paint-marks';

/**
 * The number typed into the prerendered phone step before the app ran. Hydration leaves an
 * input's typed value on screen but the state empty, so the next render would wipe it: the
 * state takes it first.
 */
export function pickUpTypedNumber(document: Document): void {
  const input = document.getElementById(PHONE_FIELD_ID);
  if (!(input instanceof HTMLInputElement) || !input.value) return;
  const typed = formatUsPhone(input.value);
  if (typed !== (userState.tempPhoneNumber ?? '')) stepActions.typePhoneNumber(typed);
}

/**
 * Once the app is on screen: a Continue pressed before it could act (held by the page's boot
 * script, app/first-paint-script.ts) goes on with the number as it stands now. Only the phone
 * step has a form before the app runs; a session that resumed elsewhere drops the press.
 */
export function takeHeldPress(document: Document): void {
  const root = document.documentElement;
  const held = root.hasAttribute(HELD_PRESS_ATTRIBUTE);
  root.removeAttribute(HELD_PRESS_ATTRIBUTE);
  // The boot script marked the form busy for screen readers; from here the app says so.
  if (held) document.querySelector('form[aria-busy]')?.removeAttribute('aria-busy');
  if ((userState.nextRegStep ?? 'phone') !== 'phone') return;
  // Typed while hydration was under way: the input kept it, the state has not seen it.
  pickUpTypedNumber(document);
  if (!held) return;
  // A press like a tap after hydration: the page is busy with it, and a second press waits.
  openPress();
  void stepActions.phone.submitPhoneNumber();
  closePress();
}
