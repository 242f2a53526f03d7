import type { ManualBankMessageId } from './manual-bank.en';

/** The manual bank account's form in Spanish ("tú", docs/glossary-es.md). */
export const MANUAL_BANK_ES: Record<ManualBankMessageId, string> = {
  'manualBank.heading': 'Ingresa los datos de tu cuenta bancaria',
  'manualBank.lead':
    'Encontrarás los dos números en un cheque o en la app de tu banco. Te enviaremos dos depósitos de prueba para confirmar que la cuenta es tuya.',
  'manualBank.routingNumber': 'Número de ruta',
  'manualBank.routingNumberHint': '9 dígitos',
  'manualBank.lookingUp': 'Buscando tu banco…',
  'manualBank.bank': 'Banco:',
  'manualBank.accountNumber': 'Número de cuenta',
  'manualBank.accountNumberHint': 'Por lo general, de 4 a 17 dígitos',
  'manualBank.confirmAccountNumber': 'Confirma el número de cuenta',
};
