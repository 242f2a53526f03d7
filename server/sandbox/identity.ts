import { KBA_QUESTIONS, SSN_OUTCOMES } from '../../vocabulary/magic-values';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { kbaQuestionName } from '../../vocabulary/question-names';
import { MINUTE } from './clock';
import { flowError } from './flows/engine';
import type { HandlerOutcome, QuestionGroup, QuestionHandler } from './flows/types';

/**
 * Identity verification (KYC) with knowledge-based questions following NIST SP 800-63A's KBV
 * rules: 4 questions of 4 choices, all must be right, at most 3 attempts, and 2 minutes idle on
 * a question restarts the set and counts as a failed attempt.
 */
const KBA_RULES = { maxAttempts: 3, idleMs: 2 * MINUTE } as const;

// Spec section 8 texts where it gives them; the sandbox's own words otherwise.
const IDENTITY_MESSAGES = {
  ERR_KYC_PARTIAL_FAIL: ERROR_MESSAGES.partialIdentity,
  ERR_KYC_PARTIAL_FAIL_CHALLENGE: 'Please answer a few questions to confirm your identity.',
  ERR_KYC_FAIL: ERROR_MESSAGES.identityVerification,
  ERR_ALLOWED_TIMEOUT_EXCEEDED: ERROR_MESSAGES.allowedTimeoutExceeded,
  KBA_QUESTION_TIMEOUT: ERROR_MESSAGES.allowedTimeoutExceeded,
  ERR_INVALID_SSN: 'Please enter a valid 9-digit Social Security number.',
} as const;

type KbaState = { attempt: number; index: number; correct: number; askedAt: string };

const kbaQuestionGroup = (index: number): QuestionGroup => {
  const item = KBA_QUESTIONS[index]!;
  return {
    groupId: `identity_questions_${index + 1}`,
    questions: [
      {
        name: kbaQuestionName(index + 1),
        kind: 'kba',
        prompt: item.prompt,
        choices: [...item.choices],
      },
    ],
  };
};

const passed = (): HandlerOutcome => ({
  extras: [{ action: 'verify_identity', status: 'pass', code: 'ERR_KYC_SUCCESS' }],
});

const failed = (action: string): HandlerOutcome => ({
  halt: flowError(action, 'ERR_KYC_FAIL', IDENTITY_MESSAGES.ERR_KYC_FAIL),
  extras: [{ action: 'verify_identity', status: 'fail', code: 'ERR_KYC_FAIL' }],
});

/** verify_identity: the SSN decides the outcome (magic values); only its last 4 are kept. */
export const verifyIdentity: QuestionHandler = async ({ value, now, state, question }) => {
  const ssn = String((value as { ssn?: unknown })?.ssn ?? value ?? '').replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(ssn)) {
    return {
      error: flowError(question.name, 'ERR_INVALID_SSN', IDENTITY_MESSAGES.ERR_INVALID_SSN),
    };
  }
  const keep = { ssnLast4: ssn.slice(-4) };
  const outcome = SSN_OUTCOMES[ssn as keyof typeof SSN_OUTCOMES] ?? 'ERR_KYC_SUCCESS';
  const attempts = Number(state.kycAttempts ?? 0) + 1;
  state.kycAttempts = attempts;
  switch (outcome) {
    case 'ERR_KYC_SUCCESS':
      return { ...passed(), keep };
    case 'ERR_KYC_FAIL':
      return { ...failed(question.name), keep };
    case 'ERR_KYC_PARTIAL_FAIL':
      if (attempts >= KBA_RULES.maxAttempts) return { ...failed(question.name), keep };
      return {
        keep,
        stay: true,
        notice: flowError(question.name, outcome, IDENTITY_MESSAGES.ERR_KYC_PARTIAL_FAIL),
      };
    case 'ERR_KYC_PARTIAL_FAIL_CHALLENGE':
    case 'KBA_QUESTION_TIMEOUT': {
      // The timeout magic value backdates the first question past the idle limit.
      const askedAt =
        outcome === 'KBA_QUESTION_TIMEOUT' ? new Date(now.getTime() - KBA_RULES.idleMs - 1) : now;
      const kba: KbaState = { attempt: 1, index: 0, correct: 0, askedAt: askedAt.toISOString() };
      state.kba = kba;
      return {
        keep,
        insertGroup: kbaQuestionGroup(0),
        notice: flowError(
          question.name,
          'ERR_KYC_PARTIAL_FAIL_CHALLENGE',
          IDENTITY_MESSAGES.ERR_KYC_PARTIAL_FAIL_CHALLENGE,
        ),
      };
    }
  }
};

/** One knowledge-based question per group, so the 2-minute idle limit applies to each. */
export const answerKbaQuestion: QuestionHandler = async ({ value, now, state, question }) => {
  const kba = state.kba as KbaState | undefined;
  if (!kba)
    return {
      error: flowError(question.name, 'ERR_INVALID_STATE', 'No identity questions are open.'),
    };

  const restart = (
    code: 'KBA_QUESTION_TIMEOUT' | 'ERR_KYC_PARTIAL_FAIL_CHALLENGE',
  ): HandlerOutcome => {
    if (kba.attempt >= KBA_RULES.maxAttempts) return failed(question.name);
    state.kba = { attempt: kba.attempt + 1, index: 0, correct: 0, askedAt: now.toISOString() };
    const notice =
      code === 'KBA_QUESTION_TIMEOUT'
        ? flowError(
            question.name,
            'ERR_ALLOWED_TIMEOUT_EXCEEDED',
            IDENTITY_MESSAGES.ERR_ALLOWED_TIMEOUT_EXCEEDED,
          )
        : flowError(question.name, code, IDENTITY_MESSAGES.ERR_KYC_PARTIAL_FAIL_CHALLENGE);
    return {
      insertGroup: kbaQuestionGroup(0),
      notice,
      extras: [{ action: 'verify_identity', status: code }],
    };
  };

  if (now.getTime() - Date.parse(kba.askedAt) > KBA_RULES.idleMs)
    return restart('KBA_QUESTION_TIMEOUT');
  const correct = kba.correct + (value === KBA_QUESTIONS[kba.index]?.answer ? 1 : 0);
  const next = kba.index + 1;
  if (next < KBA_QUESTIONS.length) {
    state.kba = { ...kba, index: next, correct, askedAt: now.toISOString() };
    return { insertGroup: kbaQuestionGroup(next) };
  }
  if (correct === KBA_QUESTIONS.length) {
    state.kba = undefined;
    return passed();
  }
  return restart('ERR_KYC_PARTIAL_FAIL_CHALLENGE');
};
