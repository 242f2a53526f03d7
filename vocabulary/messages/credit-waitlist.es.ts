import type { CreditWaitlistMessageId } from './credit-waitlist.en';

/** The credit-waitlist question and its confirmation in Spanish ("tú", docs/glossary-es.md). */
export const CREDIT_WAITLIST_ES: Record<CreditWaitlistMessageId, string> = {
  'creditWaitlist.heading': '¿Quieres unirte a la lista de espera de crédito?',
  'creditWaitlist.lead':
    'Estamos creando una forma para que mamás y papás construyan su crédito con sus compras de todos los días. Únete a la lista de espera y te avisaremos cuando esté lista.',
  'creditWaitlist.hint': 'Unirte no afecta tu puntaje de crédito.',
  'creditWaitlist.join': 'Sí, agrégame a la lista de espera',
  'creditWaitlist.decline': 'No, gracias',
  'creditWaitlist.joinedHeading': 'Ya estás en la lista de espera de crédito',
  'creditWaitlist.joinedLead': 'Te enviaremos un correo electrónico en cuanto sea tu turno.',
  'creditWaitlist.joinedLeadEmail':
    'Te enviaremos un correo electrónico a {email} en cuanto sea tu turno.',
  'creditWaitlist.joinedMeantime':
    'Unirte no afecta tu puntaje de crédito, y mientras tanto nada cambia en la cuenta de tu familia. Terminemos de configurarla.',
  'creditWaitlist.declinedHeading': 'No hay problema',
  'creditWaitlist.declinedLead':
    'Puedes unirte a la lista de espera de crédito cuando quieras desde la app.',
};
