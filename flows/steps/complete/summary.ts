import { formatUsd } from '../../../design-system/lib/money';
import type {
  Arrival,
  ConfirmationFacts,
  FundingName,
} from '../../../design-system/screens/completion/confirmation-summary';
import type { RegistrationSummary } from '../../model/entities';
import { isSettlementDay } from '../../rules/bank-holidays';
import {
  masked,
  PAYMENT_TYPE_NAMES,
  CONFIRMATION_TEXTS as T,
} from '../../rules/confirmation-texts';
import type { StepChanges } from '../changes';

type SummaryRow = { label: string; value: string };

/** The confirmation summary in English, as the apps' confirmationMessage says it. */
type ConfirmationSummary = { reference: string; rows: SummaryRow[] };

/** Bank transfers settle on the Federal Reserve's days: weekdays but its holidays, in Eastern time. */
const SETTLEMENT_ZONE = 'America/New_York';
const BANK_DAYS = 3;
const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: SETTLEMENT_ZONE });

/** The calendar date in the settlement zone, as year, month and day. */
const settlementDate = (day: Date) =>
  dateIn.format(day).split('-').map(Number) as [number, number, number];

/**
 * The day `days` settlement days after `from`: weekdays but the Federal Reserve's holidays.
 * @internal
 */
export function businessDaysAfter(from: Date, days: number): Date {
  const day = new Date(from);
  let left = days;
  while (left > 0) {
    day.setTime(day.getTime() + 24 * 60 * 60 * 1000);
    if (isSettlementDay(...settlementDate(day))) left -= 1;
  }
  return day;
}

type Funding = Readonly<NonNullable<RegistrationSummary['funding']>>;

/** The summary as state or a snapshot holds it (a snapshot is read-only all the way down). */
type HeldSummary = Readonly<Omit<RegistrationSummary, 'plan' | 'children' | 'funding'>> & {
  readonly plan: Readonly<RegistrationSummary['plan']>;
  readonly children: ReadonlyArray<Readonly<RegistrationSummary['children'][number]>>;
  readonly funding: Funding | null;
};
const isCard = (funding: Funding) => funding.type === 'debit';
const isBank = (funding: Funding) =>
  funding.type === 'checking' || (funding.type === 'instant' && !funding.paymentType);

/** An account's kind by the payment type the server names; an unknown one is a debit card. */
const PAYMENT_KINDS: Record<string, Exclude<FundingName, { bank: string }>['kind']> = {
  debit: 'debit',
  apple_pay_card: 'applePay',
  android_pay_card: 'googlePay',
  paypal_account: 'paypal',
  venmo_account: 'venmo',
};

function fundingName(funding: Funding): FundingName {
  if (isBank(funding)) return funding.bankName ? { bank: funding.bankName } : { kind: 'bank' };
  return { kind: PAYMENT_KINDS[funding.paymentType ?? 'debit'] ?? 'debit' };
}

/** When the first load reaches the family account: a card at once, a bank in business days. */
function arrival(funding: Funding, completedAt: Date, blocked: boolean): Arrival {
  if (funding.needsVerification && blocked) return { kind: 'blocked' };
  if (funding.needsVerification) return { kind: 'onceVerified', card: isCard(funding) };
  if (isBank(funding)) {
    const [year, month, day] = settlementDate(businessDaysAfter(completedAt, BANK_DAYS));
    const pad = (part: number) => String(part).padStart(2, '0');
    return { kind: 'by', day: `${year}-${pad(month)}-${pad(day)}` };
  }
  return { kind: 'now' };
}

/**
 * The summary's facts, which the page words in its language: plan and its monthly price, each
 * child, the account by its last four digits or its bank's name, the first load and when it
 * arrives, what is left to verify and what happens next.
 */
