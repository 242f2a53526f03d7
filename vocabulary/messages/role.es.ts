import type { RoleMessageId } from './role.en';

/** The role choice in Spanish ("tú", docs/glossary-es.md). */
export const ROLE_ES: Record<RoleMessageId, string> = {
  'role.heading': '¿Quién se registra?',
  'role.lead': 'Prepararemos todo para ti.',
  'role.parent': 'Soy padre, madre o tutor legal',
  'role.parentDescription': 'Abre cuentas y tarjetas de débito para tu familia.',
  'role.child': 'Soy adolescente',
  'role.childDescription':
    'Desde los 13 años. Tu mamá, tu papá o tu tutor legal aprueba tu cuenta.',
  'role.continueParent': 'Continuar como padre o madre',
  'role.continueChild': 'Continuar como adolescente',
};
