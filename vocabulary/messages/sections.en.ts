/**
 * The parts of the sign-up, named above a page's heading (docs/decisions/108), in English. A
 * part's message is named after the part, as the step registry names it: a page holds the
 * English name already and looks up only another language's (flows/shell/step-page.tsx), so
 * the first screen's script carries no second copy of these words. Stories and the catalogue
 * test read this English; the app reads only the names.
 * @internal
 */
export const SECTIONS_EN = {
  'section.Your account': 'Your account',
  'section.Your family': 'Your family',
  'section.Your plan': 'Your plan',
  'section.Identity': 'Identity',
  'section.Funding': 'Funding',
} as const;

export type SectionMessageId = keyof typeof SECTIONS_EN;

/** A part of the sign-up by its English name, as the step registry writes it. */
export type Section = (typeof SECTIONS_EN)[SectionMessageId];

/** A part's message id. */
export const sectionMessage = (section: Section): SectionMessageId => `section.${section}`;
