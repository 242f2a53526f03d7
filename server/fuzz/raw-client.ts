import http from 'node:http';
import zlib from 'node:zlib';

export type RawRequest = {
  method: string;
  /** Sent exactly as given: malformed percent-encoding and all. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; text: string };

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * One HTTP request with nothing normalised: fetch refuses a body on GET, rewrites some paths and
 * sets its own headers, and an attacker is bound by none of that.
 */
export function sendRaw(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        hostname,
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...(request.body === undefined
            ? {}
            : { 'content-length': Buffer.byteLength(request.body) }),
          ...request.headers,
        },
        // A stalled answer is a finding too: far beyond any normal answer on a loaded machine.
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString(
              'utf8',
            ),
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in 30 s: ${request.path}`)));
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** Answers compressed because a request asked for it are read as the client would. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

export const closeRawClient = (): void => agent.destroy();
