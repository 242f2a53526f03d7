import { describe, expect, it } from 'vitest';
import { STEP_ENTRIES } from '../../flows/views/step-registry';
import { WALKTHROUGHS } from '../../flows/views/stories/walkthroughs';

// A walkthrough shows the app's own states: every page is a step's fixture, so a renamed or
// removed state fails here rather than as a blank page in Storybook.
describe('walkthroughs', () => {
  for (const [persona, pages] of Object.entries(WALKTHROUGHS)) {
    it(`${persona}: every page is a state of its step`, () => {
      const missing = pages.filter(
        ([step, state]) => !STEP_ENTRIES.find((entry) => entry.step === step)?.fixtures[state],
      );
      expect(missing).toEqual([]);
    });
  }
});
