import type { LayoutType, Role } from '../../vocabulary/domain';
import type { Locale } from '../../vocabulary/locales';
import type { StepChanges } from './changes';

/**
 * What the page is given as it opens, before any step asks a question (spec section 2): the
 * layout, the number on the phone step, the role an invitation names. In the first screen's
 * chunk: what is learned later is in landing.ts.
 */

/** The prerender draws the first screen in each layout type. */
export const layoutChosen = (layoutType: LayoutType): StepChanges => ({
  registration: { layoutType },
});

/** The page's language: from the page as served, or the family's choice on the switch. */
export const languageChosen = (locale: Locale): StepChanges => ({
  registration: { locale },
});

/** The phone step's field: the number as typed, or as a failed user load's way back gave it. */
export const numberTyped = (tempPhoneNumber: string): StepChanges => ({
  user: { tempPhoneNumber },
});

/** An invitation link names the role the person is invited as. */
export const invitedAs = (urlRole: Role): StepChanges => ({ user: { urlRole } });
