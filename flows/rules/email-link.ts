/** The emailed link's parameters: /?verifyEmailToken=&userId= (what the sandbox sends). */
export const EMAIL_LINK_PARAMS = ['verifyEmailToken', 'userId'] as const;

/**
 * The screen state of the page the emailed verification link opens (opened, checking), kept
 * in formState under this key. Its own tiny module: the first screen's router and routes read
 * these, and must not carry the page checks' texts.
 */
export const EMAIL_VERIFICATION_FORM = 'email_verification';
