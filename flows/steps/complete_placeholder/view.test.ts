import { describe, expect, it } from 'vitest';
import { teenPlaceholderFixtures as f } from './fixtures';
import { teenPlaceholderView } from './view';

describe('teenPlaceholderView (complete_placeholder)', () => {
  it('says nothing was sent, and who acts next: a parent signs up and adds the teen', () => {
    const view = teenPlaceholderView(f.waiting.input);
    expect(view.heading).toBe('Ask a parent or guardian to sign up');
    expect(view.lead).toContain("We haven't created an account for you or sent anything");
    expect(view.next[0]).toBe(
      'Ask a parent or guardian to sign up for Harbor with their own mobile number.',
    );
    // Nothing here promises a message nobody will send.
    const words = [view.heading, view.lead, ...view.next].join(' ');
    expect(words).not.toMatch(/let you know|Thanks for signing up/);
  });

  it('an approver whose placeholder account is not counted as complete is told what to do', () => {
    const view = teenPlaceholderView(f.approver.input);
    expect(view.heading).toBe("You're signed up as an approver");
    expect(view.next).toEqual([
      'Log in to the Harbor app with this mobile number and your password.',
    ]);
  });
});
