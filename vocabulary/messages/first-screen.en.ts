/**
 * The texts of the first screen (the phone step) and of the frame every page shares, in
 * English, the source language: the spec's words stay word for word. Its messages take no
 * values but the links they name, so the first screen renders them with no message runtime
 * (docs/decisions/120). Ids are the text's place, not its words.
 */
export const FIRST_SCREEN_EN = {
  'page.description': 'Create your Harbor family money account.',
  'page.skipToMain': 'Skip to main content',
  'page.tagline': 'Family money',
  'page.footer':
    'Harbor is a financial technology company, not a bank. Banking services and debit cards are provided by our partner bank, Member FDIC.',
  'page.languages': 'Language',
  'page.back': 'Back',
  'page.continue': 'Continue',
  'page.errorSummaryTitle': 'There is a problem',
  'page.errorPrefix': 'Error:',
  'page.optional': '(optional)',
  'phone.heading': "Let's get started",
  'phone.lead':
    "Sign up or log in with your mobile number. We'll text you a 6-digit code to confirm it's you.",
  'phone.label': 'Mobile number',
  'phone.hint': 'US numbers only. Message and data rates may apply.',
  'phone.consent': 'By continuing you agree to our {terms}, {privacy} and {smsTerms}.',
  'phone.terms': 'Terms',
  'phone.privacy': 'Privacy policy',
  'phone.smsTerms': 'SMS terms',
} as const;

export type FirstScreenMessageId = keyof typeof FIRST_SCREEN_EN;
