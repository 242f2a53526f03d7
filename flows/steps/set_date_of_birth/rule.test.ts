import { describe, expect, it } from 'vitest';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import { aboutYouFixtures as a } from './fixtures';
import { ABOUT_YOU_FORM, aboutYouAnswer, aboutYouPage } from './rule';

const today = new Date(2026, 10, 24);
const draftOf = (fixture: StateFixture) => fixture.input.form.drafts[ABOUT_YOU_FORM] ?? {};
const continueOn = (fixture: StateFixture, draft: Record<string, unknown> = draftOf(fixture)) =>
  aboutYouAnswer(draft, { ...fixture.input, today } as never);

// About you as two question pages of one server group (docs/decisions/121).
describe('aboutYouPage', () => {
  it('shows the date first, then the address once the draft says so', () => {
    expect(aboutYouPage(draftOf(a.empty), a.empty.input.registration)).toBe('dob');
    expect(aboutYouPage(draftOf(a.filled), a.filled.input.registration)).toBe('address');
  });

  it("brings the date's page back when the server or the page's checks refused the date", () => {
    expect(aboutYouPage(draftOf(a.underAge), a.underAge.input.registration)).toBe('dob');
    const invalid = { ...a.filled.input.registration, errorCode: 'ERR_INVALID_DOB' };
    expect(aboutYouPage(draftOf(a.filled), invalid)).toBe('dob');
    expect(aboutYouPage(draftOf(a.filled), a.filled.input.registration, { dob: 'x' })).toBe('dob');
    // A refusal of the address keeps the address's page.
    const poBox = { ...a.filled.input.registration, errorCode: 'ERR_PO_BOX' };
    expect(aboutYouPage(draftOf(a.filled), poBox)).toBe('address');
  });

  it('is one page when the group asks only one of the two', () => {
    const only = (name: string) => ({
      ...a.empty.input.registration,
      questions: [{ name }],
    });
    expect(aboutYouPage({ page: 'address' }, only('set_date_of_birth'))).toBe('dob');
    expect(aboutYouPage({}, only('set_legal_address'))).toBe('address');
  });
});

describe("aboutYouAnswer on the date's page", () => {
  it('checks only the date, then opens the address page with nothing sent', () => {
    expect(continueOn(a.dobFilled)).toEqual({
      page: 'address',
      changes: { registration: { error: null, errorCode: null, message: null } },
    });
  });

  it('says what is wrong with the date and nothing about the address', () => {
    expect(continueOn(a.empty)).toEqual({ errors: { dob: 'Enter your date of birth' } });
    expect(continueOn(a.dobFilled, { dob: '13/01/1985' })).toEqual({
      errors: { dob: expect.any(String) },
    });
  });

  it('after the server refused the date, a new date goes back to the address page', () => {
    expect(continueOn(a.underAge, { ...draftOf(a.underAge), dob: '03/27/1985' })).toMatchObject({
      page: 'address',
    });
  });

  it('in a group that asks the date alone, sends it at once', () => {
    const alone = {
      ...a.dobFilled,
      input: {
        ...a.dobFilled.input,
        registration: {
          ...a.dobFilled.input.registration,
          questions: [{ name: 'set_date_of_birth' }],
        },
      },
    } as StateFixture;
    expect(continueOn(alone)).toEqual({
      answers: { setDateOfBirth: '03/27/1985' },
      changes: { user: { dob: '03/27/1985' } },
    });
  });
});

describe("aboutYouAnswer on the address's page", () => {
  it('checks the address and sends the whole group', () => {
    expect(continueOn(a.missing)).toEqual({
      errors: {
        addressLine1: 'Enter your street address',
        city: 'Enter your city',
        state: 'Choose your state or territory',
        zip: 'Enter a 5-digit ZIP code',
      },
    });
    expect(continueOn(a.filled)).toMatchObject({
      answers: { setDateOfBirth: '03/27/1985', setLegalAddress: { street: '1 Harbor Lane' } },
    });
  });
});
