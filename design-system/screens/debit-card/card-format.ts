/** Card number in groups of four, as printed on the card; at most 19 digits (ISO/IEC 7812). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as "MM / YY". A first digit above 1 can only be a one-digit month, so it gets its
 * leading zero at once ("4" -> "04"). The separator appears only once the year starts, so
 * Backspace never fights a separator that keeps coming back.
 */
export function formatExpiry(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export const digitsOnly = (input: string, max: number): string =>
  input.replace(/\D/g, '').slice(0, max);
