import { ANSWER_CHECKS_EN } from '../../vocabulary/messages/answer-checks.en';
import type { NameCheckId } from '../../vocabulary/messages/name-checks.en';
import type { MessageRef, Sentence } from '../../vocabulary/messages/sentence';
import { ageFromDob } from './age';
import { dobProblem } from './date-of-birth';
import { nameProblem } from './legal-name';
import { isUsNationalNumber } from './us-number';
import { isUsStateCode } from './us-states';
import { isAllowedText, isPoBox, isValidEmail } from './validation';

/**
 * The register step's checks before an answer is sent (spec section 5); the server checks
 * again. Each returns the fields in error with the words the page shows (their area), empty
 * when fine.
 */
export const ANSWER_ERRORS = ANSWER_CHECKS_EN;

// NIST 800-63B: at least 8 characters; the server refuses the rest (common passwords...).
const MIN_PASSWORD_LENGTH = 8;

// A check that says its limit is a reference the page words (the year of birth's).
type Errors<K extends string, E extends Sentence = string> = Partial<Record<K, E>>;

/** The email's own check: an address the server could take (the typo check comes after). */
export function emailErrors(email: string): Errors<'email'> {
  return isValidEmail(email.trim()) ? {} : { email: ANSWER_ERRORS.email };
}

export function passwordErrors(
  password: string,
  confirmPassword: string,
  askConfirm: boolean,
): Errors<'password' | 'confirmPassword'> {
  const errors: Errors<'password' | 'confirmPassword'> = {};
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = ANSWER_ERRORS.passwordTooShort;
  if (askConfirm && confirmPassword !== password)
    errors.confirmPassword = ANSWER_ERRORS.passwordsDiffer;
  return errors;
}

/** Each name given, within the length limit, in a name's characters (flows/rules/legal-name). */
export function legalNameErrors(firstName: string, lastName: string) {
  const errors: Errors<'firstName' | 'lastName', Sentence> = {};
  if (!firstName.trim()) errors.firstName = ANSWER_ERRORS.firstName;
  else errors.firstName = nameProblem(firstName, 'first');
  if (!lastName.trim()) errors.lastName = ANSWER_ERRORS.lastName;
  else errors.lastName = nameProblem(lastName, 'last');
  if (!errors.firstName) delete errors.firstName;
  if (!errors.lastName) delete errors.lastName;
  return errors;
}

export type AboutYouValues = {
  dob?: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
};
type AboutYouField = 'dob' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip';

/**
 * Section 5 keeps basic ASCII and codes 160 to 255 in text: an address line with anything else
 * is refused with the characters to remove, not filtered without a word.
 */
const addressTextProblem = (value: string): MessageRef<NameCheckId> | undefined => {
  const refused = [...new Set([...value].filter((c) => !isAllowedText(c)))];
  return refused.length > 0
    ? { id: 'nameChecks.addressCharacters', values: { refused: refused.join(' ') } }
    : undefined;
};

/**
 * A plausible date of birth; a street address that is no P.O. box, a city, a state or
 * territory of the list, a ZIP.
 */
export function aboutYouErrors(
  values: AboutYouValues,
  asks: { dob: boolean; address: boolean },
  today: Date,
): Errors<AboutYouField, Sentence> {
  const errors: Errors<AboutYouField, Sentence> = {};
  const dob = asks.dob ? dobProblem(values.dob ?? '', today) : undefined;
  if (dob) errors.dob = dob;
  if (!asks.address) return errors;
  const street = values.addressLine1.trim();
  if (!street) errors.addressLine1 = ANSWER_ERRORS.street;
  else if (isPoBox(street) || isPoBox(values.addressLine2))
    errors.addressLine1 = ANSWER_ERRORS.poBox;
  else errors.addressLine1 = addressTextProblem(street);
  errors.addressLine2 = addressTextProblem(values.addressLine2);
  if (!values.city.trim()) errors.city = ANSWER_ERRORS.city;
  else errors.city = addressTextProblem(values.city);
  if (!isUsStateCode(values.state)) errors.state = ANSWER_ERRORS.state;
  if (!/^\d{5}$/.test(values.zip)) errors.zip = ANSWER_ERRORS.zip;
  return Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as Errors<AboutYouField, Sentence>;
}

export type AddressFields = Pick<
  AboutYouValues,
  'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip'
>;

/** A prefilled answer as text; anything else (absent, an object) is an empty field. */
export const prefilledText = (value: unknown) => (typeof value === 'string' ? value : '');

/** The address fields from a set_legal_address answer the server already holds (prefilled). */
export function addressFields(prefilled: unknown): AddressFields {
  const address = (prefilled ?? {}) as Record<string, unknown>;
  return {
    addressLine1: prefilledText(address.street),
    addressLine2: '',
    city: prefilledText(address.city),
    state: prefilledText(address.state),
    zip: prefilledText(address.zip),
  };
}

/** The set_legal_address answer: the second line joins the street after a comma. */
export function legalAddressAnswer(values: AddressFields) {
  const line1 = values.addressLine1.trim();
  const line2 = values.addressLine2.trim();
  return {
    street: line2 ? `${line1}, ${line2}` : line1,
    city: values.city.trim(),
    state: values.state,
    zip: values.zip,
  };
}

/** Each child's errors by index: a first name, and a real date of birth when it is asked. */
export function childErrors(
  children: ReadonlyArray<{ firstName: string; dob: string }>,
  requireChildDateOfBirth: boolean,
  today: Date,
): Array<Errors<'firstName' | 'dob'>> {
  return children.map((child) => ({
    ...(child.firstName.trim() ? {} : { firstName: ANSWER_ERRORS.childFirstName }),
    ...(requireChildDateOfBirth && ageFromDob(child.dob, today) === undefined
      ? { dob: ANSWER_ERRORS.childDob }
      : {}),
  }));
}

/** Ten NANP digits of a US number as typed ("(555) 123-4567", "+1 555..."). */
export function nationalDigits(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** The teen's invitation: the parent's first name and a US mobile number not the teen's own. */
export function inviteParentErrors(
  values: { firstName: string; phoneNumber: string },
  ownNumber: string | null,
): Errors<'firstName' | 'phoneNumber'> {
  const errors: Errors<'firstName' | 'phoneNumber'> = {};
  if (!values.firstName.trim()) errors.firstName = ANSWER_ERRORS.parentFirstName;
  const digits = nationalDigits(values.phoneNumber);
  if (!isUsNationalNumber(digits)) errors.phoneNumber = ANSWER_ERRORS.parentPhone;
  else if (digits === nationalDigits(ownNumber)) errors.phoneNumber = ANSWER_ERRORS.ownNumber;
  return errors;
}
