/** The account pages (email, password; set_user_email, set_user_password...), in English. */
export const ACCOUNT_EN = {
  'account.bothHeading': 'Create your account',
  'account.bothLead': "You'll use your email and password to log in to the app.",
  'account.emailHeading': "What's your email address?",
  'account.emailLead':
    "You'll use it to log in to the app. We'll also send your account emails there.",
  'account.passwordHeading': 'Create a password',
  'account.passwordLead': "You'll use it with your email address to log in to the app.",
  'account.logIn': 'Log in instead',
  'account.email': 'Email address',
  'account.suggestion': 'Did you mean {email}?',
  'account.useSuggestion': 'Yes, use {email}',
  'account.keepTyped': 'No, keep what I typed',
  'account.password': 'Password',
  'account.passwordHint': "At least 8 characters. A phrase you don't use anywhere else is best.",
  'account.confirmPassword': 'Confirm password',
  'account.showPassword': 'Show password',
} as const;

export type AccountMessageId = keyof typeof ACCOUNT_EN;
