import { hasForeignCountryCode, usPhoneDigits } from '../../design-system/lib/us-phone';
import { PAGE_CHECK_MESSAGES } from './page-checks';
import { isUsAreaCode } from './us-number';

/** The phone step's check of the number typed: US numbers only, ten digits. */
export function phoneNumberProblem(typed: string): string | undefined {
  if (hasForeignCountryCode(typed)) return PAGE_CHECK_MESSAGES.foreignPhone;
  const digits = usPhoneDigits(typed);
  if (digits.length !== 10) return PAGE_CHECK_MESSAGES.invalidPhone;
  // Canada, the Caribbean, toll-free and premium codes share +1 but are no US numbers.
  if (!isUsAreaCode(digits.slice(0, 3))) return PAGE_CHECK_MESSAGES.foreignPhone;
  return undefined;
}
