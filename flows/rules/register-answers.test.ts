import { describe, expect, it } from 'vitest';
import { DOB_TEXTS } from './date-of-birth';
import {
  ANSWER_ERRORS,
  aboutYouErrors,
  addressFields,
  childErrors,
  inviteParentErrors,
  legalAddressAnswer,
  legalNameErrors,
  nationalDigits,
  passwordErrors,
} from './register-answers';

const today = new Date('2026-11-23T12:00:00Z');
const address = {
  addressLine1: '12 Harbor Lane',
  addressLine2: '',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};

describe('password (NIST 800-63B length, confirmation)', () => {
  it.each([
    ['Harbor-2026', 'Harbor-2026', true, {}],
    ['short', 'short', true, { password: ANSWER_ERRORS.passwordTooShort }],
    ['Harbor-2026', 'Harbor-2027', true, { confirmPassword: ANSWER_ERRORS.passwordsDiffer }],
    ['Harbor-2026', '', false, {}],
  ] as const)('%s / %s', (password, confirm, askConfirm, expected) => {
    expect(passwordErrors(password, confirm, askConfirm)).toEqual(expected);
  });
});

it('legal name: both parts, blanks are missing, too long or odd characters are said', () => {
  expect(legalNameErrors('Sam', 'Rivera')).toEqual({});
  expect(legalNameErrors(' ', '')).toEqual({
    firstName: ANSWER_ERRORS.firstName,
    lastName: ANSWER_ERRORS.lastName,
  });
  expect(legalNameErrors('A'.repeat(64), 'Rivera')).toEqual({
    firstName: { id: 'nameChecks.tooLong', values: { field: 'first', max: '60' } },
  });
  expect(legalNameErrors('Sam', 'Rivera😀').lastName).toEqual({
    id: 'nameChecks.characters',
    values: { field: 'last', refused: '😀' },
  });
});

describe('about you', () => {
  const both = { dob: true, address: true };
  it('a real date and a street address pass', () => {
    expect(aboutYouErrors({ ...address, dob: '03/27/1985' }, both, today)).toEqual({});
  });
  it.each([
    ['02/30/1985', ANSWER_ERRORS.dob],
    ['13/01/1985', ANSWER_ERRORS.dob],
    ['03/27/2030', DOB_TEXTS.future],
    ['3/27/85', DOB_TEXTS.shortYear],
    ['01/01/1890', expect.objectContaining({ id: 'dateOfBirthChecks.tooOld' })],
  ])('refuses the date %s', (dob, message) => {
    expect(aboutYouErrors({ ...address, dob }, both, today)).toEqual({ dob: message });
  });
  it('names the characters an address line may not use, never dropping them', () => {
    expect(
      aboutYouErrors({ ...address, city: 'Springfield 🌆', dob: '03/27/1985' }, both, today),
    ).toEqual({
      city: { id: 'nameChecks.addressCharacters', values: { refused: '🌆' } },
    });
    expect(
      aboutYouErrors({ ...address, addressLine2: 'Apt 4 😀', dob: '03/27/1985' }, both, today),
    ).toEqual({ addressLine2: { id: 'nameChecks.addressCharacters', values: { refused: '😀' } } });
  });
  it('refuses a state that is not on the list (ZZ)', () => {
    expect(aboutYouErrors({ ...address, state: 'ZZ', dob: '03/27/1985' }, both, today)).toEqual({
      state: ANSWER_ERRORS.state,
    });
  });
  it.each(['P.O. Box 12', 'PO Box 7', 'Post Office Box #7', 'Postal Box 3'])(
    'refuses the P.O. box %s (section 5)',
    (street) => {
      expect(
        aboutYouErrors({ ...address, addressLine1: street, dob: '03/27/1985' }, both, today),
      ).toEqual({ addressLine1: ANSWER_ERRORS.poBox });
    },
  );
  it('a box on the second line is refused too; Polk Street is no box', () => {
    const boxed = { ...address, addressLine2: 'PO Box 9', dob: '03/27/1985' };
    expect(aboutYouErrors(boxed, both, today).addressLine1).toBe(ANSWER_ERRORS.poBox);
    const polk = { ...address, addressLine1: '5 Polk Street', dob: '03/27/1985' };
    expect(aboutYouErrors(polk, both, today)).toEqual({});
  });
  it('missing address parts, each at its field', () => {
    const empty = { addressLine1: '', addressLine2: '', city: '', state: 'I', zip: '627' };
    expect(aboutYouErrors({ ...empty, dob: '03/27/1985' }, both, today)).toEqual({
      addressLine1: ANSWER_ERRORS.street,
      city: ANSWER_ERRORS.city,
      state: ANSWER_ERRORS.state,
      zip: ANSWER_ERRORS.zip,
    });
  });
  it('a date-of-birth-only group checks nothing else', () => {
    const empty = { addressLine1: '', addressLine2: '', city: '', state: '', zip: '' };
    expect(
      aboutYouErrors({ ...empty, dob: '01/15/2010' }, { dob: true, address: false }, today),
    ).toEqual({});
  });
});

