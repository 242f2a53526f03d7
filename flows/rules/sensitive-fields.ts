/**
 * The sensitive fields of spec section 3, word for word: logs, client monitoring and analytics
 * must never carry their values.
 * @internal
 */
export const SENSITIVE_FIELDS = [
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
] as const;

/**
 * "Family user lists and requestor data are also redacted" (section 3): these keys are replaced
 * whole, because a list of family members is personal data even when its items carry keys the
 * field list does not name (a child's nickname, a relationship).
 */
const REDACTED_COLLECTIONS = ['children', 'users', 'familyUsers', 'requestor'] as const;

/**
 * Keys the section 3 list does not name but which carry the same secrets under other names in
 * this flow's own state and calls (spec sections 3 and 7): every *token and *password
 * (registrationToken, regAccessToken, userJWT, placeholderToken, newPassword...), the phone under
 * `phone` (has-registration) and `tempPhoneNumber`, the server's emailCorrection, a PIN, the
 * tokenized email link and credentials of the HTTP layer. Matching them is stricter than the
 * list, never looser.
 */
const CREDENTIAL_KEY_SUFFIXES = [
  'token',
  'password',
  'jwt',
  'secret',
  'phonenumber',
  'accesskey',
  'transkey',
  'stargatewaykey',
  'accountnumber',
  'routingnumber',
  // A payment method nonce (paymentMethodNonce) spends like the card it stands for, once.
  'nonce',
] as const;

const EXTRA_SENSITIVE_KEYS = [
  'phone',
  'emailCorrection',
  'confirmCode',
  'pin',
  'tokenizedLink',
  'authorization',
  'cookie',
  'set-cookie',
  'client-ip-address',
  'ipAddress',
  'ip_addresses',
  'proveRedirectUri',
  // Card data (PCI DSS): the debit card's number and security code, never logged or tracked.
  'cardNumber',
  'cvv',
  'cvc',
  'securityCode',
] as const;

/** camelCase, snake_case, kebab-case and any capitalisation name the same field. */
const normaliseKey = (key: string): string => key.replace(/[_\-\s]/g, '').toLowerCase();

const exactKeys = new Set(
  [...SENSITIVE_FIELDS, ...EXTRA_SENSITIVE_KEYS].map((field) => normaliseKey(field)),
);
const collectionKeys = new Set(REDACTED_COLLECTIONS.map((field) => normaliseKey(field)));

export function isSensitiveKey(key: string): boolean {
  const normalised = normaliseKey(key);
  return (
    exactKeys.has(normalised) ||
    CREDENTIAL_KEY_SUFFIXES.some((suffix) => normalised.endsWith(suffix))
  );
}

export const isRedactedCollection = (key: string): boolean => collectionKeys.has(normaliseKey(key));
