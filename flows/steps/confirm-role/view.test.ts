import { describe, expect, it, vi } from 'vitest';
import type { StepActions } from '../../actions/step-actions';
import { ERROR_MESSAGES } from '../../rules/errors';
import { FORMS, PAGE_CHECK_MESSAGES } from '../../rules/page-checks';
import { roleFixtures as role } from './fixtures';
import { roleIntents, roleView } from './view';

const spyActions = () => {
  const phoneSet = {
    submitPhoneNumber: vi.fn(),
    changeNumber: vi.fn(),
    resendPin: vi.fn(),
    voicePin: vi.fn(),
    confirmCode: vi.fn(),
    submitRole: vi.fn(),
  };
  const actions = {
    editDraft: vi.fn(),
    typePhoneNumber: vi.fn(),
    phone: phoneSet,
  } as unknown as StepActions;
  return { actions, phoneSet };
};

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
    const { actions, phoneSet } = spyActions();
    const intents = roleIntents(actions);
    intents.onRoleChange('child');
    intents.onContinue();
    expect(intents).not.toHaveProperty('onBack');
    expect(actions.editDraft).toHaveBeenCalledWith(FORMS.role, { role: 'child' });
    expect(phoneSet.submitRole).toHaveBeenCalledTimes(1);
  });
});
