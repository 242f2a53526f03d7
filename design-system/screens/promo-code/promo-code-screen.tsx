import { Spinner } from '../../primitives/spinner';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { type PromoCodeCheck, promoCodeStatusText } from './promo-code-status';

const PROMO_CODE_FIELD_ID = 'promo-code';

export type PromoCodeScreenProps = {
  code: string;
  onCodeChange: (code: string) => void;
  check: PromoCodeCheck;
} & QuestionFrameProps;

/** Step promo_code: an optional code; the container checks it as the parent types. */
export function PromoCodeScreen({ code, onCodeChange, check, ...frame }: PromoCodeScreenProps) {
  // An invalid code shows at the field, not in the error summary: the check runs while typing,
  // and a summary that grabs focus mid-word would throw the parent out of the field.
  const invalid = check.state === 'invalid' ? check.message : undefined;
  return (
    <QuestionPage
      heading="Have a promo code?"
      lead="Enter it here to claim your reward. No code? Just continue."
      {...frame}
      continueLabel={code.trim() === '' ? 'Continue without a code' : 'Continue'}
    >
      <div className="flex flex-col">
        <TextField
          id={PROMO_CODE_FIELD_ID}
          label="Promo code"
          optional
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => onCodeChange(event.target.value.toUpperCase().trimStart())}
          error={invalid}
          aria-describedby={[
            invalid ? `${PROMO_CODE_FIELD_ID}-error` : null,
            `${PROMO_CODE_FIELD_ID}-status`,
          ]
            .filter(Boolean)
            .join(' ')}
        />
        <p
          id={`${PROMO_CODE_FIELD_ID}-status`}
          role="status"
          className="-mt-1 flex min-h-6 items-center gap-2 text-base"
        >
          {check.state === 'checking' ? (
            <>
              <Spinner className="text-ink-700" />
              <span className="text-ink-700">{promoCodeStatusText(check)}</span>
            </>
          ) : null}
          {check.state === 'valid' ? (
            <span className="font-semibold text-success-700">
              <span aria-hidden="true">✓ </span>
              {promoCodeStatusText(check)}
            </span>
          ) : null}
        </p>
      </div>
    </QuestionPage>
  );
}
