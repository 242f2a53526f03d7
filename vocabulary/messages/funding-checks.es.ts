import type { FundingCheckId } from './funding-checks.en';

/** The funding forms' checks and the funding service's refusals in Spanish ("tú", docs/glossary-es.md). */
export const FUNDING_CHECKS_ES: Record<FundingCheckId, string> = {
  'fundingChecks.cardNumber':
    'Ingresa el número de 15 o 16 dígitos que está al frente de tu tarjeta',
  'fundingChecks.cardNumberInvalid': 'Revisa el número de tu tarjeta: no parece correcto',
  'fundingChecks.expiry': 'Ingresa la fecha de vencimiento como MM / AA',
  'fundingChecks.expired': 'Esta tarjeta está vencida. Usa una tarjeta que siga vigente',
  'fundingChecks.cvc': 'Ingresa el código de seguridad de 3 o 4 dígitos',
  'fundingChecks.zip': 'Ingresa el código postal de 5 dígitos de tu dirección de facturación',
  'fundingChecks.threeDSecureFailed':
    'Tu banco no pudo confirmar esta tarjeta. Vuelve a intentarlo o usa otra tarjeta.',
  'fundingChecks.routingNumber': 'Ingresa el número de ruta de 9 dígitos',
  'fundingChecks.routingNumberInvalid': 'Revisa el número de ruta: no corresponde a ningún banco',
  'fundingChecks.accountNumber': 'Ingresa un número de cuenta de 4 a 17 dígitos',
  'fundingChecks.confirmAccountNumber': 'Los números de cuenta no coinciden',
  'fundingChecks.bankNotFound': 'No encontramos ningún banco con ese número de ruta.',
  'fundingChecks.microAmount': 'Ingresa el monto en dólares, entre 0.01 y 0.99',
  'fundingChecks.verificationBlocked':
    'Demasiados de los montos que escribiste no coincidieron. Ya no se puede verificar esta cuenta.',
  'fundingChecks.cardDeclined': 'Tu tarjeta fue rechazada. Prueba con otra tarjeta.',
  'fundingChecks.paymentMethodDeclined': 'Ese método de pago fue rechazado. Prueba con otro.',
  'fundingChecks.invalidCard': 'Revisa los datos de tu tarjeta y vuelve a intentarlo.',
  'fundingChecks.invalidPaymentMethod':
    'No pudimos confirmar ese método de pago. Vuelve a agregarlo o elige otra forma de agregar dinero.',
  'fundingChecks.invalidRoutingNumber': 'Ingresa un número de ruta válido de 9 dígitos.',
  'fundingChecks.invalidAccountNumber': 'Ingresa un número de cuenta válido.',
  'fundingChecks.verificationFailed': 'Esos montos no coinciden. Revísalos y vuelve a intentarlo.',
  'fundingChecks.tooManyTries':
    'Demasiados intentos. Vincula otra cuenta para agregar dinero o comunícate con atención al cliente.',
  'fundingChecks.verificationExpired': 'Estos montos ya vencieron. Vuelve a vincular tu cuenta.',
};
