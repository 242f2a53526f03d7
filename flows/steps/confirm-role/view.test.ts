import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { spyPhoneActions } from '../../views/test-step-actions';
import { roleFixtures as role } from './fixtures';
import { roleIntents, roleView } from './view';

describe('roleView', () => {
  it('shows the pick so far and the field error of no pick', () => {
    expect(roleView(role.empty.input)).toMatchObject({ role: null, roleSelectCTA: false });
    expect(roleView(role.teen.input).role).toBe('child');
    expect(roleView(role.missing.input).error).toBe(PAGE_CHECK_MESSAGES.noRole);
    expect(roleView(role.serverError.input).formError).toBe(ERROR_MESSAGES.default);
  });

  it('roleSelectCTA: the toggle reaches the screen', () => {
    expect(roleView(role.roleSelectCTAParent.input)).toMatchObject({
      role: 'parent',
      roleSelectCTA: true,
    });
  });

  it('intents: pick and Continue are one action each; Back is the history of the page', () => {
    const { actions, phoneSet } = spyPhoneActions();
    const intents = roleIntents(actions);
    intents.onRoleChange('child');
    intents.onContinue();
    expect(intents).not.toHaveProperty('onBack');
    expect(actions.editDraft).toHaveBeenCalledWith(FORMS.role, { role: 'child' });
    expect(phoneSet.submitRole).toHaveBeenCalledTimes(1);
  });
});
