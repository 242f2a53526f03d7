import { describe, expect, it } from 'vitest';
import { REDACTED, redact, redactText } from './redact';
import { SENSITIVE_FIELDS } from './sensitive-fields';

describe('redact', () => {
  it.each(SENSITIVE_FIELDS)('replaces %s at the top level and when nested in arrays', (field) => {
    const input = { [field]: 'secret-value', nested: [{ deeper: { [field]: 42 } }] };
    expect(redact(input)).toEqual({
      [field]: REDACTED,
      nested: [{ deeper: { [field]: REDACTED } }],
    });
  });

  it('matches any casing of a listed field (the web service speaks snake_case)', () => {
    expect(
      redact({
        phone_number: '+15555550100',
        NewPassword: 'x',
        'routing-number': '1',
        ssn_last4: '1',
      }),
    ).toEqual({
      phone_number: REDACTED,
      NewPassword: REDACTED,
      'routing-number': REDACTED,
      ssn_last4: REDACTED,
    });
  });

  it('hides the flow’s own tokens and credentials', () => {
    const input = {
      registrationToken: 'r',
      regAccessToken: 'a',
      userJWT: 'j',
      placeholderToken: 'p',
      tempPhoneNumber: '+1555',
      phone: '+1555',
      confirmCode: '123456',
      emailCorrection: 'a@b.co',
      authorization: 'Bearer x',
      card_number: '4242424242424242',
      cvc: '123',
    };
    const out = redact(input);
    for (const key of Object.keys(input)) expect(out[key]).toBe(REDACTED);
  });

  it('replaces family user lists and requestor data whole', () => {
    const out = redact({
      user: { id: 'u1', role: 'parent', children: [{ id: 'c1', nickname: 'Bee' }] },
      family: { users: [{ id: 'u2' }] },
      requestor: { id: 'u3', relationship: 'aunt' },
    });
    expect(out).toEqual({
      user: { id: 'u1', role: 'parent', children: REDACTED },
      family: { users: REDACTED },
      requestor: REDACTED,
    });
  });

  it('keeps harmless fields, including error codes and step names', () => {
    const input = { code: 'ERR_KYC_FAIL', nextRegisterStep: 'set_plan', flowId: 'parent_flow_6' };
    expect(redact(input)).toEqual(input);
  });

  it('never mutates its input', () => {
    const input = { email: 'a@b.co', list: [{ password: 'p' }] };
    const copy = structuredClone(input);
    redact(input);
    expect(input).toEqual(copy);
  });

  it('survives cycles and keeps repeated (non-cyclic) references', () => {
    const shared = { id: 's' };
    const input: Record<string, unknown> = { a: shared, b: shared, email: 'x@y.co' };
    input.self = input;
    expect(redact(input)).toEqual({
      a: { id: 's' },
      b: { id: 's' },
      email: REDACTED,
      self: '[Circular]',
    });
  });

  it('turns an Error into a plain object with its message scrubbed and its props redacted', () => {
    const error = Object.assign(new Error('login failed for a@b.co with "password":"hunter2"'), {
      code: 'ERR_UNAUTHORIZED',
      phoneNumber: '+15555550100',
    });
    error.cause = { token: 'abc', status: 401 };
    const out = redact(error);
    expect(out.name).toBe('Error');
    expect(out.code).toBe('ERR_UNAUTHORIZED');
    expect(out.phoneNumber).toBe(REDACTED);
    expect(out.cause).toEqual({ token: REDACTED, status: 401 });
    expect(JSON.stringify(out)).not.toMatch(/a@b\.co|hunter2|5550100/);
  });

  it('scrubs every string leaf only when asked (server logs), not for analytics payloads', () => {
    const input = { error_message: 'sent to a@b.co' };
    expect(redact(input)).toEqual(input);
    expect(redact(input, { text: true })).toEqual({ error_message: 'sent to [EMAIL]' });
  });

  it('passes primitives through and copies Maps and Sets', () => {
    expect(redact('plain')).toBe('plain');
    expect(redact(7)).toBe(7);
    expect(redact(null)).toBe(null);
    expect(redact(new Map([['email', 'a@b.co']]))).toEqual({ email: REDACTED });
    expect(redact(new Set([{ ssn: '1' }]))).toEqual([{ ssn: REDACTED }]);
  });
});

describe('redactText', () => {
  it.each([
    [
      'JSON fragment',
      '{"phoneNumber":"+15555550100","role":"parent"}',
      '{"phoneNumber":"[REDACTED]","role":"parent"}',
    ],
    ['snake_case JSON', '{"new_password": "p@ss w"}', '{"new_password": "[REDACTED]"}'],
    ['query string', '/valid-email?email=a%40b.co&x=1', '/valid-email?email=[REDACTED]&x=1'],
    // An unquoted value runs to the next separator: better a word too many than one too few.
    ['key: value', 'token: abc123 failed', 'token: [REDACTED]'],
    ['key: value to a comma', 'token: abc123, retrying', 'token: [REDACTED], retrying'],
    ['two-word credential', 'Authorization: Bearer abc.def', 'Authorization: [REDACTED]'],
    ['two-word name', 'firstName: Jane Doe', 'firstName: [REDACTED]'],
    [
      'pairs one after another',
      'firstName: Jane lastName: Doe role: parent',
      'firstName: [REDACTED] lastName: [REDACTED] role: parent',
    ],
    // A harmless key's value can hold the pair: "Error: password=..." leaked before.
    ['pair inside an error text', 'Error: password=hunter22', 'Error: password=[REDACTED]'],
    [
      'pair inside a quoted message',
      '{"message":"failed for lastName=Doe"}',
      '{"message":"failed for lastName=[REDACTED]"}',
    ],
    ['email', 'no user a.b+c@example.com here', 'no user [EMAIL] here'],
    ['E.164 phone', 'sms to +15555550100 failed', 'sms to [PHONE] failed'],
    ['formatted phone', 'call (555) 555-0100 now', 'call [PHONE] now'],
    ['six-digit code', 'code 123456 was wrong', 'code [CODE] was wrong'],
    ['date of birth', 'born 01/31/2010', 'born [DATE]'],
    ['SSN', 'it was 123-45-6789', 'it was [NUMBER]'],
    ['card number', 'card 4111 1111 1111 1111 declined', 'card [NUMBER] declined'],
    ['JWT', 'bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl', 'bearer [JWT]'],
  ])('masks a %s', (_name, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it('keeps ordinary text, step names, toggle names and short numbers', () => {
    const text =
      'ERR_KYC_PARTIAL_FAIL at set_plan, onboardingForwardAllLegacyRegistrationTrafficToLta, retry 2 of 5 after 300 ms, status 422';
    expect(redactText(text)).toBe(text);
  });
});
