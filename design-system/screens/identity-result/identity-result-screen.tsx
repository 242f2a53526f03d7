import { IDENTITY_EN, type IdentityMessageId } from '../../../vocabulary/messages/identity.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { Message, useSentence } from '../../lib/format';
import { useText } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';

export type IdentityResultScreenProps = {
  /** What happened: the check said no (the page's own words), or could not run (section 8's). */
  message: Sentence<IdentityMessageId>;
  /** The way on that is always open: support's number, as a link that dials it. */
  supportPhone: { display: string; href: string };
  /** A retry, only where there is something to try (the check could not run, kycRetryEnabled). */
  offersRetry?: boolean;
  onRetry?: () => void;
  /** Inside the native apps: the way back to the app, as the other end pages have. */
  offersLeave?: boolean;
  onLeave?: () => void;
  loading?: boolean;
};

/**
 * The identity check's end (ERR_KYC_FAIL, ERR_IDENTITY_VERIFICATION): an end, not a question,
 * so no step progress; it says what happened and what can be done, and nothing else.
 */
export function IdentityResultScreen({
  message,
  supportPhone,
  offersRetry = false,
  onRetry,
  offersLeave = false,
  onLeave,
  loading = false,
}: IdentityResultScreenProps) {
  const say = useText(IDENTITY_EN);
  const sentence = useSentence(IDENTITY_EN);
  const retry = offersRetry && onRetry;
  const leave = offersLeave && onLeave;
  return (
    <div data-slot="identity-result" className="flex flex-col gap-6">
      <PageHeading>{say('identity.resultHeading')}</PageHeading>
      <Alert tone="error">{sentence(message)}</Alert>
      <p className="text-base text-ink-700">
        <Message
          source={IDENTITY_EN}
          id="identity.resultSupport"
          values={{
            // A real tel: link (inside the apps the shell hands it to the phone). The number
            // never breaks across lines: a wrapped number is hard to read and to dial.
            phone: (
              <a
                href={supportPhone.href}
                className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-4"
              >
                {supportPhone.display}
              </a>
            ),
          }}
        />
      </p>
      {retry || leave ? (
        <div className="flex flex-col items-center gap-3">
          {retry ? (
            <Button block loading={loading} onClick={onRetry}>
              {say('identity.retry')}
            </Button>
          ) : null}
          {leave ? (
            <Button block variant={retry ? 'secondary' : 'primary'} onClick={onLeave}>
              {say('identity.leave')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
