import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { toggleInitialGlobals } from '../../flows/views/stories/toggle-globals';
import type { Locale } from '../../vocabulary/locales';
import { serveStatic } from './static-server';

const storybookDir = fileURLToPath(new URL('../../storybook-static', import.meta.url));

/** A story or docs page of the built Storybook's index. */
export type IndexEntry = {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
};

/** The built Storybook's index: the suites find their stories here, so a new one is tested. */
export function storybookIndex(): IndexEntry[] {
  const index = JSON.parse(readFileSync(`${storybookDir}/index.json`, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries);
}

/**
 * One Storybook preview per worker, switched from story to story as Storybook's own manager
 * does (setCurrentStory, updateGlobals), instead of a new page loading and parsing the whole
 * preview bundle for every story: that load was most of a story's time. The preview renders
 * each story afresh, so a shot is the same pixels either way (the baselines did not change).
 */
export const test = base.extend<
  object,
  { storybookUrl: string; preview: Page; storybookTestEnvironment: boolean }
>({
  /** The stories project declares Storybook's test environment; the screenshots do not. */
  storybookTestEnvironment: [false, { option: true, scope: 'worker' }],
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
    async ({ browser, storybookUrl, storybookTestEnvironment }, use) => {
      const context = await browser.newContext({ deviceScaleFactor: 1 });
      // Storybook's test environment, as its own runners declare it (by the user agent):
      // animations are stopped at their end instead of awaited, so a story is checked at rest.
      if (storybookTestEnvironment) {
        await context.addInitScript(() => {
          const agent = `${navigator.userAgent} StorybookTestRunner`;
          Object.defineProperty(navigator, 'userAgent', { get: () => agent });
        });
      }
      const page = await context.newPage();
      await page.goto(`${storybookUrl}/iframe.html?viewMode=story`);
      await previewReady(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

async function previewReady(page: Page) {
  await page.waitForFunction(() => 'ready' in (window.__STORYBOOK_PREVIEW__ ?? {}));
  await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.ready());
}

export type Shot = {
  id: string;
  layoutType?: 'default' | 'compact';
  width: 375 | 1280;
  /** The toolbar's toggle menus (flows/views/stories/toggle-globals); unnamed ones as the state. */
  toggles?: Record<string, string>;
  /** The toolbar's language; English unless named. */
  locale?: Locale;
};

type StoryRender = {
  id?: string;
  phase?: string;
  isPending?: () => boolean;
  rerenderEnqueued?: boolean;
  story?: { playFunction?: unknown };
};
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { ready(): Promise<void>; currentRender?: StoryRender };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, payload: unknown): void;
    on(event: string, listener: (payload: never) => void): void;
    off(event: string, listener: (payload: never) => void): void;
  };
};
declare global {
  interface Window extends PreviewWindow {}
}

/** Shows one story alone (no Storybook chrome) in a layout type at a width, fonts loaded. */
export async function openStory(page: Page, shot: Shot) {
  const layoutType = shot.layoutType ?? 'default';
  await page.setViewportSize({ width: shot.width, height: 800 });
  // Asked again if the story has not shown in this layout type after a while: a layout change
  // for the story already showing can be lost in its re-render (seen once in a clean-clone run).
  for (let attempt = 1; ; attempt++) {
    await page.evaluate(
      ({ id, globals }) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        channel?.emit('updateGlobals', { globals });
        channel?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      },
      {
        id: shot.id,
        globals: {
          ...toggleInitialGlobals,
          ...shot.toggles,
          layoutType,
          locale: shot.locale ?? 'en',
        },
      },
    );
    // Done when this story has finished rendering in this layout type and language (the frame
    // and the language's wrapper say which).
    const shown = await page
      .waitForFunction(
        ({ id, layoutType, locale }) => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender;
          const frame = document.querySelector<HTMLElement>('#storybook-root [data-layout-type]');
          return (
            render?.id === id &&
            render.phase === 'finished' &&
            frame?.dataset.layoutType === layoutType &&
            frame.closest('[lang]')?.getAttribute('lang') === locale
          );
        },
        { id: shot.id, layoutType, locale: shot.locale ?? 'en' },
        { polling: 20, timeout: 8_000 },
      )
      .then(
        () => true,
        (error: unknown) => {
          if (attempt >= 3) throw error;
          return false;
        },
      );
    if (shown) break;
  }
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Renders one story as Storybook's test runner does: its loaders, render, play function and
 * afterEach (where the accessibility addon runs axe), and resolves with what went wrong, if
 * anything. Storybook says how a story ended on its channel: storyFinished carries the
 * reports (axe's violations fail it under `a11y: { test: 'error' }`); an exception in the
 * render or the play function has events of its own.
 */
export async function playStory(page: Page, storyId: string): Promise<string | undefined> {
  // A reload (below) leaves a new document whose preview must load again.
  await previewReady(page);
  const problem = await page.evaluate(
    (storyId) =>
      new Promise<string | undefined>((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        if (!channel) return resolve('no Storybook channel in the preview');
        type Report = {
          type: string;
          status: string;
          result?: {
            error?: unknown;
            violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[];
          };
        };
        const listeners: Record<string, (payload: never) => void> = {
          storyFinished: ({ status, reporters }: { status: string; reporters: Report[] }) => {
            if (status !== 'error') return done(undefined);
            const failed = reporters.filter((report) => report.status === 'failed');
            done(
              failed
                .flatMap((report) =>
                  report.result?.violations?.length
                    ? report.result.violations.map(
                        (v) =>
                          `${report.type} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
                      )
                    : [`${report.type}: ${String(report.result?.error ?? 'failed')}`],
                )
                .join('\n') || 'the story ended in an error (see the page)',
            );
          },
          storyErrored: ({ description }: { description: string }) => done(description),
          storyThrewException: ({ message }: { message: string }) => done(message),
          playFunctionThrewException: ({ message }: { message: string }) => done(message),
          unhandledErrorsWhilePlaying: ([error]: { message: string }[]) =>
            done(`unhandled error while playing: ${error?.message}`),
          storyMissing: (id: string) => id === storyId && done('no such story in this build'),
        };
        function done(problem: string | undefined) {
          for (const [event, listener] of Object.entries(listeners)) channel?.off(event, listener);
          resolve(problem);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    storyId,
  );
  // A story whose play function changes its args (typing, choosing) keeps re-rendering after
  // it finished. Asking for the next story while a render is pending makes Storybook tear the
  // page down with a reload, so a story is left only once no render is pending or queued, and
  // one with a play function only once it has been idle for a moment.
  await page.waitForFunction(
    () => {
      const w = window as Window & { __idleSince?: number };
      const render = w.__STORYBOOK_PREVIEW__?.currentRender;
      const busy = Boolean(render?.isPending?.() || render?.rerenderEnqueued);
      if (render && !render.story?.playFunction && !busy) return true;
      if (busy) {
        w.__idleSince = undefined;
        return false;
      }
      w.__idleSince ??= performance.now();
      if (performance.now() - w.__idleSince < 100) return false;
      w.__idleSince = undefined;
      return true;
    },
    undefined,
    { polling: 20 },
  );
  return problem;
}

export { expect };
