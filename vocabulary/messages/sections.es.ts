import type { SectionMessageId } from './sections.en';

/** The parts of the sign-up in Spanish ("tú", docs/glossary-es.md). */
export const SECTIONS_ES: Record<SectionMessageId, string> = {
  'section.Your account': 'Tu cuenta',
  'section.Your family': 'Tu familia',
  'section.Your plan': 'Tu plan',
  'section.Identity': 'Identidad',
  'section.Funding': 'Fondos',
};
