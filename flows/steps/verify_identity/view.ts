import type { IdentityDetailsScreenProps } from '../../../design-system/screens/identity-details/identity-details-screen';
import type { StepActions } from '../../actions/step-actions';
import { identityState } from '../../rules/identity';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { IDENTITY_FORM, ssnOf } from './rule';

// The server's refusal of the number itself belongs to the field.
const FIELD_CODES = { ERR_INVALID_SSN: 'ssn' };

/**
 * Which page the identity group shows: the check's end (a failure, or a check that could not
 * run) until a retry clears it, else the number.
 */
export const identityPage = (input: ViewInput): 'result' | 'details' => {
  // errorCode outlives a later success (only error is cleared by loading): read it with error.
  const state = identityState(input.registration.error ? input.registration.errorCode : null);
  return state === 'fail' || state === 'error' ? 'result' : 'details';
};

/**
 * verify_identity: the SSN (the name, date of birth and address were earlier groups).
 * ERR_KYC_PARTIAL_FAIL asks again with 'Please re-enter your information and try again' and
 * an empty field (the reset forgets the draft).
 */
export function identityDetailsView(input: ViewInput): ViewOf<IdentityDetailsScreenProps> {
  const { fieldErrors, ...frame } = groupFrame(input, IDENTITY_FORM, FIELD_CODES);
  return {
    ...frame,
    ssn: ssnOf(input.form.drafts[IDENTITY_FORM] ?? {}),
    fieldErrors: { ssn: fieldErrors.ssn },
  };
}

export function identityDetailsIntents(
  actions: StepActions,
): IntentsOf<IdentityDetailsScreenProps> {
  return {
    onSsnChange: (ssn) => actions.editDraft(IDENTITY_FORM, { ssn }),
    onContinue: () => void actions.registration.answerIdentity(IDENTITY_FORM),
  };
}
