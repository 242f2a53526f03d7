import { describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../../vocabulary/messages/errors.en';
import { ANSWER_ERRORS } from '../../rules/register-answers';
import type { StateFixture } from '../../views/fixtures/state-fixture';
import { childrenFixtures as f } from './fixtures';
import { childrenAnswer } from './rule';
import { childrenIntents, childrenView } from './view';

const today = new Date(2026, 10, 24);
const submit = (fixture: StateFixture, draft?: Record<string, unknown>) =>
  childrenAnswer(
    (draft ?? fixture.input.form.drafts.add_child_info ?? {}) as never,
    {
      ...fixture.input,
      today,
    } as never,
  );

describe('childrenView (add_child_info)', () => {
  it('starts with one empty child at the sixth group of ten, no COPPA fields', () => {
    expect(childrenView(f.empty.input)).toEqual({
      loading: false,
      formError: undefined,
      fieldErrors: {},
      childrenInfo: [{ firstName: '', dob: '' }],
      requireChildDateOfBirth: false,
      displayDisclaimer: false,
    });
    expect(childrenView(f.two.input).childrenInfo.map((child) => child.firstName)).toEqual([
      'Maya',
      'Leo',
    ]);
  });

  it('follows the COPPA toggle: the date of birth, and the disclaimer on its own flag', () => {
    expect(childrenView(f.coppa.input)).toMatchObject({
      requireChildDateOfBirth: true,
      displayDisclaimer: true,
    });
    expect(childrenView(f.dobOnly.input)).toMatchObject({
      requireChildDateOfBirth: true,
      displayDisclaimer: false,
    });
  });

  it("shows the page's own checks at each child's field, a failed call above the form", () => {
    expect(childrenView(f.missing.input).fieldErrors).toEqual({
      'child-2-first-name': ANSWER_ERRORS.childFirstName,
    });
    expect(childrenView(f.callFailed.input).formError).toBe(ERROR_MESSAGES.default);
  });

  it('Continue: each child named (and born, under COPPA), sent as a list', () => {
    expect(submit(f.two)).toEqual({
      answers: { addChildInfo: [{ firstName: 'Maya' }, { firstName: 'Leo' }] },
    });
    expect(submit(f.coppaFilled)).toEqual({
      answers: { addChildInfo: [{ firstName: 'Maya', dob: '06/02/2012' }] },
    });
    expect(submit(f.coppa)).toEqual({
      errors: {
        'child-1-first-name': ANSWER_ERRORS.childFirstName,
        'child-1-dob': ANSWER_ERRORS.childDob,
      },
    });
    // Without the toggle a date typed earlier is not sent.
    expect(submit(f.empty, { children: [{ firstName: ' Maya ', dob: '06/02/2012' }] })).toEqual({
      answers: { addChildInfo: [{ firstName: 'Maya' }] },
    });
  });

  it("wires edits to the draft (a name keeps only the service's characters), Continue to the rule", () => {
    const editDraft = vi.fn();
    const sendForm = vi.fn();
    const intents = childrenIntents({ editDraft, registration: { sendForm } } as never);
    intents.onChildrenInfoChange([{ firstName: 'Ma😀ya', dob: '' }]);
    expect(editDraft).toHaveBeenCalledWith('add_child_info', {
      children: [{ firstName: 'Maya', dob: '' }],
    });
    intents.onContinue();
    expect(sendForm).toHaveBeenCalledWith('add_child_info', childrenAnswer);
  });
});
