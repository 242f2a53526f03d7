import type { LayoutType } from '../../vocabulary/domain';
import type { Locale } from '../../vocabulary/locales';
import type { LtaRedirectParams } from '../model/entities';
import { holdResetLink, type ResetLink } from '../model/reset-link';
import type { EmbeddedEntry } from '../rules/embedded';
import { languageChosen, layoutChosen, numberTyped } from '../steps/arrival';
import { enteredFrom, openedLtaRedirect, openedResetPassword } from '../steps/entry';
import { applyChanges } from './apply-changes';

/**
 * How the page was entered (spec section 2), written before the first render: the app shell
 * reads the address and calls these, so app/ writes no state itself.
 */

/** The prerender draws the first screen in each layout type. */
export function setLayoutType(layoutType: LayoutType): void {
  void applyChanges(layoutChosen(layoutType));
}

/** The language the page was served in (its lang attribute), before the first render. */
export function setLocale(locale: Locale): void {
  void applyChanges(languageChosen(locale));
}

/** The native apps' entry (flows/steps/entry): layout, app, role, and an app's access token. */
export function enterFrom(
  entry: EmbeddedEntry,
  start: { fresh: boolean; accessToken?: string } = { fresh: false },
): void {
  void applyChanges(enteredFrom(entry, start));
}

/** A failed user load's way back: the phone step shows the number, already formatted. */
export function prefillPhoneNumber(formatted: string): void {
  void applyChanges(numberTyped(formatted));
}

/** /reset-password: the link is held in memory only (flows/model/reset-link). */
export function openResetPassword(link: ResetLink | null): void {
  if (link) holdResetLink(link);
  void applyChanges(openedResetPassword());
}

/** /lta-redirect: the legacy token stays in memory (ltaRedirectParams is not stored). */
export function openLtaRedirect(params: LtaRedirectParams): void {
  void applyChanges(openedLtaRedirect(params));
}
