import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local server saw: used by client tests instead of a mocked fetch. */
export type Recorded = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: unknown;
};

export type Reply = { status?: number; body?: unknown; delayForever?: boolean };

/**
 * A real HTTP server on an ephemeral port. `reply` decides each answer; every request is
 * recorded, and `waitForRequests(n)` resolves when n have arrived (no timers involved).
 */
export async function startTestServer() {
  const requests: Recorded[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let reply: (request: Recorded) => Reply = () => ({ status: 200, body: {} });

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(recorded);
      for (const waiter of waiters.filter((w) => requests.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const answer = reply(recorded);
      if (answer.delayForever) return;
      res.statusCode = answer.status ?? 200;
      if (answer.body === undefined) {
        res.end();
        return;
      }
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    setReply(next: (request: Recorded) => Reply) {
      reply = next;
    },
    waitForRequests(count: number): Promise<void> {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
