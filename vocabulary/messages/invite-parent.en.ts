/** The invite-parent page (invite_parent, and parent_invite before the code), in English. */
export const INVITE_PARENT_EN = {
  'inviteParent.heading': 'Invite a parent or guardian',
  'inviteParent.lead':
    "A parent or guardian sets up the family account and approves yours. We'll text them an invite.",
  // Before the teen's own number is confirmed the text waits for their account.
  'inviteParent.leadLater':
    "A parent or guardian sets up the family account and approves yours. We'll text them an invite once you've set up your account.",
  'inviteParent.firstName': 'Their first name',
  'inviteParent.phoneNumber': 'Their mobile number',
  'inviteParent.phoneHint': "US numbers only. We'll send one text with the invite.",
  'inviteParent.send': 'Send invite',
} as const;

export type InviteParentMessageId = keyof typeof INVITE_PARENT_EN;
