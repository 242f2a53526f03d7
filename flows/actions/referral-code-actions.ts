import { wordsOf } from '../../vocabulary/messages/sentence';
import { registrationState } from '../model/registration-state';
import { MIN_PROMO_CODE_LENGTH, type PromoCodeCheck, rewardOf } from '../rules/promo-code';
import type { VerifyPromoCodeResponse } from '../services/contract/registration';
import { errorCleared } from '../steps/action-phases';
import { applyChanges } from './apply-changes';
import type { ActionDeps } from './deps';
import { noteInDraft } from './form-actions';

// Typing pauses this long before the code is checked.
const CHECK_DELAY_MS = 400;

/**
 * A promo or referral code checked as it is typed (GET /verify-code): each check cancels the
 * one before it (section 5). The check's state is kept with the form's draft
 * (referralCodeCheck) for the page to say; a refused code is said at its field, never as the
 * page's error.
 */
export function createReferralCodeActions(
  deps: Pick<ActionDeps, 'toggles'>,
  verify: (code: string) => Promise<VerifyPromoCodeResponse | undefined>,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  // The code last checked, by form: typing the same code again asks nothing new.
  const checked = new Map<string, string>();

  const note = (form: string, check: PromoCodeCheck) =>
    noteInDraft(form, { referralCodeCheck: check });

  const check = (form: string, code: string, enabled: boolean): Promise<void> => {
    const trimmed = code.trim();
    if (trimmed === checked.get(form)) return Promise.resolve();
    checked.set(form, trimmed);
    clearTimeout(timer);
    const run = ++latest;
    if (!enabled || !trimmed) {
      note(form, { state: 'idle' });
      return Promise.resolve();
    }
    note(form, { state: 'checking' });
    return new Promise((resolve) => {
      timer = setTimeout(async () => {
        const result = await verify(trimmed);
        if (run !== latest) return resolve();
        if (result) {
          const rewardValue = rewardOf(result.referralRewardValue);
          note(form, {
            state: 'valid',
            promoCodeState: result.state,
            ...(rewardValue === undefined ? {} : { rewardValue }),
          });
        } else if (wordsOf(registrationState.error)) {
          note(form, { state: 'invalid', message: wordsOf(registrationState.error)! });
          void applyChanges(errorCleared());
        }
        resolve();
      }, CHECK_DELAY_MS);
    });
  };

  return {
    /** The legal-name page's referral code (set_referral_code), under promoCodeVerification. */
    checkReferralCode: (form: string, code: string): Promise<void> =>
      check(
        form,
        code,
        deps.toggles().promoCodeVerification &&
          registrationState.questions.some((q) => q.name === 'set_referral_code'),
      ),

    /** The promo step's code (promo_code), once it is long enough to be one. */
    checkPromoCode: (form: string, code: string): Promise<void> =>
      check(form, code, code.trim().length >= MIN_PROMO_CODE_LENGTH),
  };
}
