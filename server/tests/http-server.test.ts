import { EventEmitter } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { type GuardedProcess, guardProcess } from '../process-guard';
import { startTestServer, type TestServer } from './support/test-server';

/** Writes `head` on a fresh connection and gives back everything the server sends until it closes. */
function raw(port: number, head: string, keepOpenMs = 0): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let got = '';
    socket.on('data', (chunk) => {
      got += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(got));
    if (keepOpenMs) setTimeout(() => socket.destroy(), keepOpenMs).unref();
  });
}

const statusAndBody = (answer: string) => {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head!.split(' ')[1]), body: body ? JSON.parse(body) : undefined };
};

const SHUTDOWN_DELAY_MS = 1_000;

describe('the HTTP server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        KEEP_ALIVE_TIMEOUT_MS: '3000',
        HEADERS_TIMEOUT_MS: '500',
        REQUEST_TIMEOUT_MS: '1000',
        SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      },
    });
  }, 60_000);
  afterAll(() => server?.close());

  it('keeps idle connections open longer than a balancer (65 s by default)', () => {
    expect(loadConfig({}).connectionTimeouts).toEqual({
      keepAliveTimeoutMs: 65_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
    expect(server.server.keepAliveTimeout).toBe(3000);
  });

  it('answers headers too large with 431 and a malformed request with 400, in JSON', async () => {
    const large = statusAndBody(
      await raw(
        server.port,
        `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(large).toEqual({
      status: 431,
      body: { code: 'ERR_HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    });
    const malformed = statusAndBody(
      await raw(server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: nine\r\n\r\n'),
    );
    expect(malformed).toEqual({
      status: 400,
      body: { code: 'ERR_BAD_REQUEST', message: 'The request is not valid.' },
    });
  });

  it('cuts a request head that does not arrive in time with 408', async () => {
    const started = performance.now();
    const slow = statusAndBody(
      await raw(server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n', 5_000),
    );
    expect(slow.status).toBe(408);
    expect(slow.body).toMatchObject({ code: 'ERR_REQUEST_TIMEOUT' });
    expect(performance.now() - started).toBeLessThan(4_000);
  }, 10_000);

  it('serves a second request on a keep-alive connection idle past the head timeout', async () => {
    const socket = net.connect(server.port, '127.0.0.1');
    let got = '';
    socket.on('data', (chunk) => {
      got += chunk.toString();
    });
    const request = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(socket.destroyed).toBe(false);
    socket.write(request);
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.destroy();
    expect(got.match(/HTTP\/1\.1 200/g)).toHaveLength(2);
  }, 10_000);

  // Last: it stops the file's server.
  it('on SIGTERM fails /readyz at once, serves SHUTDOWN_DELAY_MS closing each connection, then stops listening', async () => {
    const host = Object.assign(new EventEmitter(), { exit: vi.fn(), exitCode: undefined });
    guardProcess(server, host as unknown as GuardedProcess);
    const url = `http://127.0.0.1:${server.port}`;
    // A keep-alive connection (fetch keeps them) open from before the signal.
    expect((await fetch(`${url}/healthz`)).headers.get('connection')).toBe('keep-alive');
    const signalled = performance.now();
    host.emit('SIGTERM');

    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'stopping' });
    const during = await fetch(`${url}/healthz`);
    expect(during.status).toBe(200);
    expect(during.headers.get('connection')).toBe('close');
    // A connection opened during the wait is still taken (after it, this one would be refused).
    const opened = statusAndBody(
      await raw(server.port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    expect(opened.status).toBe(200);

    await vi.waitFor(() => expect(host.exit).toHaveBeenCalledWith(0), { timeout: 5_000 });
    expect(performance.now() - signalled).toBeGreaterThanOrEqual(SHUTDOWN_DELAY_MS);
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
