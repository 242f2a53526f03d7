import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { serveStatic } from '../support/static-server';

const storybookDir = fileURLToPath(new URL('../../storybook-static', import.meta.url));

export const test = base.extend<object, { storybookUrl: string }>({
  storybookUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring.
    async ({}, use) => {
      const server = await serveStatic(storybookDir);
      await use(server.url);
      server.close();
    },
    { scope: 'worker' },
  ],
});

export type Shot = { id: string; layoutType?: 'default' | 'compact'; width: 375 | 1280 };

/** Opens one story alone (no Storybook chrome) in a layout type at a width, fonts loaded. */
export async function openStory(page: Page, storybookUrl: string, shot: Shot) {
  await page.setViewportSize({ width: shot.width, height: 800 });
  const globals = `layoutType:${shot.layoutType ?? 'default'}`;
  await page.goto(`${storybookUrl}/iframe.html?id=${shot.id}&viewMode=story&globals=${globals}`);
  await page.locator('#storybook-root > *').first().waitFor();
  await page.evaluate(() => document.fonts.ready);
}

export { expect };
