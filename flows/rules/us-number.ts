import { US_AREA_CODES } from './us-area-codes';

/**
 * 555 as an area code: no carrier routes it, so a text to it costs nothing and reaches no one.
 * The sandbox's fictional people and the page's own example, (555) 123-4567, use it.
 */
const FICTION_AREA_CODE = '555';
const AREA_CODES = new Set([...US_AREA_CODES, FICTION_AREA_CODE]);

/** Whether a three-digit area code is one of the US and its territories' (or 555). */
export const isUsAreaCode = (code: string): boolean => AREA_CODES.has(code);

/**
 * Whether ten national digits are a number the service may text: NANP shape and a geographic
 * area code of the US or a US territory (us-area-codes.ts), never Canada, the Caribbean
 * countries, toll-free, premium or personal codes. One list for the page, the sandbox and the
 * SMS sender.
 */
export function isUsNationalNumber(digits: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) && isUsAreaCode(digits.slice(0, 3));
}
