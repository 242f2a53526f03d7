import { describe, expect, it } from 'vitest';
import type { RegistrationSummary } from '../../model/entities';
import { completionReached, printPage } from './rule';
import {
  businessDaysAfter,
  confirmationFacts,
  confirmationLoaded,
  confirmationMessage,
  confirmationSummary,
} from './summary';

// Monday 2 March 2026, 10:00 in New York.
const MONDAY = '2026-03-02T15:00:00.000Z';

const summary = (parts: Partial<RegistrationSummary> = {}): RegistrationSummary => ({
  reference: '7K3M-9QXD',
  completedAt: MONDAY,
  plan: { pricingPlanName: 'standard', title: 'Standard', monthlyFee: 4.99 },
  children: [{ firstName: 'Kit' }, { firstName: 'Ash' }],
  funding: {
    type: 'debit',
    paymentType: 'debit',
    last4: '4242',
    bankName: null,
    needsVerification: false,
  },
  initialLoadAmount: 25.5,
  ...parts,
});
const options = { embedded: false };
const rowValue = (rows: { label: string; value: string }[], label: string) =>
  rows.find((row) => row.label === label)?.value;

describe('confirmationSummary', () => {
  it("names the plan by the server's title, with its monthly price", () => {
    expect(rowValue(confirmationSummary(summary(), options).rows, 'Plan')).toBe(
      'Standard, $4.99 a month',
    );
  });

  it('lists every child in one row, and leaves the row out with none', () => {
    expect(rowValue(confirmationSummary(summary(), options).rows, 'Children')).toBe('Kit and Ash');
    const none = confirmationSummary(summary({ children: [] }), options);
    expect(none.rows.map((row) => row.label)).not.toContain('Children');
    expect(none.rows.map((row) => row.label)).not.toContain('Child');
    expect(confirmationFacts(summary({ children: [] }), options).nextSteps).not.toContain('cards');
  });

  it('names an account by its last four digits, a wallet or a bank by its name', () => {
    const named = (funding: RegistrationSummary['funding']) =>
      rowValue(confirmationSummary(summary({ funding }), options).rows, 'Funding account');
    const base = { last4: '1881', bankName: null, needsVerification: false };
    expect(named({ ...base, type: 'debit', paymentType: 'debit' })).toBe('Debit card •••• 1881');
    expect(named({ ...base, type: 'instant', paymentType: 'apple_pay_card' })).toBe(
      'Apple Pay •••• 1881',
    );
    expect(named({ ...base, type: 'instant', paymentType: 'paypal_account', last4: null })).toBe(
      'PayPal',
    );
    expect(
      named({ ...base, type: 'checking', paymentType: null, bankName: 'Harbor Sandbox Bank' }),
    ).toBe('Harbor Sandbox Bank •••• 1881');
    expect(named({ ...base, type: 'instant', paymentType: null, bankName: null })).toBe(
      'Bank account •••• 1881',
    );
  });

  it('says when the first load arrives: a card today, a bank in business days, else once verified', () => {
    const arrives = (funding: RegistrationSummary['funding']) =>
      rowValue(confirmationSummary(summary({ funding }), options).rows, 'Arrives');
    const bank = { type: 'instant' as const, paymentType: null, last4: '0000', bankName: 'B' };
    expect(arrives(summary().funding)).toBe('Today, within minutes');
    expect(arrives({ ...bank, needsVerification: false })).toBe(
      'In 1 to 3 business days, by Thursday, March 5',
    );
    expect(arrives({ ...bank, type: 'checking', needsVerification: true })).toBe(
      'Once your bank account is verified',
    );
    const first = confirmationSummary(summary(), options).rows;
    expect(rowValue(first, 'First load')).toBe('$25.50');
    expect(rowValue(first, 'Still to do')).toBeUndefined();
  });

  it('says what is still to verify, first among what happens next', () => {
    const pending = confirmationSummary(
      summary({
        funding: {
          type: 'debit',
          paymentType: 'debit',
          last4: '4242',
          bankName: null,
          needsVerification: true,
        },
      }),
      options,
    );
    expect(rowValue(pending.rows, 'Still to do')).toBe(
      'Enter the two small charges on your card to verify it',
    );
    const facts = confirmationFacts(
      summary({ funding: { ...summary().funding!, needsVerification: true } }),
      options,
    );
    expect(facts.nextSteps[0]).toBe('verifyCard');
  });

  it('after too many wrong amounts asks for none, and says the money waits for another account', () => {
    const blocked = confirmationSummary(
      summary({
        funding: {
          type: 'checking',
          paymentType: null,
          last4: '6789',
          bankName: 'B',
          needsVerification: true,
        },
      }),
      { ...options, verificationBlocked: true },
    );
    expect(rowValue(blocked.rows, 'Still to do')).toBeUndefined();
    expect(rowValue(blocked.rows, 'Arrives')).toBe(
      'Once an account you add in the app is verified',
    );
    const facts = confirmationFacts(
      summary({ funding: { ...summary().funding!, type: 'checking', needsVerification: true } }),
      { ...options, verificationBlocked: true },
    );
    expect(facts.nextSteps).not.toContain('verifyBank');
    expect(facts.toVerify).toBeUndefined();
  });

  it('leaves the amount and its arrival out when no first load was added', () => {
    const labels = confirmationSummary(summary({ initialLoadAmount: null }), options).rows.map(
      (row) => row.label,
    );
    expect(labels).toEqual(['Plan', 'Children', 'Funding account']);
  });
});

