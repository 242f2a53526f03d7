import type { Sentence } from '../../../vocabulary/messages/sentence';
import type { QuestionName } from '../../../vocabulary/question-names';
import type { RegistrationState } from '../../model/registration-state';
import type { UserState } from '../../model/user-state';
import {
  type AboutYouValues,
  aboutYouErrors,
  addressFields,
  legalAddressAnswer,
  prefilledText,
} from '../../rules/register-answers';
import type { FormPrepare } from '../form-outcome';
import { outcome } from '../form-outcome';
import { answerKey } from '../register/question-flow';

/** The form of the about_you group, by its first question. */
export const ABOUT_YOU_FORM = 'set_date_of_birth' satisfies QuestionName;

/**
 * The group's two question pages (docs/decisions/121): the date of birth, then the home
 * address. The draft's `page` says which shows; absent, the first.
 */
export type AboutYouPage = 'dob' | 'address';

/** The server's refusals of the date (flows/rules/errors.ts): they belong to the first page. */
export const DOB_REFUSALS: readonly string[] = ['ERR_INVALID_DOB', 'ERR_UNDER_AGE'];

type Asked = { dob: boolean; address: boolean };
type Asking = { readonly questions: ReadonlyArray<{ readonly name: string }> };
type Source = {
  registration: { readonly prefilledAnswers: Readonly<RegistrationState['prefilledAnswers']> };
  user: Pick<UserState, 'dob'>;
};
type Shown = Asking & Pick<RegistrationState, 'errorCode'>;

/** Which of its two questions the group asks (a teen's flow asks the date of birth alone). */
function aboutYouAsks(registration: Asking): Asked {
  const asks = (name: QuestionName) =>
    registration.questions.some((question) => question.name === name);
  return { dob: asks('set_date_of_birth'), address: asks('set_legal_address') };
}

/**
 * The page shown: the address once the date has passed its page, unless the date was refused
 * since (by the server, or by the page's own checks on the address page's Continue), which
 * brings the date's page back with its error. A group that asks one of the two has one page.
 */
export function aboutYouPage(
  draft: Readonly<Record<string, unknown>>,
  registration: Shown,
  errors: Readonly<Record<string, Sentence>> = {},
): AboutYouPage {
  const asks = aboutYouAsks(registration);
  if (!asks.dob) return 'address';
  if (!asks.address) return 'dob';
  const refused = registration.errorCode !== null && DOB_REFUSALS.includes(registration.errorCode);
  if (refused || errors.dob) return 'dob';
  return draft.page === 'address' ? 'address' : 'dob';
}

/**
 * The fields as they stand: what was typed over what the server already holds (prefilled) and
 * the date of birth given before the register step.
 */
export function aboutYouValues(
  draft: Readonly<Record<string, unknown>>,
  { registration, user }: Source,
): Required<AboutYouValues> {
  const prefilled = registration.prefilledAnswers;
  const text = (key: string) =>
    typeof draft[key] === 'string' ? (draft[key] as string) : undefined;
  const held = addressFields(prefilled.setLegalAddress);
  return {
    dob: text('dob') ?? (prefilledText(prefilled.setDateOfBirth) || (user.dob ?? '')),
    addressLine1: text('addressLine1') ?? held.addressLine1,
    addressLine2: text('addressLine2') ?? held.addressLine2,
    city: text('city') ?? held.city,
    state: text('state') ?? held.state,
    zip: text('zip') ?? held.zip,
  };
}

/**
 * Continue: the page's checks, then the answers; the date of birth is kept on the user as it
 * goes. On the date's page of a group that also asks the address, only the date is checked and
 * the address's page follows, with nothing sent (a refusal it answered goes with it). On the
 * address's page the whole group is checked and sent as one answer, as the server takes it.
 * A teen under 13 is stopped by the server, which erases the sign-up with its refusal
 * (server/sandbox/forget-under-age.ts), so the date goes even then.
 */
export const aboutYouAnswer: FormPrepare = (draft, { registration, user, today }) => {
  const asks = aboutYouAsks(registration);
  const values = aboutYouValues(draft, { registration, user });
  if (asks.address && aboutYouPage(draft, registration) === 'dob') {
    const errors = aboutYouErrors(values, { dob: true, address: false }, today);
    if (Object.keys(errors).length > 0) return { errors } as { errors: Record<string, string> };
    return {
      page: 'address' satisfies AboutYouPage,
      changes: { registration: { error: null, errorCode: null, message: null } },
    };
  }
  const errors = aboutYouErrors(values, asks, today);
  if (Object.keys(errors).length > 0) return { errors } as { errors: Record<string, string> };
  return outcome(
    {},
    () => ({
      ...(asks.dob ? { [answerKey('set_date_of_birth')]: values.dob } : {}),
      ...(asks.address ? { [answerKey('set_legal_address')]: legalAddressAnswer(values) } : {}),
    }),
    () => (asks.dob ? { user: { dob: values.dob } } : {}),
  );
};
