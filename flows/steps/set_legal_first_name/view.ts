import type { LegalNameAddressScreenProps } from '../../../design-system/screens/legal-name-address/legal-name-address-screen';
import type { StepActions } from '../../actions/step-actions';
import { type PromoCodeCheck, promoCodeStatus } from '../../rules/promo-code';
import { groupFrame } from '../../views/group-frame';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import {
  asksQuestion,
  LEGAL_NAME_FORM,
  legalNameAnswer,
  legalNameValues,
  referralCodeCheck,
} from './rule';

// The live code check's refusal belongs to the field, never to the page's error summary.
const FIELD_CODES = { ERR_INVALID_PROMO_CODE: 'referralCode' };

/** The address part of the shared screen, empty on the name page. */
const NO_ADDRESS = {
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  zip: '',
  gender: null,
} as const;

/**
 * The code's check as the page says it: the draft's live check, or, for a code prefilled from
 * the promo step, that step's accepted code.
 */
function checkOf(input: ViewInput, code: string): PromoCodeCheck {
  const draft = input.form.drafts[LEGAL_NAME_FORM] ?? {};
  const check = referralCodeCheck(draft);
  const promo = input.registration.promoCode;
  if (check.state === 'idle' && promo && code.trim() === promo.code) {
    return { state: 'valid', promoCodeState: promo.state };
  }
  return check;
}

/**
 * legal_name: set_legal_first_name and set_legal_last_name as typed (never filtered: a
 * character a name may not use is said at its field); where the flow asks it, a referral code,
 * checked as it is typed under promoCodeVerification.
 */
export function legalNameView(input: ViewInput): ViewOf<LegalNameAddressScreenProps> {
  // A name's checks say its limit and the characters to remove: sentences the page words.
  const { fieldErrors, ...frame } = groupFrame(input, LEGAL_NAME_FORM, FIELD_CODES, 'sentences');
  const values = legalNameValues(input.form.drafts[LEGAL_NAME_FORM] ?? {}, input);
  const askReferralCode = asksQuestion(input.registration, 'set_referral_code');
  const check = checkOf(input, values.referralCode);
  return {
    ...frame,
    part: 'name',
    askReferralCode,
    // While typing, a refused code is said in the status line: an error summary would take
    // focus mid-word. Continue puts it in the summary.
    referralCodeStatus: askReferralCode
      ? check.state === 'invalid'
        ? check.message
        : promoCodeStatus(check)
      : undefined,
    values: { ...NO_ADDRESS, ...values },
    fieldErrors,
  };
}

export function legalNameIntents(actions: StepActions): IntentsOf<LegalNameAddressScreenProps> {
  return {
    onValuesChange: ({ firstName, lastName, referralCode = '' }) => {
      actions.editDraft(LEGAL_NAME_FORM, { firstName, lastName, referralCode });
      void actions.registration.checkReferralCode(LEGAL_NAME_FORM, referralCode);
    },
    onContinue: () => void actions.registration.sendForm(LEGAL_NAME_FORM, legalNameAnswer),
  };
}
