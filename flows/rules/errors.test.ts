import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import {
  deactivatedMessage,
  identityErrorMessage,
  isDuplicateEmailMessage,
  isMaxAttemptsCode,
  isTrackedStepError,
  loginErrorMessage,
} from './error-codes';
import { messageFromError } from './error-message';

describe('catalogue texts (section 8, word for word)', () => {
  it.each([
    ['default', 'An unexpected error occurred. Please try again later.'],
    ['smsUnsupported', 'Please use a device that supports SMS messaging.'],
    [
      'deactivated',
      'Your account has been deactivated. Please call customer support at 1-888-483-2645.',
    ],
    [
      'deactivatedNew',
      'Oops! Your account is currently closed. To reactivate, please log in to the Harbor app.',
    ],
    ['unableToValidateUser', 'Unable to validate your user at this time.'],
    ['currentPricingPlan', 'Unable to get current pricing plan.'],
    ['pricingPlanList', 'Unable to get list of pricing plans.'],
    [
      'planUpgrade',
      'Something went wrong with your plan upgrade. Contact customer support for assistance.',
    ],
    ['sessionExpired', 'Your session has expired. Please log in again.'],
    [
      'duplicateEmail',
      'The email address you entered is already associated with an account. Please login with that account or contact support.',
    ],
    ['voicePinSent', 'Calling! Please enter confirmation code below'],
    [
      'crash',
      'An unexpected error occurred. Please try again. If the problem continues please call support at 888-483-2645.',
    ],
    ['identityVerification', 'There was an error verifying your identity. Please try again later.'],
    ['allowedTimeoutExceeded', 'You took too long to answer these questions. Please try again.'],
    ['partialIdentity', 'Please re-enter your information and try again'],
  ] as const)('%s', (key, text) => {
    expect(ERROR_MESSAGES[key]).toBe(text);
  });
});

describe('message extraction ("read from the response message, a nested message, or detail on status 422")', () => {
  it.each([
    ['response message', 400, { message: 'Bad phone' }, 'Bad phone'],
    ['nested message', 400, { message: { message: 'Nested' } }, 'Nested'],
    ['nested error message', 500, { error: { message: 'Inner' } }, 'Inner'],
    ['array: first item', 400, { message: [{ message: 'First' }, { message: 'Second' }] }, 'First'],
    ['array of strings', 400, { message: ['One', 'Two'] }, 'One'],
    ['detail on 422', 422, { detail: 'Unprocessable' }, 'Unprocessable'],
    ['detail array on 422', 422, { detail: [{ msg: 'field required' }] }, 'field required'],
    ['detail ignored on 400', 400, { detail: 'Hidden' }, ERROR_MESSAGES.default],
    ['empty body', 500, {}, ERROR_MESSAGES.default],
    ['blank message', 500, { message: '  ' }, ERROR_MESSAGES.default],
    ['no body', 500, undefined, ERROR_MESSAGES.default],
    ['the server down behind its proxy', 502, undefined, ERROR_MESSAGES.connection],
    ['no answer in time from the proxy', 504, { error: 'timeout' }, ERROR_MESSAGES.connection],
    ['a message from behind the proxy', 503, { message: 'Down for upkeep' }, 'Down for upkeep'],
  ])('%s', (_case, status, body, expected) => {
    // A failed call reaches the page as a thrown HTTP error with its parsed body.
    expect(messageFromError({ status, json: body })).toBe(expected);
  });

  it('reads a thrown HTTP error by its status and JSON or text body', () => {
    expect(messageFromError({ status: 422, json: { detail: 'Bad date' } })).toBe('Bad date');
    expect(messageFromError({ status: 400, text: '{"message":"From text"}' })).toBe('From text');
    expect(messageFromError({ status: 400, text: '<html>' })).toBe(ERROR_MESSAGES.default);
    expect(messageFromError(new Error('boom'))).toBe(ERROR_MESSAGES.default);
  });

  it('says a call that reached no server is the connection, and that nothing was lost', () => {
    const timeout = Object.assign(new Error('The request took too long.'), {
      name: 'TimeoutError',
    });
    for (const error of [new TypeError('Failed to fetch'), timeout]) {
      expect(messageFromError(error)).toBe(ERROR_MESSAGES.connection);
    }
    expect(ERROR_MESSAGES.connection).toMatch(/connection.*Nothing you entered has been lost/);
  });

  it('takes the first item of an array ("the first item\'s message is used")', () => {
    expect(messageFromError({ status: 400, json: { message: [{ message: 'a' }, 'b'] } })).toBe('a');
    expect(messageFromError({ status: 400, json: { message: [] } })).toBe(ERROR_MESSAGES.default);
  });
});

describe('reactions by code', () => {
  it('ERR_DEACTIVATED on login shows the deactivated text, the newer one behind its toggle', () => {
    expect(deactivatedMessage(false)).toBe(ERROR_MESSAGES.deactivated);
    expect(deactivatedMessage(true)).toBe(ERROR_MESSAGES.deactivatedNew);
    expect(loginErrorMessage('ERR_DEACTIVATED', 'server', false)).toBe(ERROR_MESSAGES.deactivated);
    expect(loginErrorMessage('ERR_UNAUTHORIZED', 'Wrong password', true)).toBe('Wrong password');
  });

  it.each([
    ['ERR_IDENTITY_VERIFICATION', ERROR_MESSAGES.identityVerification],
    ['ERR_ALLOWED_TIMEOUT_EXCEEDED', ERROR_MESSAGES.allowedTimeoutExceeded],
    ['KBA_QUESTION_TIMEOUT', ERROR_MESSAGES.allowedTimeoutExceeded],
    ['ERR_KYC_PARTIAL_FAIL', ERROR_MESSAGES.partialIdentity],
    ['ERR_KYC_PARTIAL_FAIL_CHALLENGE', ERROR_MESSAGES.partialIdentity],
    ['ERR_KYC_FAIL', 'server words'],
  ])('identity error %s shows %s', (code, text) => {
    expect(identityErrorMessage(code, 'server words')).toBe(text);
  });

  it('the duplicate-email text, and only it, sets registeredEmailError', () => {
    expect(isDuplicateEmailMessage(ERROR_MESSAGES.duplicateEmail)).toBe(true);
    expect(isDuplicateEmailMessage('Email is invalid')).toBe(false);
  });

  it('ERR_KYC_SUCCESS is not tracked as a step error; others are', () => {
    expect(isTrackedStepError('ERR_KYC_SUCCESS')).toBe(false);
    expect(isTrackedStepError('ERR_KYC_FAIL')).toBe(true);
    expect(isTrackedStepError(undefined)).toBe(true);
  });

  it('ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS marks maxAttempts', () => {
    expect(isMaxAttemptsCode('ERR_MAX_CHALLENGE_WITHDRAWAL_VERIFICATIONS')).toBe(true);
    expect(isMaxAttemptsCode('ERR_PIN_INVALID')).toBe(false);
  });
});
