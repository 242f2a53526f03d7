import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { spyAllActions } from '../../views/test-step-actions';
import { accountStatusFixtures as status } from './fixtures';
import { accountStatusIntents, accountStatusView } from './view';

describe('accountStatusView', () => {
  it('deactivated: the section 8 text by newDeactivatedErrorMsg, each with a call to support', () => {
    expect(accountStatusView(status.deactivated.input)).toEqual({
      status: 'deactivated',
      heading: 'accountStatus.deactivatedHeading',
      text: ERROR_MESSAGES.deactivated,
      supportPhone: { display: '1-888-483-2645', href: 'tel:+18884832645' },
    });
    expect(accountStatusView(status.closed.input)).toMatchObject({
      heading: 'accountStatus.closedHeading',
      text: ERROR_MESSAGES.deactivatedNew,
      supportPhone: { display: '1-888-483-2645', href: 'tel:+18884832645' },
    });
  });

  it('invalidated: confirm the number again', () => {
    expect(accountStatusView(status.invalidated.input)).toMatchObject({
      status: 'invalidated',
      text: { id: 'accountStatus.invalidated' },
      supportPhone: undefined,
    });
    const { actions, called } = spyAllActions();
    const intents = accountStatusIntents(actions);
    intents.onContinue();
    intents.onStartOver();
    expect(called().sort()).toEqual(['session.confirmNumberAgain', 'session.startOver']);
  });
});
