import { ageFromDob } from '../../flows/rules/age';
import { isAllowedText, isPoBox as isPoBoxRule, isValidEmail } from '../../flows/rules/validation';

/**
 * Server-side checks of answers with spec section 5's rules (flows/rules): a server never
 * trusts the client's checks.
 */
export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && isValidEmail(value);

export const isName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.trim().length > 0 &&
  value.length <= 60 &&
  isAllowedText(value);

export const isPoBox = (line: string): boolean => isPoBoxRule(line);

/** Age in whole years from MM/DD/YYYY on `today`, or undefined for a date that does not exist. */
export const ageOn = (dob: unknown, today: Date): number | undefined =>
  typeof dob === 'string' ? ageFromDob(dob, today) : undefined;
