import type { CompletionStep } from '../../../flows/rules/domain';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { type AppLinks, AppStoreLinks } from './app-links';

export type CompletionScreenProps = {
  step: CompletionStep;
  firstName?: string;
  /** Parent: the first load, e.g. "$50". */
  initialAmount?: string;
  /** Parent: verification was put off (needsVerification with skippedVerification). */
  needsVerification: boolean;
  /** Parent with verification put off: enter the two amounts now, if they have arrived. */
  onVerifyNow: () => void;
  /** Toggle improvedDownloadScreen (default off): the download as numbered steps. */
  improvedDownloadScreen: boolean;
  /** Store links; left out inside the native apps, which are already installed. */
  appLinks?: AppLinks;
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
  complete_placeholder: {
    heading: () => 'Thanks for signing up!',
    lead: "A parent or guardian needs to finish setting up your family's account. We'll let you know as soon as it's ready.",
  },
};

/** The last screen: registration is complete (or, for a placeholder, waiting on a parent). */
export function CompletionScreen({
  step,
  firstName,
  initialAmount,
  needsVerification,
  onVerifyNow,
  improvedDownloadScreen,
  appLinks,
  handBack,
  onDone,
}: CompletionScreenProps) {
  const copy = COPY[step];
  const parent = step === 'complete';
  return (
    <div data-slot="completion" className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1
          tabIndex={-1}
          data-step-heading
          // The page title goes to analytics with every event: it does not name the person.
          data-title={copy.heading()}
          className="text-2xl font-bold text-ink-900 outline-none"
        >
          {copy.heading(firstName)}
        </h1>
        <p className="text-base text-ink-700">{copy.lead}</p>
      </div>
      {parent && initialAmount ? (
        <Alert tone="success">{initialAmount} is on its way to your family's account.</Alert>
      ) : null}
      {parent && needsVerification ? (
        <Alert
          tone="warning"
          title="One more thing: verify your account"
          action={
            <Button variant="link" onClick={onVerifyNow}>
              I have the amounts: verify now
            </Button>
          }
        >
          Look for two small amounts from us in 1 to 3 business days, then enter them in the app to
          finish verifying.
        </Alert>
      ) : null}
      {appLinks ? (
        improvedDownloadScreen ? (
          <section
            aria-labelledby="download-heading"
            className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-card"
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
            <AppStoreLinks links={appLinks} prominent />
          </section>
        ) : (
          <section aria-labelledby="download-heading" className="flex flex-col gap-3">
            <h2 id="download-heading" className="text-lg font-bold text-ink-900">
              Get the app
            </h2>
            <AppStoreLinks links={appLinks} prominent={false} />
          </section>
        )
      ) : null}
      {handBack ? (
        <Button block onClick={onDone}>
          Done
        </Button>
      ) : null}
    </div>
  );
}
