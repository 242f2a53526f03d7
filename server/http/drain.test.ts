import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { createHttpServer, drain } from './http-server';

const TIMEOUTS = { keepAliveTimeoutMs: 65_000, headersTimeoutMs: 10_000, requestTimeoutMs: 30_000 };

describe('draining the HTTP server (SIGTERM)', () => {
  it('finishes a request in flight, tells its keep-alive client to close, and closes within the request', async () => {
    const app = express();
    // The drain starts once the server holds the second request: a fixed wait let a loaded
    // machine start it while that request was still on its way, on a connection still idle.
    let served = 0;
    let secondArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      secondArrived = resolve;
    });
    app.get('/slow', (_req, res) => {
      served += 1;
      if (served === 2) secondArrived();
      setTimeout(() => res.json({ ok: true }), 300);
    });
    const server = createHttpServer(app, TIMEOUTS);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    // An idle keep-alive connection, and one busy with a request when the drain starts.
    await fetchOn(agent, port, '/slow');
    const inFlight = fetchOn(agent, port, '/slow');
    await arrived;
    const started = Date.now();
    const drained = drain(server);
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    await drained;
    // Node's own close() waited for the busy connection's keep-alive time (65 s).
    expect(Date.now() - started).toBeLessThan(5_000);
    agent.destroy();
  }, 15_000);
});

function fetchOn(agent: http.Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
      })
      .on('error', reject);
  });
}
