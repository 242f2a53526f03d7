/**
 * What the sandbox texts, calls and emails, in ICU MessageFormat. These stand in for a real
 * provider's fixed templates: a family's own words never become a template, only values.
 */
export const OUTBOUND_EN = {
  codeSms:
    '{pin} is your Harbor confirmation code. It expires in {minutes, plural, one {# minute} other {# minutes}}. Never share it.',
  codeVoice: 'Your Harbor confirmation code is {digits}.',
  invitation: '{inviterName} invited you to join their Harbor family: {link}',
  invitedByParent: 'Your parent',
  invitedByTeen: 'Your teen',
  emailVerificationSubject: 'Confirm your email for Harbor',
  emailVerificationBody: 'Confirm your email address: {link}',
  resetSubject: 'Reset your Harbor password',
  resetBody:
    'Use this link within {hours, plural, one {# hour} other {# hours}} to choose a new password: {link}\nIf you did not ask for this, ignore this email.',
} as const;

export type OutboundMessageId = keyof typeof OUTBOUND_EN;
