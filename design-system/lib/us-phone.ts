// A US-only formatter: the whole flow is for US numbers, and libphonenumber's metadata would
// cost more than the rest of the first screen's budget.

/** The 10 national digits of what was typed or pasted; a leading country code 1 is dropped. */
export function usPhoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.length > 10 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, 10);
}

/**
 * A number written with another country's code ("+44 20 7946 0958", "0044...", "011 44..."):
 * it is no US number, and reading its digits as one would make another number of them.
 */
export function hasForeignCountryCode(value: string): boolean {
  const text = value.trim();
  const digits = text.replace(/\D/g, '');
  if (text.startsWith('+')) return digits !== '' && !digits.startsWith('1');
  const international = /^(?:011|00)(\d)/.exec(digits);
  return international !== null && international[1] !== '1';
}

/**
 * "5551234567" -> "(555) 123-4567", formatting as far as the digits go while typing. A number
 * with another country's code is left as typed, for the page to say it takes US numbers only
 * (reformatting one turned "+44 20 7946 0958" into "(442) 079-4609").
 */
export function formatUsPhone(value: string): string {
  if (hasForeignCountryCode(value)) return value;
  const d = usPhoneDigits(value);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** Where the caret belongs in `formatted` so that `digitsBefore` digits stand before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!)) seen++;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}
