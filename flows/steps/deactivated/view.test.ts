import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { spyAllActions } from '../../views/test-step-actions';
import { accountStatusFixtures as status } from './fixtures';
import { accountStatusIntents, accountStatusView } from './view';

describe('accountStatusView', () => {
  it('deactivated: the section 8 text by newDeactivatedErrorMsg, each with a call to support', () => {
    expect(accountStatusView(status.deactivated.input)).toEqual({
      status: 'deactivated',
      heading: 'Your account is deactivated',
      text: ERROR_MESSAGES.deactivated,
      callSupport: { label: 'Call 1-888-483-2645', href: 'tel:+18884832645' },
    });
    expect(accountStatusView(status.closed.input)).toMatchObject({
      heading: 'Your account is closed',
      text: ERROR_MESSAGES.deactivatedNew,
      callSupport: { label: 'Call 1-888-483-2645', href: 'tel:+18884832645' },
    });
  });

  it('invalidated: confirm the number again', () => {
    expect(accountStatusView(status.invalidated.input)).toMatchObject({
      status: 'invalidated',
      callSupport: undefined,
    });
    const { actions, called } = spyAllActions();
    const intents = accountStatusIntents(actions);
    intents.onContinue();
    intents.onStartOver();
    expect(called().sort()).toEqual(['session.confirmNumberAgain', 'session.startOver']);
  });
});
