import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '../../vocabulary/locales';
import { pageFile } from '../../vocabulary/pages';
import { startTestServer, type TestServer } from './support/test-server';

/** A built client with the four prerendered pages, each saying which it is. */
function builtClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-languages-'));
  mkdirSync(path.join(dir, 'assets'));
  for (const layoutType of ['default', 'compact'] as const) {
    for (const locale of ['en', 'es'] as const) {
      writeFileSync(
        path.join(dir, pageFile(layoutType, locale)),
        `<!doctype html><html lang="${locale}"><head></head><body>${layoutType}-${locale}</body></html>`,
      );
    }
  }
  return dir;
}

describe('the first screen is served in the family’s language', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clientDir: builtClientDir() });
  });
  afterAll(() => server.close());

  const pageOf = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${pathname}`, { headers });
    expect(response.status).toBe(200);
    return { body: await response.text(), vary: response.headers.get('vary') ?? '' };
  };

  it("follows the browser's languages, best first, and English for any other", async () => {
    expect((await pageOf('/', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' })).body).toContain(
      'default-es',
    );
    expect((await pageOf('/', { 'accept-language': 'en-US,es;q=0.5' })).body).toContain(
      'default-en',
    );
    expect((await pageOf('/', { 'accept-language': 'fr-FR, de;q=0.8' })).body).toContain(
      'default-en',
    );
    expect((await pageOf('/')).body).toContain('default-en');
    // A cache must keep one copy per language and per choice.
    const { vary } = await pageOf('/');
    expect(vary).toContain('Accept-Language');
    expect(vary).toContain('Cookie');
  });

  it("takes the apps' ?locale= over the browser's, in the apps' compact layout", async () => {
    const embedded = await pageOf('/?layoutType=compact&locale=es', { 'accept-language': 'en' });
    expect(embedded.body).toContain('compact-es');
    expect((await pageOf('/?locale=en', { 'accept-language': 'es' })).body).toContain('default-en');
  });

  it("takes the switch's cookie over everything, on every page of the app", async () => {
    const cookie = `other=1; ${LOCALE_COOKIE}=es`;
    expect((await pageOf('/?locale=en', { cookie, 'accept-language': 'en' })).body).toContain(
      'default-es',
    );
    expect((await pageOf('/reset-password/parent', { cookie })).body).toContain('default-es');
  });

  it('ignores what it does not speak, however it is written', async () => {
    for (const value of ['fr', 'es;evil', '', '%00', 'e'.repeat(5000), '../../etc']) {
      const { body } = await pageOf(`/?locale=${encodeURIComponent(value)}`, {
        cookie: `${LOCALE_COOKIE}=${encodeURIComponent(value)}`,
      });
      expect(body).toContain('default-en');
    }
  });

  it('keeps the whole address when the switch is followed before the script runs', async () => {
    const from = `${server.url}/?token=abc123&layoutType=compact#top`;
    const response = await fetch(`${server.url}/?locale=es`, {
      headers: { referer: from },
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/?token=abc123&layoutType=compact#top');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=es; Path=/; SameSite=Lax$`));
    // Back at its address, the page is in the language chosen, its layout kept.
    const back = await pageOf('/?token=abc123&layoutType=compact', {
      cookie: cookie.split(';')[0]!,
    });
    expect(back.body).toContain('compact-es');
  });

  it("serves the language at once for a ?locale= that is not the switch's", async () => {
    const asked: Record<string, string>[] = [
      {}, // no referrer: the browser or a policy left it out
      { referer: 'https://elsewhere.example/?token=abc' },
      { referer: `${server.url}/lta-redirect?token=abc` }, // another page of this site
      { referer: 'javascript:alert(1)' },
      { referer: 'not a url' },
      { referer: `${server.url}//evil.example/` },
    ];
    for (const headers of asked) {
      const response = await fetch(`${server.url}/?locale=es`, {
        headers,
        redirect: 'manual',
      });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await response.text()).toContain('default-es');
    }
    // The apps' own ?locale= among their parameters is never taken for the switch.
    const embedded = await fetch(`${server.url}/?layoutType=compact&locale=es`, {
      headers: { referer: `${server.url}/?layoutType=compact` },
      redirect: 'manual',
    });
    expect(embedded.status).toBe(200);
  });
});
