import type { ConfirmationMessageId } from './confirmation.en';

/** The confirmation summary in Spanish ("tú", docs/glossary-es.md; brand names stay). */
export const CONFIRMATION_ES: Record<ConfirmationMessageId, string> = {
  'confirmation.referenceLabel': 'Tu referencia',
  'confirmation.referenceHint':
    'Menciónala si llamas a atención al cliente al {phone}. Nadie puede usarla para entrar a tu cuenta.',
  'confirmation.heading': 'Lo que configuraste',
  'confirmation.plan': 'Plan',
  'confirmation.children': '{count, plural, one {Hijo} other {Hijos}}',
  'confirmation.funding': 'Cuenta de fondos',
  'confirmation.amount': 'Primera carga',
  'confirmation.arrives': 'Llega',
  'confirmation.toVerify': 'Falta por hacer',
  'confirmation.planValue': '{title}, {fee} al mes',
  'confirmation.bankAccount': 'Cuenta bancaria',
  'confirmation.debitCard': 'Tarjeta de débito',
  'confirmation.arrivesNow': 'Hoy, en minutos',
  'confirmation.arrivesBy': 'En 1 a 3 días hábiles, a más tardar el {date}',
  'confirmation.arrivesBlocked': 'Cuando se verifique una cuenta que agregues en la app',
  'confirmation.arrivesOnceCard': 'Cuando se verifique tu tarjeta de débito',
  'confirmation.arrivesOnceBank': 'Cuando se verifique tu cuenta bancaria',
  'confirmation.toVerifyCard': 'Ingresa los dos cargos pequeños de tu tarjeta para verificarla',
  'confirmation.toVerifyBank':
    'Ingresa los dos depósitos de prueba de tu cuenta bancaria para verificarla',
  'confirmation.nextHeading': 'Lo que sigue',
  'confirmation.nextVerifyCard':
    'En 1 a 3 días hábiles, busca dos cargos pequeños en tu tarjeta. Ingrésalos en esta página para terminar.',
  'confirmation.nextVerifyBank':
    'En 1 a 3 días hábiles, busca dos depósitos de prueba en tu cuenta bancaria. Ingrésalos en esta página para terminar.',
  'confirmation.nextMoney':
    'Agregamos tu primera carga a la cuenta de tu familia en cuanto llegue.',
  'confirmation.nextApp':
    'Descarga la app e inicia sesión con el número de celular que usaste aquí.',
  'confirmation.nextCards':
    'En la app, pide las tarjetas de tus hijos y configura su primera mesada.',
  'confirmation.print': 'Imprime o guarda esta página',
};
