import type { RegistrationState } from '../../model/registration-state';
import type { UserState } from '../../model/user-state';
import { toCamelKey } from '../../services/contract/casing';
import type { InitializeRequest } from '../../services/contract/registration';
import { planChosenSoFar } from '../set_plan/rule';

type InitializeSource = {
  registration: Pick<
    RegistrationState,
    'regAccessToken' | 'jwt' | 'deviceUuid' | 'partner' | 'registrationId' | 'placeholderToken'
  > & { shortcutPlan: string | null };
  user: Pick<
    UserState,
    'role' | 'urlRole' | 'dob' | 'preregisteredUser' | 'preRegPlanSelection'
  > & {
    registeredUser: { token: string } | null;
  };
};

/**
 * The body of POST /initialize (spec section 7) from what the session holds: the access token
 * of the confirmed phone (else the session of a login), the device as uniqueId, the role, the
 * invitation (pre-registered user id and its placeholder token as authToken), the teen's date
 * of birth, the partner and registration id of the link, and a plan chosen before sign-up.
 * Undefined without any token: there is nothing to start a registration for.
 */
export function initializeBody({
  registration,
  user,
}: InitializeSource): InitializeRequest | undefined {
  const accessToken =
    registration.regAccessToken ?? user.registeredUser?.token ?? registration.jwt ?? null;
  if (!accessToken) return undefined;
  const role = user.role ?? user.urlRole;
  // Only a plan named before sign-up travels; the server's own prefill is its to keep.
  const plan = planChosenSoFar({ registration: { ...registration, prefilledAnswers: {} }, user });
  return {
    accessToken,
    ...(registration.deviceUuid ? { uniqueId: registration.deviceUuid } : {}),
    ...(role ? { role } : {}),
    ...(user.preregisteredUser?.id ? { preregisteredUserId: user.preregisteredUser.id } : {}),
    ...(registration.placeholderToken ? { authToken: registration.placeholderToken } : {}),
    ...(user.dob ? { dob: user.dob } : {}),
    ...(registration.partner ? { partnerSource: registration.partner } : {}),
    ...(registration.registrationId ? { registrationId: registration.registrationId } : {}),
    ...(plan ? { plan } : {}),
  };
}

/** "'complete' among them marks the user complete" (spec section 4, "Answer flow"). */
export const atComplete = (questions: ReadonlyArray<{ name: string }>): boolean =>
  questions.some((question) => question.name === 'complete');

/**
 * Answers are keyed by question in camelCase (set_user_email -> setUserEmail; section 3), by
 * the wire contract's own casing, so the key goes back to the question's name on the way out
 * (kba_1 stays kba_1: a digit starts no word).
 */
export const answerKey = (questionName: string): string => toCamelKey(questionName);
