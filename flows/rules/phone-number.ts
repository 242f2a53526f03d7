import { hasForeignCountryCode, usPhoneDigits } from '../../design-system/lib/us-phone';
import { PAGE_CHECK_MESSAGES } from './page-checks';

/** The phone step's check of the number typed: US numbers only, ten digits. */
export function phoneNumberProblem(typed: string): string | undefined {
  if (hasForeignCountryCode(typed)) return PAGE_CHECK_MESSAGES.foreignPhone;
  if (usPhoneDigits(typed).length !== 10) return PAGE_CHECK_MESSAGES.invalidPhone;
  return undefined;
}
