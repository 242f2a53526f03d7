import type { BankLinkMessageId } from './bank-link.en';

/** The instant bank link in Spanish ("tú", docs/glossary-es.md). */
export const BANK_LINK_ES: Record<BankLinkMessageId, string> = {
  'bankLink.heading': 'Vincula tu banco',
  'bankLink.lead':
    'Se abre una ventana segura de nuestro socio de vinculación bancaria. Inicia sesión en tu banco ahí y elige la cuenta que quieres usar.',
  'bankLink.link': 'Vincular mi banco',
  'bankLink.retry': 'Intentar de nuevo',
  'bankLink.useManual': 'Mejor ingresa los datos de la cuenta',
  'bankLink.loginPrivate':
    'Tus datos de acceso van solo a tu banco. Nosotros nunca los vemos ni los guardamos.',
  'bankLink.moneyMoves': 'El dinero puede moverse en cuanto la cuenta quede vinculada.',
  'bankLink.unlink': 'Puedes desvincularla cuando quieras en la app.',
  'bankLink.opening': 'Abriendo una conexión segura con tu banco…',
};
