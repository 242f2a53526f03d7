import type { CompletionStep } from '../../../vocabulary/domain';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';
import { type AppLinks, AppStoreLinks } from './app-links';
import { ConfirmationSummary, type ConfirmationSummaryProps } from './confirmation-summary';

export type CompletionScreenProps = {
  step: CompletionStep;
  firstName?: string;
  /** Parent, while something is left to do: heading, its title (no name) and lead instead. */
  heading?: { text: string; title: string; lead: string };
  /** Parent: what was just confirmed, e.g. 'Your bank account is verified.' */
  confirmation?: string;
  /** Parent: what happens to the first load, e.g. "$50 is on its way to your family's account." */
  firstLoad?: string;
  /** Parent with verification put off: what to look for, and the button entering them here. */
  reminder?: { title: string; text: string; action?: string };
  /** The reminder's button: enter the two amounts now. */
  onVerifyNow: () => void;
  /** Toggle improvedDownloadScreen (default off): the download as numbered steps. */
  improvedDownloadScreen: boolean;
  /** Parent, once the server summarised the registration: reference, summary, what's next. */
  summary?: Omit<ConfirmationSummaryProps, 'onPrint'>;
  /** The summary's Print button: the browser's print dialog. */
  onPrint: () => void;
  /** Store links; left out inside the native apps, which are already installed. */
  appLinks?: AppLinks;
  /** Toggle smsNotifications: the opt-in to text alerts, and how it went. */
  smsAlerts?: 'offer' | 'subscribing' | 'subscribed' | 'failed';
  onSubscribeSms: () => void;
  /** Inside the native apps: a Done button hands back to the app. */
  handBack: boolean;
  onDone: () => void;
};

const COPY: Record<CompletionStep, { heading: (name?: string) => string; lead: string }> = {
  complete: {
    heading: (name) => (name ? `You're all set, ${name}!` : "You're all set!"),
    lead: "Your family's account is ready. Order cards, set up allowances and chores, and watch your kids' money grow in the app.",
  },
  complete_child: {
    heading: (name) => (name ? `You're in, ${name}!` : "You're in!"),
    lead: 'Your account is ready. Get the app and log in with your phone number to see your card and your money.',
  },
};

/** The last screen: registration is complete, for a parent or a teen. */
export function CompletionScreen({
  step,
  firstName,
  heading,
  confirmation,
  firstLoad,
  reminder,
  onVerifyNow,
  improvedDownloadScreen,
  appLinks,
  handBack,
  onDone,
  smsAlerts,
  onSubscribeSms,
  summary,
  onPrint,
}: CompletionScreenProps) {
  const copy = COPY[step];
  const parent = step === 'complete';
  return (
    <div data-slot="completion" className="flex flex-col gap-6">
      {/* The page title goes to analytics with every event: it does not name the person. */}
      <PageHeading lead={heading?.lead ?? copy.lead} title={heading?.title ?? copy.heading()}>
        {heading?.text ?? copy.heading(firstName)}
      </PageHeading>
      {confirmation || (firstLoad && !reminder) ? (
        <Alert tone="success">
          {confirmation ? `${confirmation} ` : null}
          {reminder ? null : firstLoad}
        </Alert>
      ) : null}
      {reminder ? (
        <Alert
          tone="warning"
          title={reminder.title}
          action={
            reminder.action ? (
              <Button variant="link" className="print:hidden" onClick={onVerifyNow}>
                {reminder.action}
              </Button>
            ) : undefined
          }
        >
          {reminder.text}
          {firstLoad ? ` ${firstLoad}` : null}
        </Alert>
      ) : null}
      {summary ? <ConfirmationSummary {...summary} onPrint={onPrint} /> : null}
      {smsAlerts ? <SmsAlerts status={smsAlerts} onSubscribe={onSubscribeSms} /> : null}
      {appLinks ? (
        improvedDownloadScreen ? (
          <section
            aria-labelledby="download-heading"
            className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-card print:hidden"
          >
            <h2 id="download-heading" className="text-xl font-bold text-ink-900">
              Get started in the app
            </h2>
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-base text-ink-900">
              <li>Download the app on your phone.</li>
              <li>Log in with the mobile number you just used.</li>
              <li>
                {parent
                  ? "Order your kids' cards and add their first allowance."
                  : 'Check out your card and your money.'}
              </li>
            </ol>
            <AppStoreLinks links={appLinks} />
          </section>
        ) : (
          <section aria-labelledby="download-heading" className="flex flex-col gap-3 print:hidden">
            <h2 id="download-heading" className="text-lg font-bold text-ink-900">
              Get the app
            </h2>
            <AppStoreLinks links={appLinks} />
          </section>
        )
      ) : null}
      {handBack ? (
        <Button block className="print:hidden" onClick={onDone}>
          Done
        </Button>
      ) : null}
    </div>
  );
}

/** The opt-in to text alerts: a button a person presses, never a pre-ticked box. */
function SmsAlerts({
  status,
  onSubscribe,
}: {
  status: NonNullable<CompletionScreenProps['smsAlerts']>;
  onSubscribe: () => void;
}) {
  return (
    <section aria-labelledby="sms-heading" className="flex flex-col gap-3 print:hidden">
      <h2 id="sms-heading" className="text-lg font-bold text-ink-900">
        Text alerts
      </h2>
      {status === 'subscribed' ? (
        <Alert tone="success">You'll get text alerts about your family's account.</Alert>
      ) : (
        <>
          <p className="text-base text-ink-700">
            Get a text when your kids spend, save or get paid. Message and data rates may apply;
            reply STOP to stop.
          </p>
          {status === 'failed' ? (
            <Alert tone="error">We couldn't sign you up for text alerts. Please try again.</Alert>
          ) : null}
          <Button variant="secondary" loading={status === 'subscribing'} onClick={onSubscribe}>
            Text me alerts
          </Button>
        </>
      )}
    </section>
  );
}
