import { describe, expect, it } from 'vitest';
import { SSN_OUTCOMES } from '../../vocabulary/magic-values';
import { IDENTITY_TEXTS, identityState, kbaProgress, ssnError } from './identity';

describe('SSN', () => {
  it.each(Object.keys(SSN_OUTCOMES))('every sandbox SSN (%s) can be typed', (ssn) => {
    expect(ssnError(ssn)).toBeUndefined();
  });

  it.each([
    ['12345678', IDENTITY_TEXTS.ssn],
    ['000451234', IDENTITY_TEXTS.ssnInvalid],
    ['666451234', IDENTITY_TEXTS.ssnInvalid],
    ['912451234', IDENTITY_TEXTS.ssnInvalid],
    ['123001234', IDENTITY_TEXTS.ssnInvalid],
    ['123450000', IDENTITY_TEXTS.ssnInvalid],
  ])('%s is refused: %s', (ssn, text) => {
    expect(ssnError(ssn)).toBe(text);
  });
});

describe('identity check result codes (section 4)', () => {
  it.each([
    ['ERR_KYC_PARTIAL_FAIL', 'partialFail'],
    ['ERR_KYC_PARTIAL_FAIL_CHALLENGE', 'challenge'],
    ['ERR_KYC_FAIL', 'fail'],
    ['KBA_QUESTION_TIMEOUT', 'timeout'],
    ['ERR_ALLOWED_TIMEOUT_EXCEEDED', 'timeout'],
    ['ERR_IDENTITY_VERIFICATION', 'error'],
    ['ERR_KYC_SUCCESS', 'none'],
    [null, 'none'],
  ])('%s shows %s', (code, state) => {
    expect(identityState(code)).toBe(state);
  });
});

describe('kbaProgress', () => {
  it('counts the questions of a set, not the steps of the flow', () => {
    expect(kbaProgress('kba_1')).toEqual({ current: 1, total: 4 });
    expect(kbaProgress('kba_4')?.current).toBe(4);
    // A longer set than usual still reads "5 of 5", never "5 of 4".
    expect(kbaProgress('kba_5')).toMatchObject({ current: 5, total: 5 });
    expect(kbaProgress('verify_identity')).toBeUndefined();
    expect(kbaProgress(undefined)).toBeUndefined();
  });
});
