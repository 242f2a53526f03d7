import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { createMemoryStorage } from '../model/memory-storage';
import { resolveToggles, type Toggles } from '../rules/toggles';
import { startTestServer, type TestServer } from '../services/test-http-server';
import { createClients } from './create-clients';
import type { ActionDeps } from './deps';
import { resetState } from './start-over';

/** Action dependencies wired to real clients talking to a local test server. */
export function testDeps(server: TestServer, toggles: Partial<Toggles> = {}) {
  const log = vi.fn<ActionDeps['log']>();
  const native = vi.fn<NonNullable<ActionDeps['native']>>();
  const resolved = () => ({ ...resolveToggles(undefined), ...toggles });
  const deps = {
    clients: createClients(
      { origin: server.origin, toggles: resolved, anonymousId: () => 'anon-test' },
      log,
      native,
    ),
    toggles: resolved,
    anonymousId: () => 'anon-test',
    storage: createMemoryStorage(),
    today: () => new Date(2025, 5, 15),
    browserData: () => ({ timeZone: 'America/Chicago' }),
    redirect: vi.fn<ActionDeps['redirect']>(),
    log,
    track: vi.fn<ActionDeps['track']>(),
    scrollToTop: vi.fn<ActionDeps['scrollToTop']>(),
    identify: vi.fn<NonNullable<ActionDeps['identify']>>(),
    native,
  } satisfies ActionDeps;
  return deps;
}

/** Routes answers by path; anything else answers {}. */
export function replyByPath(
  server: TestServer,
  routes: Record<
    string,
    { status?: number; body?: unknown } | (() => { status?: number; body?: unknown })
  >,
) {
  server.setReply((request) => {
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return { body: {} };
    return typeof route === 'function' ? route() : route;
  });
}

/**
 * One local test server for a test file (`ctx.server` once the file's tests run). Every test
 * starts with no recorded requests, `{}` for every answer and fresh flow state.
 */
export function actionTestServer(): { readonly server: TestServer } {
  const ctx = {} as { server: TestServer };
  beforeAll(async () => {
    ctx.server = await startTestServer();
  });
  afterAll(() => ctx.server.close());
  beforeEach(() => {
    ctx.server.requests.length = 0;
    ctx.server.setReply(() => ({ body: {} }));
    resetState();
  });
  return ctx;
}
