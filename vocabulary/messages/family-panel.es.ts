import type { FamilyPanelMessageId } from './family-panel.en';

/** The register step's side panel in Spanish ("tú", docs/glossary-es.md). */
export const FAMILY_PANEL_ES: Record<FamilyPanelMessageId, string> = {
  'familyPanel.label': 'Tu registro',
  'familyPanel.soFar': 'Tu cuenta familiar hasta ahora',
  'familyPanel.plan': 'Plan',
  'familyPanel.planValue': '{title}, {fee} al mes',
  'familyPanel.noPlan': 'Aún no lo eliges',
  'familyPanel.children': 'Hijos',
  'familyPanel.childrenAdded':
    '{count, plural, =0 {Aún no agregas ninguno} one {# agregado} other {# agregados}}',
  'familyPanel.atHand': 'Ten esto a la mano',
  'familyPanel.atHandAddress': 'Tu domicilio y tu fecha de nacimiento',
  'familyPanel.atHandSsn': 'Tu número de Seguro Social, para confirmar quién eres',
  'familyPanel.atHandFunding': 'Los datos para iniciar sesión en tu banco, o una tarjeta de débito',
  'familyPanel.help': '¿Necesitas ayuda?',
  'familyPanel.call': 'Llámanos al {phone}.',
};
