import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../actions/step-actions';
import { ERROR_MESSAGES } from '../rules/errors';
import { aboutYouAnswer } from '../steps/about-you';
import type { FormOutcome } from '../steps/form-outcome';
import { initialFundingAnswer } from '../steps/initial-funding';
import { legalNameAnswer } from '../steps/legal-name';
import { aboutYouIntents, aboutYouView } from './about-you-view';
import { dateOfBirthIntents, dateOfBirthView } from './date-of-birth-view';
import { aboutYouFixtures as a } from './fixtures/about-you-fixtures';
import { dateOfBirthFixtures as d } from './fixtures/date-of-birth-fixtures';
import { initialFundingFixtures as f } from './fixtures/initial-funding-fixtures';
import { legalNameFixtures as n } from './fixtures/legal-name-fixtures';
import type { StateFixture } from './fixtures/state-fixture';
import { initialFundingIntents, initialFundingView } from './initial-funding-view';
import { legalNameIntents, legalNameView } from './legal-name-view';

const today = new Date(2026, 10, 24);
/** Continue on a fixture's page: its step's rule applied to its draft and state. */
const submit = (
  prepare: (draft: never, context: never) => FormOutcome,
  fixture: StateFixture,
  form: string,
  draft?: Record<string, unknown>,
) =>
  prepare(
    (draft ?? fixture.input.form.drafts[form] ?? {}) as never,
    { ...fixture.input, today } as never,
  );

describe('initialFundingView (set_initial_funding_amount)', () => {
  it('shows the amount as typed and the limits as money, at the ninth group of ten', () => {
    expect(initialFundingView(f.empty.input)).toMatchObject({
      amount: '',
      limitsHint: 'From $20 to $10,000',
      walletMinimum: undefined,
      suggestions: undefined,
      fundingSourceLabel: 'debit card',
    });
    expect(initialFundingView(f.aboveMaximum.input)).toMatchObject({
      amount: '$1,000,000',
      error: 'Enter an amount of $10,000 or less',
    });
    expect(initialFundingView(f.fromBank.input).fundingSourceLabel).toBe(
      'Harbor Sandbox Bank account',
    );
  });

  it('follows minimumWalletLoad and parentFundWalletDesign', () => {
    expect(initialFundingView(f.walletMinimum.input)).toMatchObject({
      walletMinimum: '$25',
      limitsHint: 'From $25 to $10,000',
    });
    expect(initialFundingView(f.walletDesign.input).suggestions).toEqual([
      { value: '20', label: '$20' },
      { value: '50', label: '$50' },
      { value: '100', label: '$100' },
    ]);
    expect(initialFundingView(f.walletDesignWithMinimum.input).suggestions).toEqual([
      { value: '75', label: '$75' },
      { value: '100', label: '$100' },
    ]);
  });

  it("puts the server's amount refusal at the field, a failed call above the form", () => {
    expect(initialFundingView(f.serverRefused.input)).toMatchObject({
      error: 'Please enter an amount between $20 and $10,000.',
      formError: undefined,
    });
    expect(initialFundingView(f.callFailed.input).formError).toBe(ERROR_MESSAGES.default);
  });

  it('sends the dollars read from what was typed, kept on the user first; refuses the rest', () => {
    const form = 'set_initial_funding_amount';
    expect(submit(initialFundingAnswer, f.typed, form)).toEqual({
      answers: { setInitialFundingAmount: 1000 },
      changes: { user: { initialLoadAmount: 1000 } },
    });
    expect(submit(initialFundingAnswer, f.empty, form, { amount: '1e3' })).toEqual({
      errors: { amount: 'Enter the amount in dollars using digits, like 25 or 1,000.50' },
    });
    expect(submit(initialFundingAnswer, f.walletMinimum, form, { amount: '20' })).toEqual({
      errors: { amount: 'Enter an amount of at least $25' },
    });
  });

  it('wires typing to the draft and Continue to the form rule', () => {
    const editDraft = vi.fn();
    const sendForm = vi.fn();
    const intents = initialFundingIntents({ editDraft, registration: { sendForm } } as never);
    intents.onAmountChange('$1,000,000');
    expect(editDraft).toHaveBeenCalledWith('set_initial_funding_amount', { amount: '$1,000,000' });
    intents.onContinue?.();
    expect(sendForm).toHaveBeenCalledWith('set_initial_funding_amount', initialFundingAnswer);
  });
});

