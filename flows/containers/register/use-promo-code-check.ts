import * as React from 'react';
import type { PromoCodeCheck } from '../../../design-system/screens/promo-code/promo-code-status';
import { registrationState } from '../../model/registration-state';
import { registrationActions } from '../actions-instance';

// Typing pauses this long before the code is checked.
const CHECK_DELAY_MS = 400;

const rewardText = (value: number | string | null | undefined) =>
  typeof value === 'number' ? `$${value}` : (value ?? undefined);

/**
 * Checks a promo or referral code as it is typed (GET /verify-code): each check cancels the
 * one before it (section 5), and a refused code shows at its field, not as the page's error.
 */
export function usePromoCodeCheck(code: string, enabled: boolean): PromoCodeCheck {
  const [check, setCheck] = React.useState<PromoCodeCheck>({ state: 'idle' });
  React.useEffect(() => {
    const trimmed = code.trim();
    if (!enabled || !trimmed) {
      setCheck({ state: 'idle' });
      return;
    }
    setCheck({ state: 'checking' });
    let current = true;
    const timer = window.setTimeout(() => {
      void registrationActions()
        .then((actions) => actions.verifyPromoCode(trimmed))
        .then((result) => {
          if (!current) return;
          if (result) {
            const rewardValue = rewardText(result.referralRewardValue);
            setCheck({
              state: 'valid',
              promoCodeState: result.state,
              ...(rewardValue ? { rewardValue } : {}),
            });
            return;
          }
          const message = registrationState.error;
          if (!message) return;
          registrationState.error = null;
          registrationState.errorCode = null;
          setCheck({ state: 'invalid', message });
        });
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [code, enabled]);
  return check;
}
