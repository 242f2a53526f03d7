import type { DebitCardMessageId } from './debit-card.en';

/** The debit card's form in Spanish ("tú", docs/glossary-es.md; card brands stay). */
export const DEBIT_CARD_ES: Record<DebitCardMessageId, string> = {
  'debitCard.heading': 'Agrega tu tarjeta de débito',
  'debitCard.lead':
    'Usa una tarjeta de débito Visa o Mastercard a tu nombre. No se aceptan tarjetas prepagadas ni de crédito.',
  'debitCard.save': 'Guardar tarjeta',
  'debitCard.cardNumber': 'Número de tarjeta',
  'debitCard.expiry': 'Fecha de vencimiento',
  'debitCard.expiryHint': 'MM / AA',
  'debitCard.cvc': 'Código de seguridad',
  'debitCard.cvcHint': '3 o 4 dígitos',
  'debitCard.zip': 'Código postal de facturación',
  'debitCard.challengeTitle': 'Confirma con tu banco',
  'debitCard.challengeDescription':
    'Tu banco quiere asegurarse de que esta tarjeta es tuya. Termina la verificación de abajo y seguimos.',
  'debitCard.challengeCancel': 'Cancelar',
  'debitCard.challengeOpening': 'Abriendo la verificación de tu banco…',
};