it('children: a first name each, a date of birth only when the COPPA toggle asks', () => {
  const kids = [
    { firstName: 'Alex', dob: '' },
    { firstName: '', dob: '02/31/2015' },
  ];
  expect(childErrors(kids, false, today)).toEqual([
    {},
    { firstName: ANSWER_ERRORS.childFirstName },
  ]);
  expect(childErrors(kids, true, today)).toEqual([
    { dob: ANSWER_ERRORS.childDob },
    { firstName: ANSWER_ERRORS.childFirstName, dob: ANSWER_ERRORS.childDob },
  ]);
});

describe('the legal address answer', () => {
  it('joins a second line to the street and trims what was typed', () => {
    expect(
      legalAddressAnswer({ ...address, addressLine1: ' 12 Harbor Lane ', addressLine2: ' Apt 4 ' }),
    ).toEqual({ street: '12 Harbor Lane, Apt 4', city: 'Springfield', state: 'IL', zip: '62704' });
    expect(legalAddressAnswer({ ...address, city: ' Springfield ' })).toEqual({
      street: '12 Harbor Lane',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
  });

  it('prefills the fields from the answer the server holds, and nothing from anything else', () => {
    expect(
      addressFields({
        street: '12 Harbor Lane, Apt 4',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
      }),
    ).toEqual({ ...address, addressLine1: '12 Harbor Lane, Apt 4' });
    expect(addressFields(undefined)).toEqual({
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      zip: '',
    });
    expect(addressFields({ street: 12, city: null })).toMatchObject({ addressLine1: '', city: '' });
  });
});

describe('inviting a parent', () => {
  it('a name and a US mobile number pass', () => {
    expect(
      inviteParentErrors({ firstName: 'Jordan', phoneNumber: '(555) 555-0184' }, '+15555550182'),
    ).toEqual({});
  });
  it.each(['555-0184', '(055) 555-0184', '', '(876) 555-0184', '(900) 555-0184'])(
    'refuses the number %s',
    (phoneNumber) => {
      expect(inviteParentErrors({ firstName: 'Jordan', phoneNumber }, null)).toEqual({
        phoneNumber: ANSWER_ERRORS.parentPhone,
      });
    },
  );
  it("refuses the teen's own number, however it is written", () => {
    expect(
      inviteParentErrors({ firstName: '', phoneNumber: '+1 (555) 555-0182' }, '+15555550182'),
    ).toEqual({ firstName: ANSWER_ERRORS.parentFirstName, phoneNumber: ANSWER_ERRORS.ownNumber });
  });
  it('national digits drop the country code', () => {
    expect(nationalDigits('+1 (555) 555-0182')).toBe('5555550182');
  });
});
