import type { PlanPickerMessageId } from './plan-picker.en';

/** The plan choice in Spanish ("tú", docs/glossary-es.md; the plans keep their names). */
export const PLAN_PICKER_ES: Record<PlanPickerMessageId, string> = {
  'planPicker.heading': 'Elige el plan de tu familia',
  'planPicker.lead':
    'Escoge el que mejor se adapte a tu familia. Puedes cambiar de plan cuando quieras en la app.',
  'planPicker.fee': '{fee} al mes',
  'planPicker.extra': '{amount} más al mes que {plan}',
  'planPicker.rate': 'Gana {rate}% en tus ahorros',
  'planPicker.perksStandard':
    'Tarjetas de débito para hasta 5 hijos, tareas, mesada y metas de ahorro.',
  'planPicker.perksSelect': 'Todo lo de {plan}, a un precio de nuestro socio.',
  'planPicker.perksInvest': 'Todo lo de {plan}, más inversiones para hijos y padres.',
  'planPicker.perksMax':
    'Todo lo de {plan}, más reembolsos en efectivo, protección de compras y cobertura contra el robo de identidad.',
  'planPicker.perksInfinity':
    'Todo lo de {plan}, más ubicación compartida en familia, detección de choques y alertas de SOS.',
  'planPicker.maybeLater': 'Quizás más tarde',
  'planPicker.noPerks': 'No, gracias, no necesito los beneficios',
};
