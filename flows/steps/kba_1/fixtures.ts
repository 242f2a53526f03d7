import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { Question } from '../../model/entities';
import { IDENTITY_TEXTS } from '../../rules/identity';
import { typedInto } from '../../views/fixtures/form-parts';
import { atGroup } from '../../views/fixtures/sandbox-flows';
import { stateFixture, withParts } from '../../views/fixtures/state-fixture';

// The sandbox's questions (vocabulary/magic-values.ts), one group each.
const kba = (n: number, prompt: string, choices: string[]): Question => ({
  name: `kba_${n}`,
  kind: 'kba',
  prompt,
  choices,
});
const FIRST = kba(1, 'Which of these streets have you lived on?', [
  'Birch Road',
  'Harbor Lane',
  'Quarry Street',
  'None of the above',
]);
const LAST = kba(4, 'Which of these lenders have you had a loan with?', [
  'Summit Bank',
  'Evergreen Loans',
  'Harbor Credit Union',
  'None of the above',
]);

// The sandbox asks an inserted question group at the position after identity (8 of 10), with
// the challenge that brought it as a notice.
const at = (question: Question) => atGroup('parent_flow_1', 'funding', [question]);
const challenged = {
  registration: {
    error: 'Please answer a few questions to confirm your identity.',
    errorCode: 'ERR_KYC_PARTIAL_FAIL_CHALLENGE',
  },
};

/** Every state of a knowledge-question page (kba_1..kba_4) a parent can reach. */
export const kbaFixtures = {
  first: stateFixture('First question, after the challenge', withParts(at(FIRST), challenged)),
  picked: stateFixture(
    'Answer picked',
    withParts(at(FIRST), challenged, typedInto('kba', { answer: 'Harbor Lane' })),
  ),
  unanswered: stateFixture(
    'Continue without an answer',
    withParts(
      at(FIRST),
      challenged,
      typedInto('kba', {}, { answer: IDENTITY_TEXTS.kbaUnanswered }),
    ),
  ),
  submitting: stateFixture(
    'Sending the answer',
    withParts(at(FIRST), typedInto('kba', { answer: 'Harbor Lane' }), {
      registration: { loading: true, loadingFlags: { answer: true } },
    }),
  ),
  last: stateFixture('Last question', at(LAST)),
  timedOut: stateFixture(
    'Time ran out',
    withParts(at(FIRST), {
      registration: {
        error: ERROR_MESSAGES.allowedTimeoutExceeded,
        errorCode: 'ERR_ALLOWED_TIMEOUT_EXCEEDED',
      },
    }),
  ),
  callFailed: stateFixture(
    'Answer not sent',
    withParts(at(LAST), typedInto('kba', { answer: 'Summit Bank' }), {
      registration: { error: ERROR_MESSAGES.default },
    }),
  ),
};
