import { formatUsd } from '../../../design-system/lib/money';
import type { RegistrationSummary } from '../../model/entities';
import { isSettlementDay } from '../../rules/bank-holidays';
import {
  masked,
  PAYMENT_TYPE_NAMES,
  CONFIRMATION_TEXTS as T,
} from '../../rules/confirmation-texts';
import type { StepChanges } from '../changes';

type SummaryRow = { label: string; value: string };

/** The confirmation page's summary, display-ready: the reference and one row per fact. */
type ConfirmationSummary = { reference: string; rows: SummaryRow[]; nextSteps: string[] };

/** Bank transfers settle on the Federal Reserve's days: weekdays but its holidays, in Eastern time. */
const SETTLEMENT_ZONE = 'America/New_York';
const BANK_DAYS = 3;
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: SETTLEMENT_ZONE,
});
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

function fundingName(funding: Funding): string {
  const name =
    funding.type === 'checking' || (funding.type === 'instant' && !funding.paymentType)
      ? (funding.bankName ?? T.bankFallback)
      : (PAYMENT_TYPE_NAMES[funding.paymentType ?? 'debit'] ?? PAYMENT_TYPE_NAMES.debit!);
  return funding.last4 ? `${name} ${masked(funding.last4)}` : name;
}

/** When the first load reaches the family account: a card at once, a bank in business days. */
function arrival(funding: Funding, completedAt: Date, blocked: boolean): string {
  if (funding.needsVerification && blocked) return T.arrivesBlocked;
  if (funding.needsVerification) return T.arrivesOnceVerified(isCard(funding));
  if (funding.type === 'checking' || (funding.type === 'instant' && !funding.paymentType))
    return T.arrivesBy(dayFormat.format(businessDaysAfter(completedAt, BANK_DAYS)));
  return T.arrivesNow;
}

const listFormat = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/**
 * The summary as the page shows it and the apps' confirmationMessage says it: plan and its
 * monthly price, each child, the account by its last four digits or its bank's name, the first
 * load and when it arrives, and what is left to verify.
 */
export function confirmationSummary(
  summary: HeldSummary,
  options: { embedded: boolean; verificationBlocked?: boolean },
): ConfirmationSummary {
  const { funding } = summary;
  const blocked = options.verificationBlocked ?? false;
  // Amounts to enter, unless too many wrong ones ended the check (nothing offers more tries).
  const toVerify = Boolean(funding?.needsVerification) && !blocked;
  const rows: SummaryRow[] = [
    {
      label: T.labels.plan,
      value: T.planValue(summary.plan.title, formatUsd(summary.plan.monthlyFee)),
    },
  ];
  const names = summary.children.map((child) => child.firstName).filter(Boolean);
  if (names.length > 0)
    rows.push({ label: T.labels.children(names.length), value: listFormat.format(names) });
  if (funding) rows.push({ label: T.labels.funding, value: fundingName(funding) });
  if (summary.initialLoadAmount !== null) {
    rows.push({ label: T.labels.amount, value: formatUsd(summary.initialLoadAmount) });
    if (funding)
      rows.push({
        label: T.labels.arrives,
        value: arrival(funding, new Date(summary.completedAt), blocked),
      });
  }
  if (funding && toVerify)
    rows.push({ label: T.labels.toVerify, value: T.toVerify(isCard(funding)) });
  const nextSteps = [
    ...(funding && toVerify ? [T.next.verify(isCard(funding))] : []),
    ...(summary.initialLoadAmount !== null && !funding?.needsVerification ? [T.next.money] : []),
    ...(options.embedded ? [] : [T.next.app]),
    ...(names.length > 0 ? [T.next.cards] : []),
  ];
  return { reference: summary.reference, rows, nextSteps };
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
