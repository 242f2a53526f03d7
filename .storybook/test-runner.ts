import type { TestRunnerConfig } from '@storybook/test-runner';
import type { BrowserContext, Page } from 'playwright';

type StoryRender = {
  isPending?: () => boolean;
  rerenderEnqueued?: boolean;
  story?: { playFunction?: unknown };
};

/** What the runner's jest environment keeps on its global: the page, and how it makes a new one. */
type RunnerGlobal = {
  page: Page;
  context: BrowserContext;
  jestPlaywright: { resetPage(): Promise<void> };
  __sbSetupPage(page: Page, context: BrowserContext): Promise<void>;
};

/**
 * A story whose play function changes its args (useArgs: typing, choosing) keeps re-rendering,
 * a11y check included, after the runner has seen it finish. Asking for the next story then
 * meets a render still pending, and Storybook tears that down by reloading the page
 * (StoryRender.teardown), which the runner reports as "most likely because of a navigation" and
 * rarely survives. So a story is left only once no re-render is pending or queued, and one with
 * a play function only once its render has been idle for a moment.
 */
const config: TestRunnerConfig = {
  /**
   * Should a reload still happen between two stories (above), the new document lacks the
   * runner's __test and the next story fails with "__test is not defined", which the runner,
   * unlike a reload during the story, does not retry. Then start this story on a fresh page set
   * up the way the runner's own retry does.
   */
  async preVisit(page) {
    const ready = await page
      .evaluate(() => typeof (window as unknown as { __test?: unknown }).__test === 'function')
      .catch(() => false);
    if (ready) return;
    const runner = globalThis as unknown as RunnerGlobal;
    await runner.jestPlaywright.resetPage();
    await runner.__sbSetupPage(runner.page, runner.context);
  },
  async postVisit(page) {
    await page.waitForFunction(
      () => {
        const w = window as unknown as {
          __STORYBOOK_PREVIEW__?: { currentRender?: StoryRender };
          __idleSince?: number;
        };
        const render = w.__STORYBOOK_PREVIEW__?.currentRender;
        const busy = Boolean(render?.isPending?.() || render?.rerenderEnqueued);
        if (render && !render.story?.playFunction && !busy) return true;
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
