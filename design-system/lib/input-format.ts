const DOB_LENGTHS = [2, 2, 4] as const;

/**
 * Date of birth as MM/DD/YYYY (spec section 5), slashes added as the digits come. A month or
 * day of one digit closed by a separator is that month or day ("1/2/1980" and "1-2-1980" are
 * 01/02/1980): digits are never moved from one part into another ("2/3/85" once became
 * "23/85"). A short year stays short, for the page's check to ask for all four digits.
 */
export function formatDob(input: string): string {
  const parts = ['', '', ''];
  const closed = [false, false, false];
  let index = 0;
  for (const [, digits = '', separator] of input.matchAll(/(\d*)(\D*)/g)) {
    for (const digit of digits) {
      while (index < 3 && parts[index]!.length >= DOB_LENGTHS[index]!) index += 1;
      if (index === 3) break;
      parts[index] += digit;
    }
    if (separator && index < 2 && parts[index] !== '') {
      parts[index] = parts[index]!.padStart(2, '0');
      closed[index] = true;
      index += 1;
    }
  }
  const [month, day, year] = parts;
  if (!day && !closed[0]) return month!;
  if (!year && !closed[1]) return `${month}/${day}`;
  return `${month}/${day}/${year}`;
}

/** Social Security number digits only, at most the nine of a full number. */
export const ssnDigits = (input: string): string => input.replace(/\D/g, '').slice(0, 9);

/** The full number shown as 123-45-6789 when the parent chooses to see it. */
export function formatSsn(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
