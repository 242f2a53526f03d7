/** The role choice (confirm-role), in English, the source language. */
export const ROLE_EN = {
  'role.heading': "Who's signing up?",
  'role.lead': "We'll set things up for you.",
  'role.parent': "I'm a parent or guardian",
  'role.parentDescription': 'Set up accounts and debit cards for your family.',
  'role.child': "I'm a teen",
  'role.childDescription': 'Ages 13 and up. A parent or guardian approves your account.',
  'role.continueParent': 'Continue as a parent',
  'role.continueChild': 'Continue as a teen',
} as const;

export type RoleMessageId = keyof typeof ROLE_EN;