export function confirmationFacts(
  summary: HeldSummary,
  options: { embedded: boolean; verificationBlocked?: boolean },
): ConfirmationFacts {
  const { funding } = summary;
  const blocked = options.verificationBlocked ?? false;
  // Amounts to enter, unless too many wrong ones ended the check (nothing offers more tries).
  const toVerify = funding?.needsVerification && !blocked ? funding : undefined;
  const children = summary.children.map((child) => child.firstName).filter(Boolean);
  const load = summary.initialLoadAmount;
  return {
    reference: summary.reference,
    plan: { title: summary.plan.title, monthlyFee: summary.plan.monthlyFee },
    children,
    ...(funding
      ? {
          funding: {
            name: fundingName(funding),
            ...(funding.last4 ? { last4: funding.last4 } : {}),
          },
        }
      : {}),
    ...(load !== null
      ? {
          firstLoad: {
            dollars: load,
            ...(funding
              ? { arrives: arrival(funding, new Date(summary.completedAt), blocked) }
              : {}),
          },
        }
      : {}),
    ...(toVerify ? { toVerify: isCard(toVerify) ? ('card' as const) : ('bank' as const) } : {}),
    nextSteps: [
      ...(toVerify ? [isCard(toVerify) ? ('verifyCard' as const) : ('verifyBank' as const)] : []),
      ...(load !== null && !funding?.needsVerification ? ['money' as const] : []),
      ...(options.embedded ? [] : ['app' as const]),
      ...(children.length > 0 ? ['cards' as const] : []),
    ],
  };
}

// The apps' line is English, as the bridge has always carried it: the page's catalogue compiles
// its English for the browser, so these words are kept beside it for the apps.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

function arrivalText(arrives: Arrival): string {
  switch (arrives.kind) {
    case 'now':
      return T.arrivesNow;
    case 'blocked':
      return T.arrivesBlocked;
    case 'onceVerified':
      return T.arrivesOnceVerified(arrives.card);
    case 'by':
      return T.arrivesBy(dayFormat.format(new Date(`${arrives.day}T12:00:00Z`)));
  }
}

function fundingText({ name, last4 }: NonNullable<ConfirmationFacts['funding']>): string {
  const named = 'bank' in name ? name.bank : PAYMENT_TYPE_NAMES[name.kind];
  return last4 ? `${named} ${masked(last4)}` : named;
}

/** The summary in English, one row a fact, as the apps' confirmationMessage says it. */
export function confirmationSummary(
  summary: HeldSummary,
  options: { embedded: boolean; verificationBlocked?: boolean },
): ConfirmationSummary {
  const facts = confirmationFacts(summary, options);
  const rows: SummaryRow[] = [
    {
      label: T.labels.plan,
      value: T.planValue(facts.plan.title, formatUsd(facts.plan.monthlyFee)),
    },
  ];
  if (facts.children.length > 0)
    rows.push({
      label: T.labels.children(facts.children.length),
      value: listFormat.format(facts.children),
    });
  if (facts.funding) rows.push({ label: T.labels.funding, value: fundingText(facts.funding) });
  if (facts.firstLoad) {
    rows.push({ label: T.labels.amount, value: formatUsd(facts.firstLoad.dollars) });
    if (facts.firstLoad.arrives)
      rows.push({ label: T.labels.arrives, value: arrivalText(facts.firstLoad.arrives) });
  }
  if (facts.toVerify)
    rows.push({ label: T.labels.toVerify, value: T.toVerify(facts.toVerify === 'card') });
  return { reference: facts.reference, rows };
}

/** The apps' confirmationMessage (spec section 7): the page's summary as one line of text. */
export function confirmationMessage(summary: ConfirmationSummary | null): string {
  if (!summary) return 'Registration complete';
  const facts = summary.rows.map((row) => `${row.label}: ${row.value}.`);
  return [T.messageIntro, `${T.referenceLabel}: ${summary.reference}.`, ...facts].join(' ');
}

/** The summary the server sent (with complete, or read again after a reload). */
export const confirmationLoaded = (confirmation: RegistrationSummary | null): StepChanges => ({
  registration: { confirmation },
});
