import { ageFromDob } from '../../flows/rules/age';
import { isPlausibleDob } from '../../flows/rules/date-of-birth';
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

/**
 * Age in whole years from MM/DD/YYYY on `today`, or undefined for a date that does not exist
 * or is not a plausible birth date (a year more than 120 years back: 01/01/1890).
 */
export const ageOn = (dob: unknown, today: Date): number | undefined =>
  typeof dob === 'string' && isPlausibleDob(dob, today) ? ageFromDob(dob, today) : undefined;

/**
 * A first load in dollars with at most two decimals, as a number or its plain digits ("25",
 * "25.50"): "1e3" or 12.345 is refused, never read as another amount.
 */
export function dollarsOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+(?:\.\d{1,2})?$/.test(text)) return undefined;
  return Number(text);
}
