import type { PromoCodeScreenProps } from '../../../design-system/screens/promo-code/promo-code-screen';
import type { StepActions } from '../../actions/step-actions';
import { promoCodeStatus } from '../../rules/promo-code';
import { splitErrors } from '../../views/split-errors';
import type { IntentsOf, ViewInput, ViewOf } from '../../views/view-input';
import { PROMO_CODE_FORM, promoCodeAnswer, promoCodeCheck, promoCodeValue } from './rule';

/**
 * promo_code (promoCodeVerification, before the registration starts): the code as typed, its
 * live check said under the field (a refusal at the field), and Continue named for what it
 * does.
 */
export function promoCodeView(input: ViewInput): ViewOf<PromoCodeScreenProps> {
  const draft = input.form.drafts[PROMO_CODE_FORM] ?? {};
  const code = promoCodeValue(draft, input);
  const check = promoCodeCheck(draft, input);
  const { formError, fieldErrors } = splitErrors(input, PROMO_CODE_FORM);
  const text = promoCodeStatus(check);
  return {
    code,
    status:
      text && (check.state === 'checking' || check.state === 'valid')
        ? { state: check.state === 'valid' ? 'accepted' : 'checking', text }
        : undefined,
    refusal: check.state === 'invalid' ? check.message : undefined,
    continueWithoutCode: code.trim() === '',
    fieldErrors: { code: fieldErrors.code },
    formError,
  };
}

export function promoCodeIntents(actions: StepActions): IntentsOf<PromoCodeScreenProps> {
  return {
    onCodeChange: (code) => {
      actions.editDraft(PROMO_CODE_FORM, { code });
      void actions.registration.checkPromoCode(PROMO_CODE_FORM, code);
    },
    onContinue: () => void actions.registration.sendForm(PROMO_CODE_FORM, promoCodeAnswer),
  };
}
