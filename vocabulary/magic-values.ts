/**
 * Deterministic inputs for every sandbox outcome, like a payment provider's test mode. The
 * README's magic-value table is this file; stories and tests use these names, not literals.
 */

/** Seeded people (phone numbers in the 555-01xx range reserved for fiction). */
export const SEEDED = {
  completeParent: {
    phoneNumber: '+15555550101',
    email: 'complete.parent@example.com',
    password: 'Sandbox-Harbor-Parent-1',
    firstName: 'Pat',
    lastName: 'Complete',
  },
  deactivatedParent: {
    phoneNumber: '+15555550102',
    email: 'deactivated.parent@example.com',
    password: 'Sandbox-Harbor-Parent-2',
  },
  invitedChild: { phoneNumber: '+15555550103', firstName: 'Kit', invitedBy: 'completeParent' },
  /**
   * A second child of the complete parent who never starts: whatever Kit does, the complete
   * parent always has a child still registering, so logging in stays at complete.
   */
  waitingChild: { phoneNumber: '+15555550106', firstName: 'Sam', invitedBy: 'completeParent' },
  approverInvite: { phoneNumber: '+15555550104', invitationToken: 'sandbox-approver-invite-0104' },
  invalidatedChild: { phoneNumber: '+15555550105' },
  /** A number whose phone check answers that the device cannot receive SMS. */
  noSmsDevice: { phoneNumber: '+15555550109' },
  /** A registered parent for forgot / reset password journeys (no children: next-gen hand-off). */
  forgetfulParent: {
    phoneNumber: '+15555550170',
    email: 'forgetful.parent@example.com',
    password: 'Sandbox-Harbor-Parent-3',
    firstName: 'Robin',
  },
  /** A registered parent whose next step is the app's own (widget_page): login shows it. */
  widgetParent: {
    phoneNumber: '+15555550107',
    email: 'widget.parent@example.com',
    password: 'Sandbox-Harbor-Parent-5',
    firstName: 'Jo',
  },
  /** A registered parent whose number must be confirmed again: phone check `invalidated`. */
  invalidatedParent: {
    phoneNumber: '+15555550172',
    email: 'invalidated.parent@example.com',
    password: 'Sandbox-Harbor-Parent-4',
  },
  /**
   * Session expiry on demand: every access token confirmed for this number is already
   * expired, so the first registration call after the code answers 401.
   */
  expiringSession: { phoneNumber: '+15555550179' },
  /** The same, for the journey inside the native apps (its own number: PIN sends are limited). */
  expiringSessionInApp: { phoneNumber: '+15555550178' },
} as const;

/** Identity check (KYC) outcome by SSN; any other well-formed SSN passes. */
export const SSN_OUTCOMES = {
  '123450001': 'ERR_KYC_SUCCESS',
  '123450002': 'ERR_KYC_PARTIAL_FAIL',
  '123450003': 'ERR_KYC_PARTIAL_FAIL_CHALLENGE',
  '123450004': 'ERR_KYC_FAIL',
  /**
   * A challenge whose first knowledge question has already waited past the idle limit, so its
   * answer comes back KBA_QUESTION_TIMEOUT (the allowed-time text) without waiting 2 minutes;
   * the set asked again runs on the normal clock.
   */
  '123450005': 'KBA_QUESTION_TIMEOUT',
} as const;

/** The knowledge-based questions asked after a challenge; the first choice listed is never the answer. */
export const KBA_QUESTIONS = [
  {
    prompt: 'Which of these streets have you lived on?',
    choices: ['Birch Road', 'Harbor Lane', 'Quarry Street', 'None of the above'],
    answer: 'Harbor Lane',
  },
  {
    prompt: 'Which of these cities have you had an address in?',
    choices: ['Fairview', 'Lakeside', 'Springfield', 'None of the above'],
    answer: 'Springfield',
  },
  {
    prompt: 'Which of these vehicles have you owned?',
    choices: ['2015 Ford Focus', '2011 Toyota Camry', '2012 Honda Civic', 'None of the above'],
    answer: '2012 Honda Civic',
  },
  {
    prompt: 'Which of these lenders have you had a loan with?',
    choices: ['Summit Bank', 'Evergreen Loans', 'Harbor Credit Union', 'None of the above'],
    answer: 'Harbor Credit Union',
  },
] as const;

/** A ZIP code the postal check cannot confirm: accepted, left as an unresolved error. */
export const UNVERIFIABLE_ZIP = '99999';

// Debit cards and wallets: vocabulary/sandbox-cards (the browser's adapter turns them into
// nonces, as the card provider's fields would; the server sees only the nonce).

/**
 * The sandbox's own bank, the one fixtures name.
 * @internal
 */
export const SANDBOX_BANK = { routingNumber: '110000000', name: 'Harbor Sandbox Bank' } as const;

/** Bank routing numbers known to the lookup; any other number with a valid checksum is unknown. */
export const BANKS: Record<string, string> = {
  [SANDBOX_BANK.routingNumber]: SANDBOX_BANK.name,
  '021000021': 'Sandbox National Bank',
  '011401533': 'Sandbox Savings and Loan',
};

/** Micro-deposit and card-verification amounts, in cents: the sandbox always sends these two. */
export const MICRO_DEPOSIT_CENTS = [32, 45] as const;

/** The same two amounts in dollars, as the bank statement shows them and a person types them. */
export const MICRO_DEPOSIT_DOLLARS = MICRO_DEPOSIT_CENTS.map((cents) =>
  (cents / 100).toFixed(2),
) as [string, string];

/** Promo codes and their states (spec section 3). */
export const PROMO_CODES = {
  'SANDBOX-EARNED': { state: 'EARNED', rewardValue: 10 },
  'SANDBOX-REDEEMED': { state: 'REDEEMED', rewardValue: 10 },
} as const;

/**
 * Instant bank link: a registration of this phone links through an OAuth bank, as Plaid's
 * OAuth institutions do: the link hands back no account at first, only the `oauth_state_id`
 * the bank returns the page with; opened again with that address (receivedRedirectUri), it
 * finishes. Any other registration links at once.
 */
export const OAUTH_BANK_PHONE = '+15555550280';

/** Instant bank link (Plaid-like): the institution and accounts every public token opens. */
export const INSTANT_BANK_ACCOUNTS = [
  { accountId: 'sandbox-checking', name: 'Sandbox Checking', mask: '0000', type: 'checking' },
  { accountId: 'sandbox-savings', name: 'Sandbox Savings', mask: '1111', type: 'savings' },
] as const;
