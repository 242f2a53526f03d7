import type { MicroDepositMessageId } from './micro-deposit.en';

/** The two small amounts' page in Spanish ("tú", docs/glossary-es.md: depósitos de prueba). */
export const MICRO_DEPOSIT_ES: Record<MicroDepositMessageId, string> = {
  'microDeposit.headingBank': 'Confirma tu cuenta bancaria',
  'microDeposit.headingCard': 'Confirma tu tarjeta de débito',
  'microDeposit.leadBank':
    'Hicimos dos depósitos de prueba a tu cuenta de {bank}. Ingresa los dos montos para demostrar que la cuenta es tuya. Pueden tardar de 1 a 3 días hábiles en aparecer.',
  'microDeposit.leadUnnamedBank':
    'Hicimos dos depósitos de prueba a tu cuenta bancaria. Ingresa los dos montos para demostrar que la cuenta es tuya. Pueden tardar de 1 a 3 días hábiles en aparecer.',
  'microDeposit.leadCard':
    'Hicimos dos cargos de prueba a tu tarjeta de débito. Ingresa los dos montos para demostrar que la tarjeta es tuya. Pueden tardar de 1 a 3 días hábiles en aparecer.',
  'microDeposit.amount1': 'Primer monto',
  'microDeposit.amount2': 'Segundo monto',
  'microDeposit.amountHint': 'En dólares, como {amount}',
  'microDeposit.verify': 'Verificar',
  'microDeposit.later': 'Verificaré más tarde',
  'microDeposit.blockedHeading': 'No pudimos verificar esta cuenta',
  'microDeposit.continueWithout': 'Continuar sin verificar',
};