describe('businessDaysAfter', () => {
  it('skips the weekend, in Eastern time', () => {
    const day = (iso: string) =>
      businessDaysAfter(new Date(iso), 3).toLocaleDateString('en-CA', {
        timeZone: 'America/New_York',
      });
    expect(day(MONDAY)).toBe('2026-03-05');
    // Friday 10:00 in New York: Monday, Tuesday, Wednesday.
    expect(day('2026-03-06T15:00:00Z')).toBe('2026-03-11');
    // Saturday 01:00 UTC is still Friday evening in New York.
    expect(day('2026-03-07T01:00:00Z')).toBe('2026-03-11');
  });

  it("skips the Federal Reserve's holidays", () => {
    const day = (iso: string) =>
      businessDaysAfter(new Date(iso), 3).toLocaleDateString('en-CA', {
        timeZone: 'America/New_York',
      });
    // The day before Thanksgiving: Friday, Monday, Tuesday.
    expect(day('2026-11-25T15:00:00Z')).toBe('2026-12-01');
    // Two days before Christmas (a Friday): Thursday, Monday, Tuesday.
    expect(day('2026-12-23T15:00:00Z')).toBe('2026-12-29');
  });
});

describe('the summary in the apps and the state', () => {
  it('confirmationMessage says the page in one line, or that it is complete with none', () => {
    expect(
      confirmationMessage(confirmationSummary(summary(), { ...options, embedded: true })),
    ).toBe(
      'Registration complete. Your reference: 7K3M-9QXD. Plan: Standard, $4.99 a month. Children: Kit and Ash. Funding account: Debit card •••• 4242. First load: $25.50. Arrives: Today, within minutes.',
    );
    expect(confirmationMessage(null)).toBe('Registration complete');
  });

  it('registrationComplete carries it as confirmationMessage', () => {
    const changes = completionReached({
      user: { role: 'parent', initialLoadAmount: 25.5 },
      registration: { needsVerification: false, confirmation: summary() },
    });
    expect(changes.effects).toEqual([
      {
        type: 'native',
        message: 'registrationComplete',
        body: {
          accountType: 'parent',
          initialAmount: 25.5,
          needsVerification: false,
          confirmationMessage: expect.stringMatching(
            /^Registration complete\. Your reference: 7K3M-9QXD\. /,
          ),
        },
      },
    ]);
  });

  it('the summary is kept in the state as the server sent it; Print asks the browser', () => {
    expect(confirmationLoaded(summary())).toEqual({ registration: { confirmation: summary() } });
    expect(printPage()).toEqual({ effects: [{ type: 'print' }] });
  });
});
