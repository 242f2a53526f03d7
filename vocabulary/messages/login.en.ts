/** The login and the password's reset (login, forgot_password, reset_password), in English. */
export const LOGIN_EN = {
  'login.heading': 'Welcome back',
  'login.lead': 'Enter the password for {number}.',
  'login.password': 'Password',
  'login.showPassword': 'Show password',
  'login.logIn': 'Log in',
  'login.forgotPassword': 'Forgot your password?',
  'login.forgotHeading': 'Reset your password',
  'login.forgotLead':
    "Enter the email address on your account and we'll send you a link to set a new password.",
  'login.email': 'Email address',
  'login.sendLink': 'Send reset link',
  'login.sentHeading': 'Check your email',
  'login.sent': 'If {email} belongs to an account, a link to reset your password is on its way.',
  'login.sentNext':
    "The link works once and expires soon. Didn't get it? Check your spam folder, or send it again.",
  'login.sendAgain': 'Send the link again',
  'login.resetHeading': 'Set a new password',
  'login.resetLead':
    "Choose a password you don't use anywhere else. You'll log in with it next time.",
  'login.newPassword': 'New password',
  'login.newPasswordHint': 'At least 8 characters.',
  'login.verifyPassword': 'Type it again',
  'login.savePassword': 'Save new password',
  'login.linkForgottenHeading': 'Open the link in your email again',
  'login.linkForgottenLead':
    'For your security, this page forgets your reset link when it reloads. The link in your email still works until you use it.',
  'login.newLink': 'Send me a new link',
} as const;

export type LoginMessageId = keyof typeof LOGIN_EN;
