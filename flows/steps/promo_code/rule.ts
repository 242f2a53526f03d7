import type { RegistrationState } from '../../model/registration-state';
import type { UserState } from '../../model/user-state';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { type PromoCodeCheck, rewardOf } from '../../rules/promo-code';
import type { FormPrepare } from '../form-outcome';
import { referralCodeCheck } from '../set_legal_first_name/rule';

/** The form of the promo_code step. */
export const PROMO_CODE_FORM = FORMS.promoCode;

type Source = {
  readonly registration: {
    readonly promoCode: Readonly<RegistrationState['promoCode']>;
  };
  readonly user: { readonly referralRewardValue: UserState['referralRewardValue'] };
};

/** The code as it stands: as typed, or the code accepted earlier (Back to this page). */
export function promoCodeValue(draft: Readonly<Record<string, unknown>>, source: Source): string {
  return typeof draft.code === 'string' ? draft.code : (source.registration.promoCode?.code ?? '');
}

/**
 * The code's check: the live one of the draft, or, for the code accepted earlier and shown
 * again, that acceptance with its reward.
 */
export function promoCodeCheck(
  draft: Readonly<Record<string, unknown>>,
  source: Source,
): PromoCodeCheck {
  const check = referralCodeCheck(draft);
  const accepted = source.registration.promoCode;
  const code = promoCodeValue(draft, source).trim();
  if (check.state !== 'idle' || !accepted || code !== accepted.code) return check;
  const rewardValue = rewardOf(source.user.referralRewardValue);
  return {
    state: 'valid',
    promoCodeState: accepted.state,
    ...(rewardValue === undefined ? {} : { rewardValue }),
  };
}

/**
 * Continue: no code, or a code the live check accepted (section 5). A refused code says so
 * again, now in the error summary; a code not checked yet asks to wait. No code forgets any
 * code accepted before. Then the registration starts (register).
 */
export const promoCodeAnswer: FormPrepare = (draft, context) => {
  const code = promoCodeValue(draft, context).trim();
  const check = promoCodeCheck(draft, context);
  if (code !== '' && check.state === 'invalid') return { errors: { code: check.message } };
  if (code !== '' && check.state !== 'valid')
    return { errors: { code: PAGE_CHECK_MESSAGES.checkPromoFirst } };
  return {
    changes: {
      ...(code === '' ? { registration: { promoCode: null } } : {}),
      user: { nextRegStep: 'register', ...(code === '' ? { referralRewardValue: null } : {}) },
    },
  };
};
