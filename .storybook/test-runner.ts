import type { TestRunnerConfig } from '@storybook/test-runner';

type StoryRender = {
  isPending?: () => boolean;
  rerenderEnqueued?: boolean;
  story?: { playFunction?: unknown };
};

/**
 * A story whose play function changes its args (useArgs: typing, choosing) keeps re-rendering,
 * a11y check included, after the runner has seen it finish. Asking for the next story then
 * meets a render still pending, and Storybook tears that down by reloading the page
 * (StoryRender.teardown), which the runner reports as "most likely because of a navigation" and
 * rarely survives. So a story with a play function is left only once its render has been idle
 * for a moment; one without has nothing that could re-render it.
 */
const config: TestRunnerConfig = {
  async postVisit(page) {
    await page.waitForFunction(
      () => {
        const w = window as unknown as {
          __STORYBOOK_PREVIEW__?: { currentRender?: StoryRender };
          __idleSince?: number;
        };
        const render = w.__STORYBOOK_PREVIEW__?.currentRender;
        if (render && !render.story?.playFunction && !render.isPending?.()) return true;
        const busy = Boolean(render?.isPending?.() || render?.rerenderEnqueued);
        if (busy) {
          w.__idleSince = undefined;
          return false;
        }
        w.__idleSince ??= performance.now();
        return performance.now() - w.__idleSince >= 100;
      },
      undefined,
      { polling: 20, timeout: 15_000 },
    );
    await page.evaluate(() => {
      (window as unknown as { __idleSince?: number }).__idleSince = undefined;
    });
  },
};

export default config;
