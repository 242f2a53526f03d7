import * as React from 'react';
import { PromoCodeScreen } from '../../design-system/screens/promo-code/promo-code-screen';
import { registrationState } from '../model/registration-state';
import { userState } from '../model/user-state';
import { usePromoCodeCheck } from './register/use-promo-code-check';

// Shorter codes are still being typed: no code the service issues is that short.
const MIN_CODE_LENGTH = 4;
const CHECK_FIRST_MESSAGE = 'Wait for the code to be checked, or clear it to go on without one';

/**
 * promo_code: an optional code, checked as it is typed (a newer check cancels the one in
 * flight, section 5). A valid code is kept in the registration state; then the registration
 * starts.
 */
export default function PromoCodeStep() {
  const [code, setCode] = React.useState(registrationState.promoCode?.code ?? '');
  const check = usePromoCodeCheck(code, code.trim().length >= MIN_CODE_LENGTH);
  const [formError, setFormError] = React.useState<string>();

  return (
    <PromoCodeScreen
      code={code}
      onCodeChange={(next) => {
        setCode(next);
        setFormError(undefined);
      }}
      check={check}
      formError={formError}
      onContinue={() => {
        const typed = code.trim();
        if (typed !== '' && check.state !== 'valid') {
          if (check.state !== 'invalid') setFormError(CHECK_FIRST_MESSAGE);
          return;
        }
        if (typed === '') {
          registrationState.promoCode = null;
          userState.referralRewardValue = null;
        }
        userState.nextRegStep = 'register';
      }}
    />
  );
}
