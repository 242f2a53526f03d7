import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import type { StepActions } from '../../actions/step-actions';
import { inviteParentFixtures as f } from './fixtures';
import { inviteParentAnswer } from './rule';
import { inviteParentIntents, inviteParentView } from './view';

describe('inviteParentView', () => {
  it('shows the draft at the fourth group of child_first_flow_1', () => {
    expect(inviteParentView(f.empty.input)).toMatchObject({
      values: { firstName: '', phoneNumber: '' },
      fieldErrors: {},
    });
    expect(inviteParentView(f.filled.input).values).toEqual({
      firstName: 'Dana',
      phoneNumber: '(555) 987-6543',
    });
    expect(inviteParentView(f.submitting.input).loading).toBe(true);
  });

  it("puts the page's checks and the server's number refusal at their fields", () => {
    expect(Object.keys(inviteParentView(f.invalid.input).fieldErrors ?? {})).toEqual([
      'firstName',
      'phoneNumber',
    ]);
    expect(inviteParentView(f.phoneTaken.input)).toMatchObject({
      fieldErrors: { phoneNumber: 'That phone number already belongs to an account.' },
      formError: undefined,
    });
    expect(inviteParentView(f.callFailed.input).formError).toBe(ERROR_MESSAGES.default);
  });
});

describe('inviteParentAnswer', () => {
  const context = (phoneNumber: string | null) =>
    ({
      ...f.empty.input,
      user: { ...f.empty.input.user, phoneNumber },
      today: new Date(),
    }) as never;

  it("refuses the teen's own number; sends a good one as +1 digits with the name trimmed", () => {
    expect(
      inviteParentAnswer(
        { firstName: 'Dana', phoneNumber: '555-555-0123' },
        context('+15555550123'),
      ),
    ).toEqual({ errors: { phoneNumber: "Enter your parent or guardian's number, not your own" } });
    expect(
      inviteParentAnswer({ firstName: ' Dana ', phoneNumber: '(555) 987-6543' }, context(null)),
    ).toEqual({ answers: { inviteParent: { firstName: 'Dana', phoneNumber: '+15559876543' } } });
  });
});

describe('invite-parent intents', () => {
  it('filters the name as typed and sends through the rule', () => {
    const editDraft = vi.fn();
    const sendForm = vi.fn(async () => undefined);
    const actions = { editDraft, registration: { sendForm } } as unknown as StepActions;
    const intents = inviteParentIntents(actions);
    intents.onValuesChange({ firstName: 'Da\u0001na', phoneNumber: '555' });
    expect(editDraft).toHaveBeenCalledWith('invite_parent', {
      firstName: 'Dana',
      phoneNumber: '555',
    });
    intents.onContinue();
    expect(sendForm).toHaveBeenCalledWith('invite_parent', inviteParentAnswer);
  });
});
