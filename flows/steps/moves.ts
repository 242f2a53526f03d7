import type { StepChanges } from './changes';

/**
 * The moves between pages that no server answer decides: a back link, the way to log in or to
 * reset a password. Each is the step it goes to and what it clears on the way, for the actions
 * to apply like any rule's changes.
 */

/** "Change" on the code page, Back from the role: the number is asked again, notices read. */
export const backToPhone = (): StepChanges => ({
  registration: { error: null, message: null },
  user: { nextRegStep: 'phone' },
});

/** The duplicate email's way out: the person already has an account (section 5). */
export const toLogInInstead = (): StepChanges => ({
  registration: { registeredEmailError: false, error: null },
  user: { nextRegStep: 'login' },
});

/**
 * A login step without its number (another tab's storage, an old session) has nobody to log
 * in: the phone step asks again. With the number, nothing changes.
 */
export const loginWithout = (phoneNumber: string | null): StepChanges | undefined =>
  phoneNumber ? undefined : { user: { nextRegStep: 'phone' } };

/** "Forgot your password?" on the login page. */
export const toForgotPassword = (): StepChanges => ({
  registration: { error: null, message: null },
  user: { nextRegStep: 'forgot_password' },
});

/** Back from forgot password: without a number there is no login step to go back to. */
export const backFromForgotPassword = (phoneNumber: string | null): StepChanges => ({
  registration: { error: null },
  user: { nextRegStep: phoneNumber ? 'login' : 'phone' },
});
