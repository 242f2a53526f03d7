import type { AccountStatusMessageId } from './account-status.en';

/** The account's status pages in Spanish ("tú", docs/glossary-es.md). */
export const ACCOUNT_STATUS_ES: Record<AccountStatusMessageId, string> = {
  'accountStatus.deactivatedHeading': 'Tu cuenta está desactivada',
  'accountStatus.closedHeading': 'Tu cuenta está cerrada',
  'accountStatus.call': 'Llamar al {number}',
  'accountStatus.invalidatedHeading': 'Confirmemos que eres tú',
  'accountStatus.invalidated':
    'Por tu seguridad, necesitamos volver a verificar tu número de celular antes de que sigas. Solo toma un momento.',
  'accountStatus.startOver': 'Volver al inicio',
};