describe('aboutYouView (about_you)', () => {
  it('a parent gets the date of birth with the address page and the states to pick from', () => {
    const view = aboutYouView(a.empty.input);
    expect(view).toMatchObject({ part: 'address', askDateOfBirth: true });
    expect(view.stateOptions).toContainEqual({ value: 'IL', label: 'Illinois' });
    expect(view.stateOptions?.some((option) => option.value === 'ZZ')).toBe(false);
  });

  it('shows what the server holds until the person types', () => {
    expect(aboutYouView(a.prefilled.input).values).toMatchObject({
      dob: '03/27/1985',
      addressLine1: '1 Harbor Lane',
      state: 'IL',
    });
  });

  it('puts the date and address refusals at their fields', () => {
    expect(Object.keys(aboutYouView(a.missing.input).fieldErrors ?? {})).toEqual([
      'dob',
      'addressLine1',
      'city',
      'state',
      'zip',
    ]);
    expect(aboutYouView(a.underAge.input)).toMatchObject({
      fieldErrors: { dob: 'You must be at least 18 to open a parent account.' },
      formError: undefined,
    });
  });

  it('refuses 01/01/1890 and ZZ before anything is sent', () => {
    const outcome = submit(aboutYouAnswer, a.filled, 'set_date_of_birth', {
      ...a.filled.input.form.drafts.set_date_of_birth,
      dob: '01/01/1890',
      state: 'ZZ',
    });
    expect(outcome).toEqual({
      errors: {
        dob: 'Check the year of birth: enter a year from 1906 on',
        state: 'Choose your state or territory',
      },
    });
  });

  it('sends the date and the address, the date kept on the user', () => {
    expect(submit(aboutYouAnswer, a.filled, 'set_date_of_birth')).toEqual({
      answers: {
        setDateOfBirth: '03/27/1985',
        setLegalAddress: {
          street: '1 Harbor Lane',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
        },
      },
      changes: { user: { dob: '03/27/1985' } },
    });
  });

  it('wires each field to the draft and Continue to the form rule', () => {
    const editDraft = vi.fn();
    const sendForm = vi.fn();
    const actions = { editDraft, registration: { sendForm } } as unknown as StepActions;
    aboutYouIntents(actions).onValuesChange({
      ...aboutYouView(a.filled.input).values,
      state: 'CA',
    });
    expect(editDraft).toHaveBeenLastCalledWith('set_date_of_birth', {
      ...a.filled.input.form.drafts.set_date_of_birth,
      state: 'CA',
    });
  });
});

describe('dateOfBirthView (date_of_birth, a teen before the code)', () => {
  it('shows the date as typed, or as kept when the teen comes back to it', () => {
    expect(dateOfBirthView(d.filled.input)).toMatchObject({ dob: '04/15/2009', loading: false });
    expect(dateOfBirthView(d.returned.input).dob).toBe('04/15/2009');
    expect(dateOfBirthView(d.empty.input)).toMatchObject({ dob: '' });
  });

  it("puts the page's own check at the field", () => {
    expect(dateOfBirthView(d.shortYear.input)).toMatchObject({
      error: 'Enter the year of birth with all 4 digits, like 1985',
      formError: undefined,
    });
  });

  it('wires the field to its draft and Continue to the rule; Back is the history of the page', () => {
    const editDraft = vi.fn();
    const phone = { submitDateOfBirth: vi.fn() };
    const intents = dateOfBirthIntents({ editDraft, phone } as unknown as StepActions);
    intents.onDobChange('01/02/1980');
    expect(editDraft).toHaveBeenLastCalledWith('date_of_birth', { dob: '01/02/1980' });
    intents.onContinue();
    expect(intents).not.toHaveProperty('onBack');
    expect(phone.submitDateOfBirth).toHaveBeenCalledTimes(1);
  });
});

describe('legalNameView (legal_name)', () => {
  it('shows the names as typed, never filtered, at the third group of ten', () => {
    expect(legalNameView(n.empty.input)).toMatchObject({
      part: 'name',
      askReferralCode: true,
    });
    expect(legalNameView(n.teen.input).askReferralCode).toBe(false);
    expect(legalNameView(n.characters.input).values).toMatchObject({
      firstName: 'Sam😀',
      lastName: '李',
    });
  });

  it('says the live check of the referral code, and a code carried from the promo step', () => {
    expect(legalNameView(n.codeChecking.input).referralCodeStatus).toBe('Checking your code…');
    expect(legalNameView(n.codeAccepted.input).referralCodeStatus).toMatch(/^Code accepted/);
    expect(legalNameView(n.codeRefused.input).referralCodeStatus).toBe(
      'That code is not valid. Check it and try again.',
    );
    expect(legalNameView(n.promoCarried.input)).toMatchObject({
      values: { referralCode: 'SANDBOX-REDEEMED' },
      referralCodeStatus: 'Code applied: your reward is ready.',
    });
  });

  it('refuses a long name and odd characters at the field; a refused code too', () => {
    const form = 'set_legal_first_name';
    expect(
      submit(legalNameAnswer, n.empty, form, { firstName: 'A'.repeat(64), lastName: 'Lee' }),
    ).toEqual({ errors: { firstName: 'First name must be 60 characters or fewer' } });
    const refused = submit(legalNameAnswer, n.codeRefused, form);
    expect(refused).toEqual({
      errors: { referralCode: 'That code is not valid. Check it and try again.' },
    });
  });

  it('sends the names trimmed, a curly apostrophe as a straight one, and the code', () => {
    expect(
      submit(legalNameAnswer, n.codeAccepted, 'set_legal_first_name', {
        firstName: ' Sam ',
        lastName: 'O’Neil',
        referralCode: 'SANDBOX-EARNED',
      }),
    ).toEqual({
      answers: {
        setLegalFirstName: 'Sam',
        setLegalLastName: "O'Neil",
        setReferralCode: 'SANDBOX-EARNED',
      },
      changes: { user: { firstName: 'Sam' } },
    });
  });

  it('wires typing to the draft and the live check, Continue to the form rule', () => {
    const editDraft = vi.fn();
    const sendForm = vi.fn();
    const checkReferralCode = vi.fn();
    const intents = legalNameIntents({
      editDraft,
      registration: { sendForm, checkReferralCode },
    } as never);
    intents.onValuesChange({ ...legalNameView(n.filled.input).values, referralCode: 'ABC' });
    expect(editDraft).toHaveBeenCalledWith('set_legal_first_name', {
      firstName: 'Sam',
      lastName: 'Rivera',
      referralCode: 'ABC',
    });
    expect(checkReferralCode).toHaveBeenCalledWith('set_legal_first_name', 'ABC');
    intents.onContinue?.();
    expect(sendForm).toHaveBeenCalledWith('set_legal_first_name', legalNameAnswer);
  });
});
