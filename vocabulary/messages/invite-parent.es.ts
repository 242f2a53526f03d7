import type { InviteParentMessageId } from './invite-parent.en';

/** The invite-parent page in Spanish ("tú", to a teen; docs/glossary-es.md). */
export const INVITE_PARENT_ES: Record<InviteParentMessageId, string> = {
  'inviteParent.heading': 'Invita a tu mamá, papá o tutor',
  'inviteParent.lead':
    'Tu mamá, papá o tutor configura la cuenta familiar y aprueba la tuya. Le enviaremos una invitación por mensaje de texto.',
  'inviteParent.leadLater':
    'Tu mamá, papá o tutor configura la cuenta familiar y aprueba la tuya. Le enviaremos una invitación por mensaje de texto cuando hayas configurado tu cuenta.',
  'inviteParent.firstName': 'Su nombre',
  'inviteParent.phoneNumber': 'Su número de celular',
  'inviteParent.phoneHint':
    'Solo números de EE. UU. Le enviaremos un solo mensaje de texto con la invitación.',
  'inviteParent.send': 'Enviar invitación',
};
