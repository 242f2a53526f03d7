// The answers a test parent gives, with no test runner in them: the suites (test-flows.ts) and
// the cluster bench (scripts/bench-cluster.ts) walk the same registration.

export const TEST_PASSWORD = 'Maple-Harbor-Lantern';

/** A test parent's birth date and a postal address the sandbox confirms. */
export const TEST_ABOUT_YOU = {
  set_date_of_birth: '04/05/1985',
  set_legal_address: {
    street: '1 Harbor Lane',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
  },
};

/**
 * The answers of parent_flow_1 in order, one per step, for a parent on `phoneNumber`: the
 * email, a password, the legal name, birth date and address, a plan, a child, an SSN that
 * passes, a debit card and a first load. Override a step by its question's name.
 */
export function parentAnswers(
  phoneNumber: string,
  overrides: Record<string, unknown> = {},
): Array<Record<string, unknown>> {
  const steps: Array<Record<string, unknown>> = [
    { set_user_email: `${phoneNumber.slice(1)}@example.com` },
    {
      set_user_password_and_confirm: { password: TEST_PASSWORD, confirm_password: TEST_PASSWORD },
    },
    { set_legal_first_name: 'Pat', set_legal_last_name: 'Lee' },
    TEST_ABOUT_YOU,
    { set_plan: 'standard' },
    { add_child_info: [{ first_name: 'Kit' }] },
    { verify_identity: { ssn: '123-45-0001' } },
    { set_funding_account: { type: 'debit', payment_method_nonce: 'sandbox-debit-approve-nonce' } },
    { set_initial_funding_amount: 25 },
  ];
  return steps.map((step) =>
    Object.fromEntries(
      Object.entries(step).map(([name, value]) => [
        name,
        name in overrides ? overrides[name] : value,
      ]),
    ),
  );
}
