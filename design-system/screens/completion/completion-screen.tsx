import type { CompletionStep } from '../../../vocabulary/domain';
import { COMPLETION_EN } from '../../../vocabulary/messages/completion.en';
import { FUNDING_VERIFIED_EN } from '../../../vocabulary/messages/funding-verified.en';
import { useFormat } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { usePageLanguage, useText } from '../../lib/text';
import { Alert } from '../../primitives/alert';
import { Button } from '../../primitives/button';
import { PageHeading } from '../../primitives/page-heading';
import { type AppLinks, AppStoreLinks } from './app-links';
import { type ConfirmationFacts, ConfirmationSummary } from './confirmation-summary';

/**
 * The parent's money, one message for each state the funding account can be in: verification
 * put off, too many wrong amounts, just verified, nothing to verify. The first load cannot move
 * before the account is verified, so the page never says it is on its way while it waits, and
 * the amounts are entered here (the reminder's button).
 */
export type FundingOutcome = 'verifyLater' | 'blocked' | 'verified' | 'settled';

/** Which account waits for its two amounts: a bank's deposits, or a card's charges. */
type VerificationTarget = { kind: 'bank' | 'card'; bankName: string | null };

export type CompletionScreenProps = {
  step: CompletionStep;
  firstName?: string;
  /** Parent: the money's state, the first load in dollars, and the account it waits for. */
  money?: { outcome: FundingOutcome; firstLoad?: number; target: VerificationTarget };
  /** Support's number, e.g. "1-888-483-2645": said where support can help. */
  supportPhone: string;
  /** The reminder's button: enter the two amounts now. */
  onVerifyNow: () => void;
  /** Toggle improvedDownloadScreen (default off): the download as numbered steps. */
  improvedDownloadScreen: boolean;
  /** Parent, once the server summarised the registration: reference, summary, what's next. */
  summary?: ConfirmationFacts;
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

type Say = ReturnType<typeof useText<typeof COMPLETION_EN>>;
type Format = ReturnType<typeof useFormat<typeof COMPLETION_EN>>;

/** What the page says about the parent's money in its state (FundingOutcome). */
type MoneyTexts = {
  heading?: { text: string; title: string; lead: string };
  confirmation?: string;
  firstLoad?: string;
  reminder?: { title: string; text: string; action?: string };
};

function moneyTexts(
  { outcome, firstLoad, target }: NonNullable<CompletionScreenProps['money']>,
  {
    name,
    phone,
    money,
    verified,
  }: {
    name?: string;
    phone: string;
    money: (dollars: number) => string;
    verified: (card: boolean) => string;
  },
  say: Say,
  format: Format,
): MoneyTexts {
  const amount = firstLoad ? money(firstLoad) : undefined;
  const card = target.kind === 'card';
  const account =
    target.kind === 'card'
      ? say('completion.yourCard')
      : target.bankName
        ? format('completion.yourNamedBank', { bank: target.bankName })
        : say('completion.yourBank');
  const almostDone = (lead: string) => ({
    text: name ? format('completion.almostDoneNamed', { name }) : say('completion.almostDone'),
    title: say('completion.almostDone'),
    lead,
  });
  const onItsWay = amount && format('completion.firstLoadOnItsWay', { amount });
  switch (outcome) {
    case 'verifyLater':
      return {
        heading: almostDone(say('completion.almostDoneLead')),
        firstLoad: amount && format('completion.firstLoadWaits', { amount, account }),
        reminder: {
          title: say(card ? 'completion.reminderTitleCard' : 'completion.reminderTitleBank'),
          text: format(card ? 'completion.reminderTextCard' : 'completion.reminderTextBank', {
            account,
          }),
          action: say('completion.reminderAction'),
        },
      };
    case 'blocked':
      // No "verify now": the server takes no more amounts for this account.
      return {
        heading: almostDone(say('completion.blockedLead')),
        firstLoad: amount && format('completion.firstLoadBlocked', { amount }),
        reminder: {
          title: say(card ? 'completion.blockedTitleCard' : 'completion.blockedTitleBank'),
          text: format('completion.blockedText', { account, phone }),
        },
      };
    case 'verified':
      return {
        confirmation: verified(card),
        firstLoad: onItsWay,
      };
    case 'settled':
      return { firstLoad: onItsWay };
  }
}

/** The last screen: registration is complete, for a parent or a teen. */
export function CompletionScreen({
  step,
  firstName,
  money,
  supportPhone,
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
  const say = useText(COMPLETION_EN);
  const format = useFormat(COMPLETION_EN);
  const sayVerified = useText(FUNDING_VERIFIED_EN);
  const { locale } = usePageLanguage();
  const parent = step === 'complete';
  const { heading, confirmation, firstLoad, reminder } = money
    ? moneyTexts(
        money,
        {
          name: firstName,
          phone: supportPhone,
          money: (dollars) => formatUsd(dollars, 'auto', locale),
          verified: (card) => sayVerified(card ? 'fundingVerified.card' : 'fundingVerified.bank'),
        },
        say,
        format,
      )
    : ({} as MoneyTexts);
  const welcome = parent
    ? {
        text: firstName ? format('completion.allSetNamed', { name: firstName }) : undefined,
        title: say('completion.allSet'),
        lead: say('completion.lead'),
      }
    : {
        text: firstName ? format('completion.inNamed', { name: firstName }) : undefined,
        title: say('completion.in'),
        lead: say('completion.childLead'),
      };
  return (
    <div data-slot="completion" className="flex flex-col gap-6">
      {/* The page title goes to analytics with every event: it does not name the person. */}
      <PageHeading lead={heading?.lead ?? welcome.lead} title={heading?.title ?? welcome.title}>
        {heading?.text ?? welcome.text ?? welcome.title}
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
      {summary ? (
        <ConfirmationSummary {...summary} supportPhone={supportPhone} onPrint={onPrint} />
      ) : null}
      {smsAlerts ? <SmsAlerts status={smsAlerts} onSubscribe={onSubscribeSms} /> : null}
      {appLinks ? (
        improvedDownloadScreen ? (
          <section
            aria-labelledby="download-heading"
            className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-card print:hidden"
          >
            <h2 id="download-heading" className="text-xl font-bold text-ink-900">
              {say('completion.getStarted')}
            </h2>
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-base text-ink-900">
              <li>{say('completion.stepDownload')}</li>
              <li>{say('completion.stepLogIn')}</li>
              <li>{say(parent ? 'completion.stepParent' : 'completion.stepChild')}</li>
            </ol>
            <AppStoreLinks links={appLinks} />
          </section>
        ) : (
          <section aria-labelledby="download-heading" className="flex flex-col gap-3 print:hidden">
            <h2 id="download-heading" className="text-lg font-bold text-ink-900">
              {say('completion.getApp')}
            </h2>
            <AppStoreLinks links={appLinks} />
          </section>
        )
      ) : null}
      {handBack ? (
        <Button block className="print:hidden" onClick={onDone}>
          {say('completion.done')}
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
  const say = useText(COMPLETION_EN);
  return (
    <section aria-labelledby="sms-heading" className="flex flex-col gap-3 print:hidden">
      <h2 id="sms-heading" className="text-lg font-bold text-ink-900">
        {say('completion.smsHeading')}
      </h2>
      {status === 'subscribed' ? (
        <Alert tone="success">{say('completion.smsSubscribed')}</Alert>
      ) : (
        <>
          <p className="text-base text-ink-700">{say('completion.smsOffer')}</p>
          {status === 'failed' ? <Alert tone="error">{say('completion.smsFailed')}</Alert> : null}
          <Button variant="secondary" loading={status === 'subscribing'} onClick={onSubscribe}>
            {say('completion.smsAction')}
          </Button>
        </>
      )}
    </section>
  );
}
