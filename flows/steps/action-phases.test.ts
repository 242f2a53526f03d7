import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import {
  actionFailed,
  busyStarted,
  errorCleared,
  errorTextCleared,
  loadingEnded,
  loadingStarted,
  noticeRead,
} from './action-phases';

describe('the phases of an action', () => {
  it('start busy with the action flag beside the others, clearing the last error on a call', () => {
    const state = { loadingFlags: { pricingPlan: true } };
    expect(busyStarted(state, 'answer')).toEqual({
      registration: { loading: true, loadingFlags: { pricingPlan: true, answer: true } },
    });
    expect(loadingStarted(state, 'answer')).toEqual({
      registration: {
        loading: true,
        loadingFlags: { pricingPlan: true, answer: true },
        error: null,
      },
    });
  });

  it('end with the flag gone, loading while another action still runs', () => {
    expect(loadingEnded({ loadingFlags: { answer: true, pricingPlan: true } }, 'answer')).toEqual({
      registration: { loading: true, loadingFlags: { pricingPlan: true } },
    });
    expect(loadingEnded({ loadingFlags: { answer: true } }, 'answer')).toEqual({
      registration: { loading: false, loadingFlags: {} },
    });
  });

  it('fail with the text and its code, marking a duplicate email and an expired session', () => {
    expect(actionFailed('Shown', 'ERR_X', 'Server words')).toEqual({
      registration: { error: 'Shown', errorCode: 'ERR_X', message: 'Shown' },
    });
    expect(actionFailed('Shown', null, ERROR_MESSAGES.duplicateEmail).registration).toMatchObject({
      registeredEmailError: true,
    });
    expect(actionFailed('Shown', null, ERROR_MESSAGES.sessionExpired).registration).toMatchObject({
      timeoutError: 'Shown',
    });
  });

  it('clear an error (with or without its code) and a read notice', () => {
    expect(errorCleared()).toEqual({ registration: { error: null, errorCode: null } });
    expect(errorTextCleared()).toEqual({ registration: { error: null } });
    expect(noticeRead()).toEqual({ registration: { message: null } });
  });
});
