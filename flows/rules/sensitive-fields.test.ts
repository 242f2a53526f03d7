import { describe, expect, it } from 'vitest';
import { REDACTED, redact, redactText } from './redact';
import { SENSITIVE_FIELDS } from './sensitive-fields';

/**
 * Spec section 3, "Sensitive fields that logs must redact", copied here on its own so that a
 * field dropped from SENSITIVE_FIELDS fails a test (redact.test.ts iterates over the exported
 * list, which would shrink with it).
 */
const SPEC_SECTION_3 = [
  'dob',
  'email',
  'emailAddress',
  'firstName',
  'lastName',
  'gender',
  'lat',
  'long',
  'pb_long',
  'parentalUnitName',
  'phoneNumber',
  'preferredName',
  'username',
  'ssn',
  'ssnLast4',
  'password',
  'new_password',
  'confirm_password',
  'verify_password',
  'current_password',
  'balance',
  'token',
  'braintree_token',
  'access_token',
  'account_number',
  'routing_number',
  'accountNumber',
  'routingNumber',
  'signed_request',
  'plaid_access_key',
  'apiTransKey',
  'apiLogin',
];

describe('the sensitive-field list (spec section 3)', () => {
  it('is the spec list word for word, in the spec order', () => {
    expect([...SENSITIVE_FIELDS]).toEqual(SPEC_SECTION_3);
  });

  it.each(SPEC_SECTION_3)('%s is masked inside a family member of a nested list', (field) => {
    const out = redact({ result: { members: [{ id: 'u1', [field]: 'v' }] } });
    expect(out).toEqual({ result: { members: [{ id: 'u1', [field]: REDACTED }] } });
  });

  it.each(SPEC_SECTION_3)(
    '%s is masked in a JSON fragment and a query string of free text',
    (field) => {
      expect(redactText(`failed {"${field}":"s3cr3t-value"}`)).toBe(
        `failed {"${field}":"${REDACTED}"}`,
      );
      expect(redactText(`/x?${field}=s3cr3t-value&ok=1`)).toBe(`/x?${field}=${REDACTED}&ok=1`);
    },
  );
});

describe('payment method nonces (the answer to set_funding_account)', () => {
  it.each(['paymentMethodNonce', 'payment_method_nonce', 'nonce'])('%s is masked', (key) => {
    expect(redact({ answers: { set_funding_account: { type: 'debit', [key]: 'n-1' } } })).toEqual({
      answers: { set_funding_account: { type: 'debit', [key]: REDACTED } },
    });
  });
});
