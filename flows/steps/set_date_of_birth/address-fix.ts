import type { RegistrationState } from '../../model/registration-state';
import {
  type AddressFields,
  aboutYouErrors,
  addressFields,
  legalAddressAnswer,
} from '../../rules/register-answers';
import type { FormPrepare } from '../form-outcome';
import { answerKey } from '../register/question-flow';

/**
 * The form of the address-check page: the address the postal check could not confirm, fixed
 * in place (answered again with resolvesErrorId). `editing` says the form, not the notice,
 * is open.
 */
export const ADDRESS_FIX_FORM = 'address_fix';

type Source = { readonly prefilledAnswers: Readonly<RegistrationState['prefilledAnswers']> };

export const isFixingAddress = (draft: Readonly<Record<string, unknown>>): boolean =>
  draft.editing === true;

/** The fields as they stand: what was typed over the address the server holds. */
export function addressFixValues(
  draft: Readonly<Record<string, unknown>>,
  registration: Source,
): AddressFields {
  const held = addressFields(registration.prefilledAnswers.setLegalAddress);
  const text = (key: keyof AddressFields) =>
    typeof draft[key] === 'string' ? (draft[key] as string) : held[key];
  return {
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
  };
}

/**
 * Continue on the fix: the address page's own checks (section 5: no P.O. box, only the
 * characters it allows, a US state, a ZIP), said at the fields; nothing is rewritten. Then the
 * address goes as the answer that resolves the waiting error.
 */
export const addressFixAnswer =
  (errorId: string): FormPrepare =>
  (draft, { registration, today }) => {
    const values = addressFixValues(draft, registration);
    const errors = aboutYouErrors(values, { dob: false, address: true }, today);
    if (Object.keys(errors).length > 0) return { errors: errors as Record<string, string> };
    return {
      answers: { [answerKey('set_legal_address')]: legalAddressAnswer(values) },
      resolvesErrorId: errorId,
    };
  };
