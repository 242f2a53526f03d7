import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { serveStatic } from '../support/static-server';

const storybookDir = fileURLToPath(new URL('../../storybook-static', import.meta.url));

/**
 * One Storybook preview per worker, switched from story to story as Storybook's own manager
 * does (setCurrentStory, updateGlobals), instead of a new page loading and parsing the whole
 * preview bundle for every shot: that load was most of a shot's time. The preview renders each
 * story afresh, so a shot is the same pixels either way (the baselines did not change).
 */
export const test = base.extend<object, { storybookUrl: string; preview: Page }>({
  storybookUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring.
    async ({}, use) => {
      const server = await serveStatic(storybookDir);
      await use(server.url);
      server.close();
    },
    { scope: 'worker' },
  ],
  preview: [
    async ({ browser, storybookUrl }, use) => {
      const context = await browser.newContext({ deviceScaleFactor: 1 });
      const page = await context.newPage();
      await page.goto(`${storybookUrl}/iframe.html?viewMode=story`);
      await page.waitForFunction(() => 'ready' in (window.__STORYBOOK_PREVIEW__ ?? {}));
      await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.ready());
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export type Shot = { id: string; layoutType?: 'default' | 'compact'; width: 375 | 1280 };

type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: {
    ready(): Promise<void>;
    currentRender?: { id?: string; phase?: string };
  };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
};
declare global {
  interface Window extends PreviewWindow {}
}

/** Shows one story alone (no Storybook chrome) in a layout type at a width, fonts loaded. */
export async function openStory(page: Page, shot: Shot) {
  const layoutType = shot.layoutType ?? 'default';
  await page.setViewportSize({ width: shot.width, height: 800 });
  await page.evaluate(
    ({ id, layoutType }) => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      channel?.emit('updateGlobals', { globals: { layoutType } });
      channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: shot.id, layoutType },
  );
  // Done when this story has finished rendering in this layout type (the frame says which).
  await page.waitForFunction(
    ({ id, layoutType }) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      const frame = document.querySelector<HTMLElement>('#storybook-root [data-layout-type]');
      return (
        render?.id === id && render.phase === 'finished' && frame?.dataset.layoutType === layoutType
      );
    },
    { id: shot.id, layoutType },
    { polling: 20 },
  );
  await page.evaluate(() => document.fonts.ready);
}

export { expect };
