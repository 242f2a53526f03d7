import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { spyPhoneActions } from '../../views/test-step-actions';
import { phoneFixtures as phone } from './fixtures';
import { phoneIntents, phoneView } from './view';

describe('phoneView', () => {
  it('shows the number typed so far, nothing else on a fresh page', () => {
    expect(phoneView(phone.empty.input)).toEqual({
      phoneNumber: '',
      loading: false,
      error: undefined,
      formError: undefined,
      sessionNotice: undefined,
    });
    expect(phoneView(phone.filled.input).phoneNumber).toBe('(555) 123-4567');
    expect(phoneView(phone.checking.input).loading).toBe(true);
  });

  it("puts the page's check and a refusal about the number at the field, others above", () => {
    expect(phoneView(phone.invalid.input)).toMatchObject({
      error: PAGE_CHECK_MESSAGES.invalidPhone,
      formError: undefined,
    });
    expect(phoneView(phone.smsUnsupported.input)).toMatchObject({
      error: ERROR_MESSAGES.smsUnsupported,
      formError: undefined,
    });
    expect(phoneView(phone.serverError.input)).toMatchObject({
      error: undefined,
      formError: ERROR_MESSAGES.default,
    });
  });

  it('says the session expired as a notice, not as an error', () => {
    expect(phoneView(phone.sessionExpired.input)).toMatchObject({
      sessionNotice: ERROR_MESSAGES.sessionExpired,
      formError: undefined,
    });
  });

  it('intents: typing and Continue are one action each', () => {
    const { actions, phoneSet } = spyPhoneActions();
    const intents = phoneIntents(actions);
    intents.onPhoneNumberChange('(555)');
    intents.onContinue();
    expect(actions.typePhoneNumber).toHaveBeenCalledWith('(555)');
    expect(phoneSet.submitPhoneNumber).toHaveBeenCalledTimes(1);
  });
});
