import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

const CSS = 'body{color:#123}';
const INLINE = 'addEventListener("submit",()=>{},true)';
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script><style>${CSS}</style></head><body>${'<p>Hi</p>'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;

/** A built client as scripts/prerender.ts and scripts/precompress.ts leave it. */
function builtClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-built-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  writeFileSync(path.join(dir, 'assets', 'app.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'app.js.br'), 'brotli copy');
  writeFileSync(path.join(dir, 'assets', 'app.js.gz'), 'gzip copy');
  return dir;
}

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };

describe('the built client is sent compressed once, by what the browser accepts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clientDir: builtClientDir() });
  });
  afterAll(() => server.close());

  const fetchRaw = (pathname: string, headers: Record<string, string> = {}) =>
    new Promise<Raw>((resolve, reject) => {
      get(`${server.url}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      }).on('error', reject);
    });

  it('the page: brotli first, else gzip, else as it is, each with its own ETag', async () => {
    const br = await fetchRaw('/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toContain(`<style>${CSS}</style>`);

    const gz = await fetchRaw('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('<p>Hi</p>');

    const plain = await fetchRaw('/', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<p>Hi</p>');

    const tags = new Set([br, gz, plain].map((answer) => answer.headers.etag));
    expect(tags.size).toBe(3);
    const again = await fetchRaw('/', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.status).toBe(304);
    // A cached brotli page is not what a gzip-only client gets.
    const other = await fetchRaw('/', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(other.status).toBe(200);
  });

  it("the page's inline stylesheet, and no other, is allowed by its hash", async () => {
    const page = await fetchRaw('/');
    const hash = createHash('sha256').update(CSS).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(page.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it("the page's inline script, and no other, is allowed by its hash", async () => {
    const page = await fetchRaw('/');
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(page.headers['content-security-policy']).toContain(
      `script-src 'self' 'sha256-${hash}';`,
    );
  });

  it("assets: the build's brotli or gzip copy, else the file", async () => {
    const br = await fetchRaw('/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.body.toString()).toBe('brotli copy');
    const gz = await fetchRaw('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.body.toString()).toBe('gzip copy');
    const plain = await fetchRaw('/assets/app.js', { 'accept-encoding': 'identity' });
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect((await fetchRaw('/assets/app.js.missing')).status).toBe(404);
  });
});
