/** Date of birth as MM/DD/YYYY (spec section 5), slashes added as the digits come. */
export function formatDob(input: string): string {
  const d = input.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Social Security number digits only: 4 for the last four, 9 for the full number. */
export const ssnDigits = (input: string, mode: 'last4' | 'full'): string =>
  input.replace(/\D/g, '').slice(0, mode === 'last4' ? 4 : 9);

/** The full number shown as 123-45-6789 when the parent chooses to see it. */
export function formatSsn(digits: string): string {
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
