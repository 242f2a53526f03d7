import { isUnder18 } from '../../../flows/rules/age';
import { isLegalName } from '../../../flows/rules/legal-name';
import { isUsStateCode } from '../../../flows/rules/us-states';
import { UNVERIFIABLE_ZIP } from '../../../vocabulary/magic-values';
import { ageOn, isName, isPoBox } from '../answer-rules';
import { flowError } from '../flows/engine';
import type { QuestionHandler } from '../flows/types';
import { newId } from '../secrets';
import { ANSWER_MESSAGES, refuse, updateProfile } from './common';

/** Legal name, date of birth and address: kept for prefilled and written to the user. */
export const profileHandlers: Record<string, QuestionHandler> = {
  name: async ({ trx, now, registration, value, question }) => {
    if (!isLegalName(value)) return refuse(question.name, 'ERR_INVALID_NAME');
    const field = question.name === 'set_legal_last_name' ? 'lastName' : 'firstName';
    await updateProfile(trx, registration.user_id, { [field]: value.trim() }, now);
    return { keep: value.trim() };
  },

  // Spec section 5: age from MM/DD/YYYY against today; 18 for a parent. Only parents' flows
  // ask it: a teen's date comes with initialise, where 13 is checked (services/registration).
  date_of_birth: async ({ trx, now, registration, value, question }) => {
    const age = ageOn(value, now);
    if (age === undefined) return refuse(question.name, 'ERR_INVALID_DOB');
    if (registration.role === 'parent' && isUnder18(age)) {
      return refuse(question.name, 'ERR_UNDER_AGE');
    }
    await updateProfile(trx, registration.user_id, { dob: String(value) }, now);
    return { keep: value };
  },

  address: async ({ trx, now, registration, value, question }) => {
    const { street, city, state, zip } = (value ?? {}) as Record<string, unknown>;
    const text = [street, city].every((part) => isName(part));
    // The state is a code of the list (cards are mailed there): "ZZ" is no address.
    if (
      !text ||
      !isUsStateCode(state) ||
      typeof zip !== 'string' ||
      !/^\d{5}(-\d{4})?$/.test(zip)
    ) {
      return refuse(question.name, 'ERR_INVALID_ADDRESS');
    }
    if (isPoBox(String(street))) return refuse(question.name, 'ERR_PO_BOX');
    const kept = {
      street: String(street),
      city: String(city),
      state: String(state),
      zip,
      country: 'US',
    };
    await updateProfile(trx, registration.user_id, kept, now);
    if (zip.startsWith(UNVERIFIABLE_ZIP)) {
      // The postal check does not block sign-up (toggle uspsValidationUnblock, on by default):
      // the address is kept and the error waits to be resolved.
      return {
        keep: kept,
        unresolved: {
          id: newId('err'),
          ...flowError(
            question.name,
            'ERR_ADDRESS_UNVERIFIED',
            ANSWER_MESSAGES.ERR_ADDRESS_UNVERIFIED,
          ),
        },
      };
    }
    return { keep: kept };
  },
};
