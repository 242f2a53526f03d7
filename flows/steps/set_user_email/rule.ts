import type { QuestionName } from '../../../vocabulary/question-names';
import type { RegistrationState } from '../../model/registration-state';
import { prefilledText } from '../../rules/register-answers';
import { answerKey } from '../register/question-flow';

/** The forms (flows/model/form-state) of the account questions, one page each. */
export const EMAIL_FORM = 'set_user_email' satisfies QuestionName;
export const PASSWORD_FORM = 'set_user_password' satisfies QuestionName;

/** What the email page keeps before Continue. */
export type EmailDraft = {
  email: string;
  /** The person left the field (toggle emailErrorStateOnBlur checks it then). */
  blurred: boolean;
  /** The server's correction (emailCorrection), offered as "Did you mean ...?". */
  suggestion: string;
  /** An address the person chose to keep over the correction: sent without asking again. */
  keptEmail: string;
};

export type PasswordDraft = { password: string; confirmPassword: string };

type Drafts = { readonly drafts: Readonly<Record<string, Readonly<Record<string, unknown>>>> };
type Registration = {
  readonly prefilledAnswers: RegistrationState['prefilledAnswers'];
  readonly questions: ReadonlyArray<{ readonly name: string }>;
};

const draft = <T>(form: Drafts, name: string) => (form.drafts[name] ?? {}) as Partial<T>;

/** The email as typed, else the server's prefilled answer. */
export function emailInForce(registration: Registration, form: Drafts): string {
  return (
    draft<EmailDraft>(form, EMAIL_FORM).email ??
    prefilledText(registration.prefilledAnswers[answerKey(EMAIL_FORM)])
  );
}

/**
 * The password question this flow asks: set_user_password_and_confirm (with a confirm field)
 * or set_user_password (without).
 */
export function passwordQuestion(registration: Registration): {
  name: string;
  askConfirm: boolean;
} {
  const name = registration.questions[0]?.name ?? 'set_user_password_and_confirm';
  return { name, askConfirm: name.endsWith('_and_confirm') };
}

/** The email the password is filed under: the answer given, else the registered user's. */
export function accountEmail(
  registration: Registration,
  user: { readonly registeredUser: { readonly user: { readonly email?: string | null } } | null },
): string {
  const answered = prefilledText(registration.prefilledAnswers.setUserEmail);
  return answered || (user.registeredUser?.user.email ?? '');
}

export function passwordDraft(form: Drafts): PasswordDraft {
  const { password = '', confirmPassword = '' } = draft<PasswordDraft>(form, PASSWORD_FORM);
  return { password, confirmPassword };
}

export function emailDraft(form: Drafts): Partial<EmailDraft> {
  return draft<EmailDraft>(form, EMAIL_FORM);
}
