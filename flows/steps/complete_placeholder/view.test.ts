import { describe, expect, it } from 'vitest';
import { TEEN_PLACEHOLDER_EN as T } from '../../../vocabulary/messages/teen-placeholder.en';
import { teenPlaceholderFixtures as f } from './fixtures';
import { teenPlaceholderView } from './view';

describe('teenPlaceholderView (complete_placeholder)', () => {
  it('says nothing was sent, and who acts next: a parent signs up and adds the teen', () => {
    expect(teenPlaceholderView(f.waiting.input)).toEqual({ signedUpAs: 'teen' });
    expect(T['teenPlaceholder.heading']).toBe('Ask a parent or guardian to sign up');
    expect(T['teenPlaceholder.lead']).toContain(
      "We haven't created an account for you or sent anything",
    );
    expect(T['teenPlaceholder.parentSignsUp']).toBe(
      'Ask a parent or guardian to sign up for Harbor with their own mobile number.',
    );
    // Nothing here promises a message nobody will send.
    expect(Object.values(T).join(' ')).not.toMatch(/let you know|Thanks for signing up/);
  });

  it('an approver whose placeholder account is not counted as complete is told what to do', () => {
    expect(teenPlaceholderView(f.approver.input)).toEqual({ signedUpAs: 'approver' });
    expect(T['teenPlaceholder.approverHeading']).toBe("You're signed up as an approver");
    expect(T['teenPlaceholder.approverLogIn']).toBe(
      'Log in to the Harbor app with this mobile number and your password.',
    );
  });
});
