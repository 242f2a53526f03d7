import type { AmountCheckId } from './amount-checks.en';

/** An amount's checks in Spanish ("tú", docs/glossary-es.md; money as es-US writes it). */
export const AMOUNT_CHECKS_ES: Record<AmountCheckId, string> = {
  'amountChecks.empty': 'Ingresa una cantidad',
  'amountChecks.minus': 'Ingresa la cantidad sin signo de menos',
  'amountChecks.shape': 'Ingresa la cantidad en dólares con números, como 25 o 1,000.50',
  'amountChecks.cents': 'Ingresa como máximo 2 decimales después del punto, como 25.50',
};
