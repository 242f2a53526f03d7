import { PROMO_CODE_EN, type PromoCodeStatusId } from '../../../vocabulary/messages/promo-code.en';
import type { MessageRef } from '../../../vocabulary/messages/sentence';
import { useSentence } from '../../lib/format';
import { inDollars } from '../../lib/money';
import { usePageLanguage, useText } from '../../lib/text';
import { Spinner } from '../../primitives/spinner';
import { TextField } from '../../primitives/text-field';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const PROMO_CODE_FIELD_ID = 'promo-code';

export type PromoCodeScreenProps = {
  code: string;
  onCodeChange: (code: string) => void;
  /** The live check's line under the field: the code being checked, or accepted. */
  status?: { state: 'checking' | 'accepted'; text: MessageRef<PromoCodeStatusId> };
  /** The live check's refusal (the service's words), said at the field only (no summary while typing). */
  refusal?: string;
  /** Nothing typed: Continue says it goes on without a code. */
  continueWithoutCode: boolean;
  /** The page's own errors on Continue, at the field and in the summary. */
  fieldErrors?: { code?: string };
} & QuestionFrameProps;

/** Step promo_code: an optional code, checked as the parent types. */
export function PromoCodeScreen({
  code,
  onCodeChange,
  status,
  refusal,
  continueWithoutCode,
  fieldErrors = {},
  ...frame
}: PromoCodeScreenProps) {
  const say = useText(PROMO_CODE_EN);
  const said = useSentence(PROMO_CODE_EN);
  const { locale } = usePageLanguage();
  // A reward in dollars is printed as money in the page's language.
  const sentence = (text: MessageRef<PromoCodeStatusId>) => said(inDollars(text, locale));
  // A refused code shows at the field, not in the error summary: the check runs while typing,
  // and a summary that grabs focus mid-word would throw the parent out of the field.
  const error = fieldErrors.code ?? refusal;
  return (
    <QuestionPage
      heading={say('promoCode.heading')}
      lead={say('promoCode.lead')}
      labelFor={PROMO_CODE_FIELD_ID}
      fieldErrors={{ [PROMO_CODE_FIELD_ID]: fieldErrors.code }}
      {...frame}
      continueLabel={continueWithoutCode ? say('promoCode.continueWithoutCode') : undefined}
    >
      <div className="flex flex-col">
        <TextField
          id={PROMO_CODE_FIELD_ID}
          // The heading is the label; the field stays optional (not aria-required).
          optional
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => onCodeChange(event.target.value.toUpperCase().trimStart())}
          error={error}
          aria-describedby={[
            error ? `${PROMO_CODE_FIELD_ID}-error` : null,
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
          {status?.state === 'checking' ? (
            <>
              <Spinner className="text-ink-700" />
              <span className="text-ink-700">{sentence(status.text)}</span>
            </>
          ) : null}
          {status?.state === 'accepted' ? (
            <span className="font-semibold text-success-700">
              <span aria-hidden="true">✓ </span>
              {sentence(status.text)}
            </span>
          ) : null}
        </p>
      </div>
    </QuestionPage>
  );
}
