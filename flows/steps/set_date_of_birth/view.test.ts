import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import type { FormOutcome } from '../form-outcome';
import { aboutYouFixtures as a } from './fixtures';
import { aboutYouAnswer } from './rule';
import { aboutYouIntents, aboutYouView } from './view';

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

describe('aboutYouView (about_you)', () => {
  it('a parent gets the date of birth first, then the address with the states to pick from', () => {
    expect(aboutYouView(a.empty.input)).toMatchObject({ part: 'dateOfBirth' });
    const view = aboutYouView(a.filled.input);
    expect(view).toMatchObject({ part: 'address' });
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

  it('puts the date and address refusals at their fields, the date on its own page', () => {
    expect(aboutYouView(a.dobMissing.input)).toMatchObject({
      part: 'dateOfBirth',
      fieldErrors: { dob: 'Enter your date of birth' },
    });
    expect(Object.keys(aboutYouView(a.missing.input).fieldErrors ?? {})).toEqual([
      'addressLine1',
      'city',
      'state',
      'zip',
    ]);
    // Refused by the server after the address's page: the date's page comes back.
    expect(aboutYouView(a.underAge.input)).toMatchObject({
      part: 'dateOfBirth',
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
        dob: { id: 'dateOfBirthChecks.tooOld', values: { year: '1906' } },
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
    // The fields only: the draft's page is the rule's to move.
    const { page: _page, ...fields } = a.filled.input.form.drafts.set_date_of_birth ?? {};
    expect(editDraft).toHaveBeenLastCalledWith('set_date_of_birth', { ...fields, state: 'CA' });
  });
});
