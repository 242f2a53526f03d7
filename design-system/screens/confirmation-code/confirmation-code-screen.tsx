import * as React from 'react';
import { Button } from '../../primitives/button';
import { PinInput } from '../../primitives/pin-input';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';
import { attemptsLeftText, formatCooldown } from './resend-cooldown';

export const CODE_FIELD_ID = 'confirmation-code';

export type ConfirmationCodeScreenProps = {
  /** Where the code went, formatted, e.g. "(555) 123-4567". */
  phoneNumber: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** Called once when the sixth digit goes in (typed, pasted or offered by the phone). */
  onComplete?: (code: string) => void;
  onResend: () => void;
  onVoiceCall: () => void;
  /** Back to the phone step to fix the number; shown as "Change" beside it. */
  onChangeNumber?: () => void;
  /**
   * Seconds until another code may be sent (text or call). The container counts down; while
   * above 0 both resend actions are unavailable and "You can resend in 0:27" shows.
   */
  resendInSeconds?: number;
  /** Tries left for this code, as the server reports them. */
  attemptsRemaining?: number;
  /** e.g. 'Calling! Please enter confirmation code below' after a voice PIN. */
  notice?: string;
  error?: string;
} & Pick<QuestionFrameProps, 'onContinue' | 'loading' | 'formError'>;

/** Confirmation code (validate): the 6-digit code texted to the number. */
export function ConfirmationCodeScreen({
  phoneNumber,
  code,
  onCodeChange,
  onComplete,
  onResend,
  onVoiceCall,
  onChangeNumber,
  resendInSeconds = 0,
  attemptsRemaining,
  notice,
  error,
  ...frame
}: ConfirmationCodeScreenProps) {
  const cooldownId = React.useId();
  const coolingDown = resendInSeconds > 0;
  // aria-disabled rather than removing the buttons: they stay in place and in the tab order,
  // and their description says when they come back.
  const resendState = coolingDown
    ? { disabled: true, 'aria-describedby': cooldownId }
    : { disabled: false };
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
          {coolingDown ? (
            <p id={cooldownId} className="text-sm text-ink-700">
              You can resend in {formatCooldown(resendInSeconds)}
            </p>
          ) : null}
          <Button variant="link" onClick={onResend} {...resendState}>
            Text me a new code
          </Button>
          <Button variant="link" onClick={onVoiceCall} {...resendState}>
            Call me with the code instead
          </Button>
        </>
      }
    >
      <PinInput
        id={CODE_FIELD_ID}
        label="Confirmation code"
        hint={attemptsRemaining === undefined ? undefined : attemptsLeftText(attemptsRemaining)}
        value={code}
        onValueChange={onCodeChange}
        onComplete={onComplete}
        error={error}
      />
    </QuestionPage>
  );
}
