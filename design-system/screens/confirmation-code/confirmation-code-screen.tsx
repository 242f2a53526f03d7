import * as React from 'react';
import {
  CODE_EN,
  type CodeLeadId,
  type ResendLabelId,
  type WaitAnnouncementId,
} from '../../../vocabulary/messages/code.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { Message, useSentence } from '../../lib/format';
import { useText } from '../../lib/text';
import { Button } from '../../primitives/button';
import { PinInput } from '../../primitives/pin-input';
import { type QuestionFrameProps, QuestionPage } from '../shared/question-page';

const CODE_FIELD_ID = 'confirmation-code';
const WAIT_ID = 'confirmation-code-wait';

export type ConfirmationCodeScreenProps = {
  /** Where the code went, formatted, e.g. "(555) 123-4567". */
  phoneNumber: string;
  code: string;
  onCodeChange: (code: string) => void;
  onResend: () => void;
  onVoiceCall: () => void;
  /** Back to the phone step to fix the number; shown as "Change" beside it. */
  onChangeNumber?: () => void;
  /** The sentence around the number: what happened to the code so far. */
  lead: CodeLeadId;
  /** 'Text me a new code', or the way to try again after a failed send. */
  resendLabel: ResendLabelId;
  /** The wait on the clock beside both send buttons, e.g. '0:25'; none when they work. */
  resendWait?: string;
  /** The send buttons ignore clicks (a wait, or a send on its way). */
  resendBlocked: boolean;
  /** Told to screen readers politely: that the wait begins and that it ends (no length). */
  resendAnnouncement?: WaitAnnouncementId | undefined;
  /** e.g. 'Calling! Please enter confirmation code below' after a voice PIN. */
  notice?: Sentence;
  /** The refusal of the typed code, with the tries it leaves. */
  error?: Sentence;
  /** A refusal about no single field: a send's wait, the service's own words. */
  formError?: Sentence;
} & Pick<QuestionFrameProps, 'onContinue' | 'loading'>;

/** Confirmation code (validate): the 6-digit code texted to the number. */
export function ConfirmationCodeScreen({
  phoneNumber,
  code,
  onCodeChange,
  onResend,
  onVoiceCall,
  onChangeNumber,
  lead,
  resendLabel,
  resendWait,
  resendBlocked,
  resendAnnouncement,
  notice,
  error: refusal,
  formError,
  ...frame
}: ConfirmationCodeScreenProps) {
  // The countdown is the page's one clock. It is out of the buttons' names, which a screen
  // reader re-reads on the focused button when they change, and in their description instead,
  // read when a button is reached; the live region below says only that the wait begins and ends.
  const text = useText(CODE_EN);
  const sentence = useSentence(CODE_EN);
  const error = sentence(refusal);
  const clock = resendWait ? { clock: resendWait } : undefined;
  const countdown = clock ? (
    <span aria-hidden="true">
      {' '}
      <Message source={CODE_EN} id="code.wait" values={clock} />
    </span>
  ) : null;
  const described = resendWait ? { 'aria-describedby': WAIT_ID } : {};
  // A refused code is typed again from the first box (the container clears it): the keyboard
  // goes there, and the field's description reads the error with its label. The summary still
  // shows above. This effect runs after the summary's own (React runs a parent's effects after
  // its children's), so the field, not the summary, ends up with focus. Kept here, in the code
  // step's chunk, rather than in the summary: the first screen's budget has no room.
  React.useEffect(() => {
    if (error) document.getElementById(CODE_FIELD_ID)?.focus();
  }, [error]);
  return (
    <QuestionPage
      heading={text('code.heading')}
      // The heading is the question: it labels the code field (read once, not twice).
      labelFor={CODE_FIELD_ID}
      lead={
        <>
          <Message
            source={CODE_EN}
            id={lead}
            values={{ number: <strong className="text-ink-900">{phoneNumber}</strong> }}
          />
          {onChangeNumber ? (
            <>
              {' '}
              <Button variant="link" onClick={onChangeNumber}>
                {text('code.change')}
                <span className="sr-only"> {text('code.changeWhat')}</span>
              </Button>
            </>
          ) : null}
        </>
      }
      notice={sentence(notice)}
      fieldErrors={{ [CODE_FIELD_ID]: error }}
      formError={sentence(formError)}
      {...frame}
      secondaryActions={
        // Buttons, not links: while they wait they read as buttons that are off (filled grey),
        // where grey underlined words looked clickable and broken.
        <div className="flex w-full flex-col gap-3">
          <Button
            variant="secondary"
            block
            onClick={onResend}
            disabled={resendBlocked}
            {...described}
          >
            {/* One span: the button's gap would put a second space before the countdown. */}
            <span>
              {text(resendLabel)}
              {countdown}
            </span>
          </Button>
          <Button
            variant="secondary"
            block
            onClick={onVoiceCall}
            disabled={resendBlocked}
            {...described}
          >
            <span>
              {text('code.call')}
              {countdown}
            </span>
          </Button>
          {clock ? (
            <span id={WAIT_ID} className="sr-only">
              <Message source={CODE_EN} id="code.waitDescription" values={clock} />
            </span>
          ) : null}
          <p role="status" className="sr-only">
            {resendAnnouncement ? text(resendAnnouncement) : null}
          </p>
        </div>
      }
    >
      <PinInput id={CODE_FIELD_ID} value={code} onValueChange={onCodeChange} error={error} />
    </QuestionPage>
  );
}
