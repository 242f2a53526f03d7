import type { EmailVerificationMessageId } from './email-verification.en';

/** The page the emailed verification link opens, in Spanish ("tú", docs/glossary-es.md). */
export const EMAIL_VERIFICATION_ES: Record<EmailVerificationMessageId, string> = {
  'emailVerification.checkingHeading': 'Revisando tu enlace',
  'emailVerification.checking': 'Verificando tu correo electrónico…',
  'emailVerification.verifiedHeading': 'Correo electrónico verificado',
  'emailVerification.verified': '¡Gracias! Tu correo electrónico está verificado.',
  'emailVerification.unverifiedHeading': 'No pudimos verificar tu correo electrónico',
  'emailVerification.unverified':
    'Este enlace ya se usó o venció. Tu correo electrónico todavía no está verificado.',
  'emailVerification.unverifiedNext':
    'Abre el correo más reciente que te enviamos o pide un enlace nuevo a atención al cliente.',
};
