import * as React from 'react';
import { PhoneEntryScreen } from '../../../design-system/screens/phone-entry/phone-entry-screen';
import { stepActions } from '../../composition/step-actions-instance';
import { useViewInput } from '../../hooks/use-view-input';
import { phoneIntents, phoneView } from './view';

const intents = phoneIntents(stepActions);

// Rare (a toggle, known only after the first screen): kept out of the first screen's budget.
const OutsideUsStep = React.lazy(() =>
  import('../../shell/step-unavailable').then((module) => ({ default: module.OutsideUsStep })),
);

/**
 * phone: the first page for everyone (prerendered), unless the toggles stop the flow outside
 * the US (section 9's preventNonUSTimezones, flows/actions/region-actions).
 */
export function PhoneStep() {
  const input = useViewInput();
  if (input.registration.outsideUsTimeZone) return <OutsideUsStep />;
  return <PhoneEntryScreen {...phoneView(input)} {...intents} />;
}
