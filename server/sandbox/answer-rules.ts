/**
 * Server-side checks of answers. Spec section 5's client rules (email pattern, age, P.O. box,
 * character filter) are repeated here because a server never trusts the client's checks.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PO_BOX = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box|postal\s+box|post\s+box|po)\b\s*#?\s*\w+/i;
// Basic ASCII plus codes 160 to 255 (spec section 5).
const ALLOWED_TEXT = /^[\x20-\x7e\u00a0-\u00ff]*$/;

export const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 254 && EMAIL.test(value);

export const isName = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.trim().length > 0 &&
  value.length <= 60 &&
  ALLOWED_TEXT.test(value);

export const isPoBox = (line: string): boolean => PO_BOX.test(line);

/** Age in whole years from MM/DD/YYYY on `today`, or undefined for a date that does not exist. */
export function ageOn(dob: unknown, today: Date): number | undefined {
  if (typeof dob !== 'string') return undefined;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dob);
  if (!match) return undefined;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || date > today)
    return undefined;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() < month - 1 ||
    (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}
