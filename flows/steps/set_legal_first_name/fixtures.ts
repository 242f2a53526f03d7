import type { PROMO_CODES } from '../../../vocabulary/magic-values';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { PROMO_CODE_CHECKS_EN } from '../../../vocabulary/messages/promo-code-checks.en';
import type { Sentence } from '../../../vocabulary/messages/sentence';
import { NAME_TEXTS } from '../../rules/legal-name';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// parent_flow_1 asks the legal name as its third group of ten, with the partner of the link
// and an optional referral code.
const atName = atGroup('parent_flow_1', 'legal_name', [
  { name: 'set_legal_first_name', kind: 'name' },
  { name: 'set_legal_last_name', kind: 'name' },
  { name: 'set_partner_source', kind: 'text', optional: true },
  { name: 'set_referral_code', kind: 'text', optional: true },
]);
// A teen's flow asks the two names alone (child_first_flow_1, third group of five).
const teenAtName = withParts(
  atGroup('child_first_flow_1', 'legal_name', [
    { name: 'set_legal_first_name', kind: 'name' },
    { name: 'set_legal_last_name', kind: 'name' },
  ]),
  { user: { role: 'child' } },
);
const FORM = 'set_legal_first_name';
const typed = (
  draft: Record<string, unknown>,
  errors: Record<string, Sentence> = {},
  at = atName,
) =>
  withParts(
    at,
    typedInto(FORM, { firstName: '', lastName: '', referralCode: '', ...draft }, errors),
  );
const filled = typed({ firstName: 'Sam', lastName: 'Rivera' });
const withCode = (referralCodeCheck: unknown) =>
  typed({
    firstName: 'Sam',
    lastName: 'Rivera',
    referralCode: 'SANDBOX-EARNED' satisfies keyof typeof PROMO_CODES,
    referralCodeCheck,
  });
const verifying = { toggles: { promoCodeVerification: true } };

/** Every state of the legal-name page (set_legal_first_name) a person can reach. */
export const legalNameFixtures = {
  empty: stateFixture('Empty', atName),
  filled: stateFixture('Filled', filled),
  teen: stateFixture(
    'A teen: the names alone',
    typed({ firstName: 'Kit', lastName: 'Rivera' }, {}, teenAtName),
  ),
  prefilled: stateFixture(
    'Prefilled by the server',
    withParts(atName, {
      registration: { prefilledAnswers: { setLegalFirstName: 'Sam', setLegalLastName: 'Rivera' } },
    }),
  ),
  submitting: stateFixture(
    'Submitting',
    withParts(filled, { registration: { loadingFlags: { answer: true } } }),
  ),
  missing: stateFixture(
    'Continue with nothing typed',
    typed({}, { firstName: ANSWER_ERRORS.firstName, lastName: ANSWER_ERRORS.lastName }),
  ),
  tooLong: stateFixture(
    'A 64-letter name',
    typed(
      { firstName: 'A'.repeat(64), lastName: 'Rivera' },
      { firstName: NAME_TEXTS.tooLong('first') },
    ),
  ),
  characters: stateFixture(
    'Characters a name may not use',
    typed(
      { firstName: 'Sam😀', lastName: '李' },
      {
        firstName: NAME_TEXTS.characters('first', '😀'),
        lastName: NAME_TEXTS.characters('last', '李'),
      },
    ),
  ),
  codeChecking: stateFixture(
    'Promo code being checked',
    withParts(withCode({ state: 'checking' }), verifying),
  ),
  codeAccepted: stateFixture(
    'Promo code accepted',
    withParts(withCode({ state: 'valid', promoCodeState: 'EARNED', rewardValue: 10 }), verifying),
  ),
  codeRefused: stateFixture(
    'Promo code refused',
    withParts(
      withCode({ state: 'invalid', message: PROMO_CODE_CHECKS_EN['promoCodeChecks.refused'] }),
      verifying,
    ),
  ),
  promoCarried: stateFixture(
    'Code carried from the promo step',
    withParts(atName, {
      registration: { promoCode: { code: 'SANDBOX-REDEEMED', state: 'REDEEMED' } },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(filled, { registration: { error: ERROR_MESSAGES.default } }),
  ),
};
