import {
  CONFIRMATION_EN,
  type ConfirmationMessageId,
} from '../../../vocabulary/messages/confirmation.en';
import { useFormat } from '../../lib/format';
import { formatUsd } from '../../lib/money';
import { type TextId, usePageLanguage, useText } from '../../lib/text';
import { Button } from '../../primitives/button';

/** How a funding account is named: a bank by its name, else by its kind (a brand by its name). */
export type FundingName =
  | { bank: string }
  | { kind: 'bank' | 'debit' | 'applePay' | 'googlePay' | 'paypal' | 'venmo' };

/** When the first load reaches the family account; `by` is a calendar day, e.g. "2026-03-05". */
export type Arrival =
  | { kind: 'now' }
  | { kind: 'by'; day: string }
  | { kind: 'blocked' }
  | { kind: 'onceVerified'; card: boolean };

type NextStep = 'verifyCard' | 'verifyBank' | 'money' | 'app' | 'cards';

/** What a completed registration set up, as facts the page words in its language. */
export type ConfirmationFacts = {
  /** What the family quotes to support, e.g. "7K3M-9QXD". */
  reference: string;
  /** The plan by the server's title, its price in dollars a month. */
  plan: { title: string; monthlyFee: number };
  /** The children's first names, in the order they were added. */
  children: readonly string[];
  /** The funding account, by its last four digits where it has them. */
  funding?: { name: FundingName; last4?: string };
  /** The first load in dollars, and when it arrives where there is an account. */
  firstLoad?: { dollars: number; arrives?: Arrival };
  /** The two amounts still to enter: a card's charges or a bank's deposits. */
  toVerify?: 'card' | 'bank';
  nextSteps: readonly NextStep[];
};

export type ConfirmationSummaryProps = ConfirmationFacts & {
  /** Support's number, said beside the reference, e.g. "1-888-483-2645". */
  supportPhone: string;
  onPrint: () => void;
};

type Text = TextId<typeof CONFIRMATION_EN>;

const KINDS: Record<Exclude<FundingName, { bank: string }>['kind'], Text | { brand: string }> = {
  bank: 'confirmation.bankAccount',
  debit: 'confirmation.debitCard',
  applePay: { brand: 'Apple Pay' },
  googlePay: { brand: 'Google Pay' },
  paypal: { brand: 'PayPal' },
  venmo: { brand: 'Venmo' },
};

const NEXT: Record<NextStep, Text> = {
  verifyCard: 'confirmation.nextVerifyCard',
  verifyBank: 'confirmation.nextVerifyBank',
  money: 'confirmation.nextMoney',
  app: 'confirmation.nextApp',
  cards: 'confirmation.nextCards',
};

/** A US family's tag for the page's language (es -> es-US). */
const usTag = (locale: string) => (locale.includes('-') ? locale : `${locale}-US`);

/**
 * A completed registration's reference, what was set up and what happens next, as GOV.UK's
 * confirmation page and a receipt give them. The reference is text, so it can be copied,
 * read by a screen reader character by character (its letters are spaced by tracking, not by
 * spaces) and printed; the print stylesheet keeps all of this and drops every button.
 */
