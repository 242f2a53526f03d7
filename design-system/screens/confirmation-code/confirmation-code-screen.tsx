import { Button } from '../../primitives/button';
import { PinInput } from '../../primitives/pin-input';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const CODE_FIELD_ID = 'confirmation-code';

export type ConfirmationCodeScreenProps = {
  /** Where the code went, formatted, e.g. "(555) 123-4567". */
  phoneNumber: string;
  code: string;
  onCodeChange: (code: string) => void;
  onResend: () => void;
  onVoiceCall: () => void;
  /** Back to the phone step to fix the number; shown as "Change" beside it. */
  onChangeNumber?: () => void;
  /** e.g. 'Calling! Please enter confirmation code below' after a voice PIN. */
  notice?: string;
  error?: string;
} & Pick<QuestionFrameProps, 'onContinue' | 'loading' | 'formError'>;

/** Confirmation code (validate): the 6-digit code texted to the number. */
export function ConfirmationCodeScreen({
  phoneNumber,
  code,
  onCodeChange,
  onResend,
  onVoiceCall,
  onChangeNumber,
  notice,
  error,
  ...frame
}: ConfirmationCodeScreenProps) {
  return (
    <QuestionPage
      heading="Enter your code"
      lead={
        <>
          We texted a 6-digit code to <strong className="text-ink-900">{phoneNumber}</strong>.
          {onChangeNumber ? (
            <>
              {' '}
              <Button variant="link" onClick={onChangeNumber}>
                Change<span className="sr-only"> mobile number</span>
              </Button>
            </>
          ) : null}
        </>
      }
      notice={notice}
      fieldErrors={{ [CODE_FIELD_ID]: error }}
      {...frame}
      secondaryActions={
        <>
          <Button variant="link" onClick={onResend}>
            Text me a new code
          </Button>
          <Button variant="link" onClick={onVoiceCall}>
            Call me with the code instead
          </Button>
        </>
      }
    >
      <PinInput
        id={CODE_FIELD_ID}
        label="Confirmation code"
        value={code}
        onValueChange={onCodeChange}
        error={error}
      />
    </QuestionPage>
  );
}
