import type { InitialFundingMessageId } from './initial-funding.en';

/** The first load's page in Spanish ("tú", docs/glossary-es.md; brand names stay). */
export const INITIAL_FUNDING_ES: Record<InitialFundingMessageId, string> = {
  'initialFunding.heading': '¿Cuánto quieres agregar?',
  'initialFunding.walletHeading': 'Agrega dinero a la billetera de tu familia',
  'initialFunding.lead': 'Puedes agregar más cuando quieras.',
  'initialFunding.leadFrom': 'El dinero sale de tu {source}. Puedes agregar más cuando quieras.',
  'initialFunding.fromBank': 'cuenta bancaria',
  'initialFunding.fromNamedBank': 'cuenta de {bank}',
  'initialFunding.fromDebit': 'tarjeta de débito',
  'initialFunding.fromApplePay': 'tarjeta de Apple Pay',
  'initialFunding.fromGooglePay': 'tarjeta de Google Pay',
  'initialFunding.fromPaypal': 'cuenta de PayPal',
  'initialFunding.fromVenmo': 'cuenta de Venmo',
  'initialFunding.walletMinimumTitle': 'Empieza con al menos {minimum}',
  'initialFunding.walletMinimum':
    'La billetera de tu familia necesita {minimum} para empezar. Es tu dinero para gastar, ahorrar o compartir con tus hijos.',
  'initialFunding.amount': 'Cantidad',
  'initialFunding.other': 'Otra cantidad',
  'initialFunding.amountInDollars': 'Cantidad en dólares',
  'initialFunding.continue': 'Agregar dinero',
};
