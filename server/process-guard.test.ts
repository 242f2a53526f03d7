import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_LOGGED_PATH } from './http/request-log';
import { redactForLogs } from './log-redact';
import { createLogger } from './logger';
import { type GuardedProcess, guardProcess } from './process-guard';
import { type Child, startChild } from './tests/support/test-child-process';

/** Production at debug: every request line and every error-handler line is written. */
const startProductionChild = () =>
  startChild({
    NODE_ENV: 'production',
    LOG_LEVEL: 'debug',
    PUBLIC_BASE_URL: 'https://join.example.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
  });

const SIX_KB_PAIRS = `/assets/${'a='.repeat(3000)}`;
const FIFTEEN_KB_WORD = `/assets/${'a'.repeat(15_000)}`;

// One child for the whole file (starting PGlite costs seconds); the last test ends it.
describe('the server process', () => {
  let server: Child;
  beforeAll(async () => {
    server = await startProductionChild();
  }, 90_000);
  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('keeps serving after a 6 KB a= path and a 15 KB single-word path, logging them cut short', async () => {
    const paths = [SIX_KB_PAIRS, SIX_KB_PAIRS.replace('/assets', ''), FIFTEEN_KB_WORD];
    const answers = await Promise.all(paths.map((path) => fetch(`${server.url}${path}`)));
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404]);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    // Request lines are written when a response ends and come through a pipe: wait for them.
    const logged = () =>
      server.lines
        .filter((line) => line.includes('"msg":"request"'))
        .map((line) => JSON.parse(line).path as string);
    await vi.waitFor(
      () => expect(logged().filter((path) => path.includes('truncated'))).toHaveLength(3),
      { timeout: 10_000 },
    );
    for (const path of logged()) expect(path.length).toBeLessThan(MAX_LOGGED_PATH + 50);
  }, 30_000);

  it('serves twenty 15 KB paths and then /healthz in well under five seconds', async () => {
    // Linear, bounded logging makes each of these a few milliseconds; the old scrub blocked
    // the event loop over a second for each, so /healthz waited half a minute behind them.
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${server.url}${FIFTEEN_KB_WORD}`).then((answer) => answer.text()),
      ),
    );
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(5_000);
  }, 60_000);

  it('logs an uncaught exception redacted at fatal, then exits 1 for its supervisor', async () => {
    server.child.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    const fatal = server.lines.map((line) => JSON.parse(line)).find((line) => line.level === 60);
    expect(fatal).toMatchObject({
      msg: 'uncaught exception: exiting for a restart',
      err: { message: 'boom for [EMAIL]' },
    });
    expect(server.lines.join('\n')).not.toContain('pat.parent@example.com');
  }, 30_000);
});

describe('guardProcess', () => {
  function guarded(shutdownDelayMs?: number) {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'info',
      redact: redactForLogs,
      destination: new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
    const host = Object.assign(new EventEmitter(), { exit: vi.fn(), exitCode: undefined });
    const close = vi.fn((_options?: { delayMs?: number }) => Promise.resolve());
    guardProcess(
      { logger, close, ...(shutdownDelayMs ? { shutdownDelayMs } : {}) },
      host as unknown as GuardedProcess,
    );
    return { host, close, lines };
  }

  it('logs an unhandled rejection redacted, closes the server and exits 1', async () => {
    const { host, close, lines } = guarded();
    host.emit('unhandledRejection', new Error('no row for 555-555-0101'), Promise.resolve());
    host.emit('uncaughtException', new Error('a second one while closing'), 'uncaughtException');
    await vi.waitFor(() => expect(host.exit).toHaveBeenCalledWith(1));
    expect(close).toHaveBeenCalledTimes(1);
    expect(host.exitCode).toBe(1);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 60,
      err: { message: 'no row for [PHONE]' },
    });
  });

  it('closes the server on SIGTERM and exits 0', async () => {
    const { host, close } = guarded();
    host.emit('SIGTERM');
    await vi.waitFor(() => expect(host.exit).toHaveBeenCalledWith(0));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('waits SHUTDOWN_DELAY_MS on SIGTERM only, and a SIGINT during the wait ends it', () => {
    const terminated = guarded(5_000);
    terminated.host.emit('SIGTERM');
    expect(terminated.close).toHaveBeenLastCalledWith({ delayMs: 5_000 });
    terminated.host.emit('SIGINT');
    expect(terminated.close).toHaveBeenLastCalledWith();
    const interrupted = guarded(5_000);
    interrupted.host.emit('SIGINT');
    expect(interrupted.close).toHaveBeenCalledExactlyOnceWith({ delayMs: 0 });
  });
});
