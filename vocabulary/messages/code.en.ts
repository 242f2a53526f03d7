/** The confirmation code page (validate, confirm_code), in English, the source language. */
export const CODE_EN = {
  'code.heading': 'Enter your code',
  'code.change': 'Change',
  'code.changeWhat': 'mobile number',
  'code.leadSending': 'Sending a 6-digit code to {number}…',
  'code.leadCalling': 'Calling {number} with a 6-digit code…',
  'code.leadFailed': 'We could not send a code to {number}.',
  'code.leadCalled': 'We are calling {number} with a 6-digit code.',
  'code.leadTexted': 'We texted a 6-digit code to {number}.',
  'code.resend': 'Text me a new code',
  'code.resendAfterFailure': 'Try sending the code again',
  'code.call': 'Call me with the code instead',
  'code.wait': 'in {clock}',
  'code.waitDescription': 'You can ask for a new code in {clock}.',
  'code.waitBegins': 'You can ask for a new code when the wait on the buttons ends.',
  'code.waitEnds': 'You can ask for a new code now.',
  'code.newCodeSent': 'We sent a new code to {number}.',
  // The service's ERR_PIN_INVALID words, then the tries (a literal: only literals compile).
  'code.wrongCode':
    'That code is not right. Please check it and try again. You have {count, plural, one {# try} other {# tries}} left.',
  'code.tooEarlySeconds':
    'Please wait {count, plural, one {# second} other {# seconds}} before asking for another code.',
  'code.tooEarlyMinutes':
    'Please wait {count, plural, one {# minute} other {# minutes}} before asking for another code.',
  'code.tooManySeconds':
    'Too many codes requested. You can ask for another in {count, plural, one {# second} other {# seconds}}.',
  'code.tooManyMinutes':
    'Too many codes requested. You can ask for another in {count, plural, one {# minute} other {# minutes}}.',
} as const;

export type CodeMessageId = keyof typeof CODE_EN;

/** The sentences above the code field, each with the number in it. */
export type CodeLeadId = Extract<CodeMessageId, `code.lead${string}`>;

/** The text button's names. */
export type ResendLabelId = Extract<CodeMessageId, `code.resend${string}`>;

/** A refusal of a code or a send that says its count or its wait. */
export type CodeRefusalId = Extract<
  CodeMessageId,
  'code.wrongCode' | `code.tooEarly${string}` | `code.tooMany${string}`
>;

/** What screen readers hear of the wait. */
export type WaitAnnouncementId = Extract<CodeMessageId, 'code.waitBegins' | 'code.waitEnds'>;
