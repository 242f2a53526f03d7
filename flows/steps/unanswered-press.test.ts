import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { pressUnanswered } from './unanswered-press';

describe('a press whose code could not be fetched', () => {
  it("says so above the form in a failed call's words, with no field code", () => {
    expect(pressUnanswered()).toEqual({
      registration: {
        error: ERROR_MESSAGES.connection,
        errorCode: null,
        message: ERROR_MESSAGES.connection,
      },
    });
  });
});
