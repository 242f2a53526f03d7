import type { FamilyPanelMessageId } from './family-panel.en';

/** The side panel in Spanish ("tú", docs/glossary-es.md; a plan keeps its name). */
export const FAMILY_PANEL_ES: Record<FamilyPanelMessageId, string> = {
  'familyPanel.label': 'Tu registro',
  'familyPanel.soFar': 'Tu cuenta familiar hasta ahora',
  'familyPanel.plan': 'Plan',
  'familyPanel.planChosen': '{plan}, {fee} al mes',
  'familyPanel.noPlan': 'Aún sin elegir',
  'familyPanel.children': 'Hijos',
  'familyPanel.childrenAdded':
    '{count, plural, =0 {Aún no agregas ninguno} one {# hijo o hija agregado} other {# hijos agregados}}',
  'familyPanel.atHand': 'Ten esto a la mano',
  'familyPanel.address': 'Tu dirección y tu fecha de nacimiento',
  'familyPanel.ssn': 'Tu número de Seguro Social, para confirmar tu identidad',
  'familyPanel.bank': 'Los datos para iniciar sesión en tu banco, o una tarjeta de débito',
  'familyPanel.help': '¿Necesitas ayuda?',
  'familyPanel.call': 'Llámanos al {phone}.',
};
