import type { FundingChoiceMessageId } from './funding-choice.en';

/** The funding choice in Spanish ("tú", docs/glossary-es.md; brand names stay). */
export const FUNDING_CHOICE_ES: Record<FundingChoiceMessageId, string> = {
  'fundingChoice.heading': '¿Cómo quieres agregar dinero?',
  'fundingChoice.lead':
    'Elige de dónde vendrá el dinero de tu familia. Puedes cambiarlo después en la app.',
  'fundingChoice.noneTitle': 'Por ahora no hay forma de agregar dinero',
  'fundingChoice.none':
    'En este momento no se puede agregar dinero. Vuelve a intentarlo más tarde o comunícate con atención al cliente.',
  'fundingChoice.recommended': 'Recomendado',
  'fundingChoice.instant': 'Vincula tu banco al instante',
  'fundingChoice.instantDescription':
    'Inicia sesión en tu banco de forma segura y elige la cuenta. Listo en segundos.',
  'fundingChoice.manual': 'Ingresa los datos de tu cuenta bancaria',
  'fundingChoice.manualDescription':
    'Ingresa tu número de ruta y tu número de cuenta. Los confirmamos con dos depósitos de prueba en 1 a 3 días hábiles.',
  'fundingChoice.debit': 'Tarjeta de débito',
  'fundingChoice.debitDescription':
    'Agrega dinero de inmediato con una tarjeta de débito Visa o Mastercard.',
  'fundingChoice.applePayDescription':
    'Usa una tarjeta de débito de tu Apple Wallet. Listo en segundos.',
  'fundingChoice.googlePayDescription':
    'Usa una tarjeta de débito guardada en Google Pay. Listo en segundos.',
  'fundingChoice.paypalDescription': 'Inicia sesión en PayPal y aprueba tu cuenta familiar.',
  'fundingChoice.venmoDescription': 'Aprueba tu cuenta familiar en la app de Venmo.',
  'fundingChoice.providerButton':
    'Continúa con el botón de {name} que aparece abajo. {name} se abre en una ventana nueva y regresas aquí cuando apruebes.',
};
