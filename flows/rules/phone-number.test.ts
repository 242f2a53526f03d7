import { describe, expect, it } from 'vitest';
import { PAGE_CHECK_MESSAGES } from './page-checks';
import { phoneNumberProblem } from './phone-number';

describe('phoneNumberProblem: US numbers only, said at the field', () => {
  it('says a number with another country code is not taken, in the page own words', () => {
    expect(phoneNumberProblem('+44 20 7946 0958')).toBe(PAGE_CHECK_MESSAGES.foreignPhone);
    expect(PAGE_CHECK_MESSAGES.foreignPhone).toMatch(/^US numbers only\./);
  });

  it('asks for ten digits, and takes a US number however it is written', () => {
    expect(phoneNumberProblem('(555) 123')).toBe(PAGE_CHECK_MESSAGES.invalidPhone);
    expect(phoneNumberProblem('(555) 123-4567')).toBeUndefined();
    expect(phoneNumberProblem('+1 555 123 4567')).toBeUndefined();
  });

  it('refuses a +1 number outside the US area codes in the page own words', () => {
    for (const typed of ['(876) 555-0123', '809 555 0123', '+1 416 555 0123', '(800) 555-0123'])
      expect(phoneNumberProblem(typed)).toBe(PAGE_CHECK_MESSAGES.foreignPhone);
    for (const typed of ['(212) 555-0123', '(787) 555-0123', '(671) 555-0123'])
      expect(phoneNumberProblem(typed)).toBeUndefined();
  });
});
