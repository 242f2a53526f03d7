import type { PromoCodeCheck } from '../../design-system/screens/promo-code/promo-code-status';
import { formState } from '../model/form-state';
import { registrationState } from '../model/registration-state';
import type { VerifyPromoCodeResponse } from '../services/contract/registration';
import type { ActionDeps } from './deps';

// Typing pauses this long before the code is checked.
const CHECK_DELAY_MS = 400;

const rewardText = (value: number | string | null | undefined) =>
  typeof value === 'number' ? `$${value}` : (value ?? undefined);

/**
 * The referral code of the legal-name page, checked as it is typed (toggle
 * promoCodeVerification, GET /verify-code): each check cancels the one before it (section 5).
 * The check's state is kept with the form's draft (referralCodeCheck) for the page to say; a
 * refused code is said at its field, never as the page's error.
 */
export function createReferralCodeActions(
  deps: Pick<ActionDeps, 'toggles'>,
  verify: (code: string) => Promise<VerifyPromoCodeResponse | undefined>,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let checked: string | undefined;

  const note = (form: string, check: PromoCodeCheck) => {
    formState.drafts[form] = { ...formState.drafts[form], referralCodeCheck: check };
  };

  return {
    checkReferralCode: (form: string, code: string): Promise<void> => {
      const trimmed = code.trim();
      const asked = registrationState.questions.some((q) => q.name === 'set_referral_code');
      if (trimmed === checked) return Promise.resolve();
      checked = trimmed;
      clearTimeout(timer);
      const run = ++latest;
      if (!deps.toggles().promoCodeVerification || !asked || !trimmed) {
        note(form, { state: 'idle' });
        return Promise.resolve();
      }
      note(form, { state: 'checking' });
      return new Promise((resolve) => {
        timer = setTimeout(async () => {
          const result = await verify(trimmed);
          if (run !== latest) return resolve();
          if (result) {
            const rewardValue = rewardText(result.referralRewardValue);
            note(form, {
              state: 'valid',
              promoCodeState: result.state,
              ...(rewardValue ? { rewardValue } : {}),
            });
          } else if (registrationState.error) {
            note(form, { state: 'invalid', message: registrationState.error });
            registrationState.error = null;
            registrationState.errorCode = null;
          }
          resolve();
        }, CHECK_DELAY_MS);
      });
    },
  };
}
