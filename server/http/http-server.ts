import { createServer, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';

export type ConnectionTimeouts = {
  /** Idle keep-alive connections live longer than a balancer's (60 s on AWS, GCP, nginx). */
  keepAliveTimeoutMs: number;
  /** A request head (line and headers) must arrive within this: slow-header floods cut. */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
};

/**
 * How often Node looks for heads and requests past their time: its default (30 s) let a slow
 * head live up to 30 s past headersTimeout.
 */
const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

/**
 * The HTTP server for the app. keepAliveTimeout sits above the balancer's idle timeout, so the
 * balancer, never this server, closes an idle connection: otherwise it may send a request on
 * a connection this server is closing, and the client gets a reset. Node (18 and later) times
 * a head from its first byte, so headersTimeout may be far below keepAliveTimeout without
 * cutting idle keep-alive connections (http-server.test.ts shows it).
 */
export function createHttpServer(app: Express, timeouts: ConnectionTimeouts): Server {
  const server = createServer(
    {
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    app,
  );
  server.on('clientError', answerClientError);
  trackSockets(server);
  return server;
}

type Answering = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Stops the server the way a rolling restart needs: no new connections, idle keep-alive
 * connections closed at once, and each request in flight finished, its answer saying
 * `Connection: close` (when its head is not sent yet) and its connection closed once answered.
 * Node's own close() leaves a connection that was busy open for its whole keep-alive time
 * (65 s), past the process's grace. Resolves when every connection has closed.
 */
export function drain(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const sockets = openSockets.get(server) ?? new Set<Answering>();
  for (const socket of sockets) {
    const answer = socket._httpMessage;
    if (!answer) continue;
    if (!answer.headersSent) answer.setHeader('Connection', 'close');
    answer.once('finish', () => setImmediate(() => server.closeIdleConnections()));
  }
  server.closeIdleConnections();
  return closed;
}

/** Each server's open connections: counted per connection, nothing per request. */
const openSockets = new WeakMap<Server, Set<Answering>>();

function trackSockets(server: Server): void {
  const sockets = new Set<Answering>();
  openSockets.set(server, sockets);
  server.on('connection', (socket: Answering) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
}

type ClientErrorAnswer = { status: number; reason: string; code: string; message: string };

const BAD_REQUEST: ClientErrorAnswer = {
  status: 400,
  reason: 'Bad Request',
  code: 'ERR_BAD_REQUEST',
  message: 'The request is not valid.',
};

/** Node's own refusals (before Express sees a request), by the parser's error code. */
const CLIENT_ERRORS: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'ERR_HEADERS_TOO_LARGE',
    message: 'The request headers are too large.',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    code: 'ERR_PAYLOAD_TOO_LARGE',
    message: 'The request is too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'ERR_REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
  },
};

/**
 * Node answers a request it cannot parse (or one too slow, or with headers too large) itself,
 * with an empty body. The same statuses here, in the catalogue's JSON shape, then the
 * connection closes as Node's would. A connection already reset, or one whose answer has
 * begun, is only closed.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const answer = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = JSON.stringify({ code: answer.code, message: answer.message });
  socket.end(
    `HTTP/1.1 ${answer.status} ${answer.reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