export function ConfirmationSummary(props: ConfirmationSummaryProps) {
  const say = useText(CONFIRMATION_EN);
  const format = useFormat(CONFIRMATION_EN);
  const { locale } = usePageLanguage();
  const money = (dollars: number) => formatUsd(dollars, 'auto', locale);
  const rows = factRows(props, { say, format, money, locale });
  return (
    <div data-slot="confirmation-summary" className="flex flex-col gap-6 print:gap-4">
      <section
        aria-labelledby="reference-label"
        className="rounded-xl bg-brand-700 p-5 text-white print:border print:border-ink-900 print:bg-white print:p-3 print:text-ink-900"
      >
        <h2 id="reference-label" className="text-base font-semibold">
          {say('confirmation.referenceLabel')}
        </h2>
        <p className="mt-1 text-3xl font-bold tabular-nums tracking-widest" data-slot="reference">
          {props.reference}
        </p>
        <p className="mt-2 text-sm">
          {format('confirmation.referenceHint', { phone: props.supportPhone })}
        </p>
      </section>
      <section aria-labelledby="summary-heading" className="flex flex-col gap-3">
        <h2 id="summary-heading" className="text-lg font-bold text-ink-900">
          {say('confirmation.heading')}
        </h2>
        <dl className="divide-y divide-ink-200 border-y border-ink-200">
          {rows.map((row) => (
            <div
              key={row.key}
              className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4 print:grid-cols-[10rem_1fr] print:py-1.5"
            >
              <dt className="text-sm font-semibold text-ink-700">{row.label}</dt>
              <dd className="text-base text-ink-900">{row.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {props.nextSteps.length > 0 ? (
        <section aria-labelledby="next-heading" className="flex flex-col gap-3">
          <h2 id="next-heading" className="text-lg font-bold text-ink-900">
            {say('confirmation.nextHeading')}
          </h2>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-base text-ink-900">
            {props.nextSteps.map((step) => (
              <li key={step}>{say(NEXT[step])}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <Button variant="secondary" className="print:hidden" onClick={props.onPrint}>
        {say('confirmation.print')}
      </Button>
    </div>
  );
}

type Wording = {
  say: (id: Text) => string;
  format: ReturnType<typeof useFormat<typeof CONFIRMATION_EN>>;
  money: (dollars: number) => string;
  locale: string;
};

/** One row a fact, in the page's language: money, the day and the list of names by Intl. */
function factRows(facts: ConfirmationFacts, { say, format, money, locale }: Wording) {
  const rows: { key: ConfirmationMessageId; label: string; value: string }[] = [
    {
      key: 'confirmation.plan',
      label: say('confirmation.plan'),
      value: format('confirmation.planValue', {
        title: facts.plan.title,
        fee: money(facts.plan.monthlyFee),
      }),
    },
  ];
  if (facts.children.length > 0) {
    rows.push({
      key: 'confirmation.children',
      label: format('confirmation.children', { count: facts.children.length }),
      value: new Intl.ListFormat(usTag(locale), { style: 'long', type: 'conjunction' }).format(
        facts.children,
      ),
    });
  }
  if (facts.funding) {
    const { name, last4 } = facts.funding;
    const kind = 'bank' in name ? { brand: name.bank } : KINDS[name.kind];
    const named = typeof kind === 'string' ? say(kind) : kind.brand;
    // Four dots, as a card's or statement's own masked number reads.
    rows.push({
      key: 'confirmation.funding',
      label: say('confirmation.funding'),
      value: last4 ? `${named} •••• ${last4}` : named,
    });
  }
  if (facts.firstLoad) {
    rows.push({
      key: 'confirmation.amount',
      label: say('confirmation.amount'),
      value: money(facts.firstLoad.dollars),
    });
    const { arrives } = facts.firstLoad;
    if (arrives) {
      rows.push({
        key: 'confirmation.arrives',
        label: say('confirmation.arrives'),
        value: arrival(arrives, { say, format, locale }),
      });
    }
  }
  if (facts.toVerify) {
    rows.push({
      key: 'confirmation.toVerify',
      label: say('confirmation.toVerify'),
      value: say(
        facts.toVerify === 'card' ? 'confirmation.toVerifyCard' : 'confirmation.toVerifyBank',
      ),
    });
  }
  return rows;
}

function arrival(arrives: Arrival, { say, format, locale }: Omit<Wording, 'money'>): string {
  switch (arrives.kind) {
    case 'now':
      return say('confirmation.arrivesNow');
    case 'blocked':
      return say('confirmation.arrivesBlocked');
    case 'onceVerified':
      return say(arrives.card ? 'confirmation.arrivesOnceCard' : 'confirmation.arrivesOnceBank');
    case 'by': {
      // A calendar day: read and printed at noon UTC, so no time zone moves it.
      const day = new Date(`${arrives.day}T12:00:00Z`);
      const date = new Intl.DateTimeFormat(usTag(locale), {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(day);
      return format('confirmation.arrivesBy', { date });
    }
  }
}
