import { MOBILE_AUTH_EN } from '../../../vocabulary/messages/mobile-auth.en';
import { Message } from '../../lib/format';
import { useText } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { Spinner } from '../../primitives/spinner';
import { QuestionPage } from '../shared/question-page';

/** proveMobileAuthState of spec section 3 (null before anything was asked). */
type ProveMobileAuthState = 'initial-redirect' | 'pending' | 'success' | 'failure' | 'invalidated';

export type MobileAuthScreenProps = {
  proveMobileAuthState: ProveMobileAuthState | null;
  /** The number being confirmed, formatted, e.g. "(555) 123-4567". */
  phoneNumber: string;
  /** The redirect could not be asked for (the catalogue's words). */
  formError?: string;
  /** Ask the carrier: the first time, again after a failure, or after an invalidation. */
  onConfirm: () => void;
  /** Confirm by a code by text instead. */
  onUseCode: () => void;
  /** Go on after success. */
  onContinue: () => void;
  /** Back to the phone number. */
  onBack: () => void;
};

/**
 * Mobile-number authentication: the carrier confirms the number, no code to type. The page
 * follows proveMobileAuthState; the browser leaves for the carrier while it is pending and
 * comes back to success or failure.
 */
export function MobileAuthScreen({
  proveMobileAuthState: state,
  phoneNumber,
  formError,
  onConfirm,
  onUseCode,
  onContinue,
  onBack,
}: MobileAuthScreenProps) {
  const say = useText(MOBILE_AUTH_EN);
  const useCode = (
    <Button variant="link" onClick={onUseCode}>
      {say('mobileAuth.useCode')}
    </Button>
  );
  // The number is a part of each sentence, placed where the language puts it.
  const number = {
    number: <span className="whitespace-nowrap font-semibold">{phoneNumber}</span>,
  };
  const frame = { onBack, formError, secondaryActions: useCode };

  switch (state) {
    case 'pending':
      return (
        <QuestionPage heading={say('mobileAuth.pendingHeading')} {...frame}>
          {/* One text beside the spinner: as flex items, the number would sit in its own column. */}
          <p role="status" className="flex items-start gap-2 text-base text-ink-700">
            <Spinner className="mt-0.5 shrink-0" />
            <span>
              <Message source={MOBILE_AUTH_EN} id="mobileAuth.pending" values={number} />
            </span>
          </p>
        </QuestionPage>
      );
    case 'success':
      return (
        <QuestionPage
          heading={say('mobileAuth.successHeading')}
          onContinue={onContinue}
          formError={formError}
        >
          <Alert tone="success">
            <Message source={MOBILE_AUTH_EN} id="mobileAuth.success" values={number} />
          </Alert>
        </QuestionPage>
      );
    case 'failure':
      return (
        <QuestionPage
          heading={say('mobileAuth.failureHeading')}
          {...frame}
          onContinue={onConfirm}
          continueLabel={say('mobileAuth.retry')}
        >
          <Alert tone="error">
            <Message source={MOBILE_AUTH_EN} id="mobileAuth.failure" values={number} />
          </Alert>
        </QuestionPage>
      );
    case 'invalidated':
      return (
        <QuestionPage
          heading={say('mobileAuth.invalidatedHeading')}
          {...frame}
          onContinue={onConfirm}
          continueLabel={say('mobileAuth.confirmAgain')}
        >
          <Alert tone="warning">
            <Message source={MOBILE_AUTH_EN} id="mobileAuth.invalidated" values={number} />
          </Alert>
        </QuestionPage>
      );
    default:
      // null and initial-redirect: the same page, busy while the carrier's link is fetched.
      return (
        <QuestionPage
          heading={say('mobileAuth.heading')}
          lead={say('mobileAuth.lead')}
          {...frame}
          loading={state === 'initial-redirect'}
          onContinue={onConfirm}
          continueLabel={say('mobileAuth.confirm')}
        >
          <p className="text-base text-ink-900">{number.number}</p>
          <p role="status" className="min-h-6 text-base text-ink-700">
            {state === 'initial-redirect' ? say('mobileAuth.gettingLink') : ''}
          </p>
        </QuestionPage>
      );
  }
}
