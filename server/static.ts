import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express, { type Request, type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { embeddedEntry } from '../flows/rules/embedded';
import { CLIENT_CONFIG_META, type ClientConfig } from '../vocabulary/client-config';
import { LAYOUT_TYPES, type LayoutType } from '../vocabulary/domain';
import { LOCALE_COOKIE, LOCALES, type Locale } from '../vocabulary/locales';
import { escapeHtml, pageFile } from '../vocabulary/pages';
import { HttpError } from './http/errors';
import { pageLocale, switchedLanguage } from './page-locale';

// Client routes of spec section 2 answered with the app shell; anything else is a real 404.
// /reset-password/:type is the reset page's own address once it has read uid and token: a
// reload lands there (and says to open the emailed link again).
/** @internal */
export const CLIENT_ROUTES = [
  '/',
  '/reset-password/:type/:uid/:token',
  '/reset-password/:type',
  '/lta-redirect',
];

const ONE_YEAR_SECONDS = 31_536_000;

/** Serves the built client: hashed assets cached for a year, index.html revalidated every time. */
export function staticApp(clientDir: string, client: ClientConfig): Router {
  const router = express.Router();
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No built client at ${clientDir}: run \`npm run build\` first.`);
  }
  // Read once: the files only change with a new build, which means a new process. The build
  // prerenders the first screen in both layout types, so the native apps' webviews paint the
  // compact one at once instead of flashing the website's header first, and in each language.
  // A build without a page (npm run dev's) falls back to the English website's.
  const head = headTags(client);
  const indexHtml = withHead(readFileSync(indexPath, 'utf8'), head);
  const pageOf = (layoutType: LayoutType, locale: Locale) => {
    const file = path.join(clientDir, pageFile(layoutType, locale));
    return encodedPage(existsSync(file) ? withHead(readFileSync(file, 'utf8'), head) : indexHtml);
  };
  const pages = Object.fromEntries(
    LAYOUT_TYPES.map((layoutType) => [
      layoutType,
      Object.fromEntries(LOCALES.map((locale) => [locale, pageOf(layoutType, locale)])),
    ]),
  ) as Record<LayoutType, Record<Locale, ReturnType<typeof encodedPage>>>;

  // A missing asset is a 404 from here (fallthrough off), which the error handler answers in
  // JSON without logging it as a failure. Other methods and the bare folder fall through to the
  // same 404 rather than getting send's empty 405 or a redirect.
  // The build wrote a brotli and a gzip copy beside each text asset (scripts/precompress.ts):
  // each request gets the smallest its Accept-Encoding takes, with no compressing per request.
  const assets = expressStaticGzip(path.join(clientDir, 'assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      redirect: false,
      fallthrough: false,
    },
  });
  router.use('/assets', (req, res, next) => {
    if ((req.method === 'GET' || req.method === 'HEAD') && req.path !== '/') {
      // express-static-gzip answers a name it cannot decode with its own plain-text 400: the
      // catalogue's 400 answers it here first.
      if (!decodes(req.path)) return next(new HttpError(400, 'ERR_BAD_REQUEST', BAD_PATH));
      return assets(req, res, next);
    }
    next();
  });

  // The app turns ETags off (its API answers are never cached); the page is revalidated on
  // every load, so it gets one, computed once per build like the page itself, and is
  // compressed once too, each encoding with its own ETag.

  const sendIndex: express.RequestHandler = (req, res) => {
    res.set('Cache-Control', 'no-cache');
    // Spec section 2: pages outside production are kept out of search engines.
    if (client.appEnv !== 'production') res.set('X-Robots-Tag', 'noindex, nofollow');
    // The reset link's token is in the path: no request from that page may carry it onward.
    if (req.path.startsWith('/reset-password/')) res.set('Referrer-Policy', 'no-referrer');
    const search = new URLSearchParams(req.url.split('?')[1] ?? '');
    const switched = switchedLanguage(req, search);
    if (switched) {
      // The same cookie the switch writes once the app runs (flows/actions/language-actions.ts).
      res.cookie(LOCALE_COOKIE, switched.locale, { path: '/', sameSite: 'lax' });
      return res.redirect(303, switched.location);
    }
    const page = pages[embeddedEntry(search).layoutType][pageLocale(req, search)];
    const encoding = acceptedEncoding(req);
    const { body, etag } = page(encoding);
    res.vary('Accept-Encoding');
    res.vary('Accept-Language');
    res.vary('Cookie');
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.set('ETag', etag);
    res.type('html').send(body);
  };
  for (const route of CLIENT_ROUTES) router.get(route, sendIndex);
  return router;
}

const BAD_PATH = 'The request is not valid.';

const decodes = (value: string): boolean => {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
};

const etagOf = (body: Buffer, suffix: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}${suffix}"`;

type Encoding = 'br' | 'gzip' | 'identity';

/** The smallest encoding the request takes: the server's order, not the client's. */
const acceptedEncoding = (req: Request): Encoding =>
  (['br', 'gzip'] as const).find((encoding) => req.acceptsEncodings(encoding) === encoding) ??
  'identity';

type EncodedBody = { body: Buffer; etag: string };

/**
 * Each encoding of a page is made the first time a request asks for it, then kept: four pages
 * in two encodings at brotli's best took a quarter of a second of every start, for pages most
 * instances serve in one language and one layout.
 */
function encodedPage(html: string): (encoding: Encoding) => EncodedBody {
  const identity = Buffer.from(html);
  const tag = etagOf(identity, '');
  const encode: Record<Encoding, () => EncodedBody> = {
    identity: () => ({ body: identity, etag: tag }),
    br: () => ({
      body: brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
      etag: tag.replace(/"$/, '-br"'),
    }),
    gzip: () => ({ body: gzipSync(identity, { level: 9 }), etag: tag.replace(/"$/, '-gz"') }),
  };
  const made = new Map<Encoding, EncodedBody>();
  return (encoding) => {
    let body = made.get(encoding);
    if (!body) {
      body = encode[encoding]();
      made.set(encoding, body);
    }
    return body;
  };
}

/**
 * The CSP sources of the page's inline stylesheet (scripts/prerender.ts puts the one stylesheet
 * in the page): one sha256 per <style>, so no other inline style is allowed.
 */
export function pageStyleHashes(clientDir: string): string[] {
  return inlineHashes(clientDir, /<style>([\s\S]*?)<\/style>/g);
}

/**
 * The CSP sources of the page's one inline script (the boot handler that holds a press made
 * before the app runs, scripts/prerender.ts): one sha256 per bare <script>, nothing else inline.
 */
export function pageScriptHashes(clientDir: string): string[] {
  return inlineHashes(clientDir, /<script>([\s\S]*?)<\/script>/g);
}

function inlineHashes(clientDir: string, pattern: RegExp): string[] {
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) return [];
  const html = readFileSync(indexPath, 'utf8');
  return [...html.matchAll(pattern)].map(
    ([, text]) =>
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
  );
}

/** The page's config as a meta tag (no inline script), and noindex outside production. */
function headTags(client: ClientConfig): string {
  const config = `<meta name="${CLIENT_CONFIG_META}" content="${escapeHtml(JSON.stringify(client))}" />`;
  const robots =
    client.appEnv === 'production' ? '' : '<meta name="robots" content="noindex, nofollow" />';
  return `${robots}${config}`;
}

function withHead(html: string, tags: string): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head>');
  return html.replace('</head>', `${tags}</head>`);
}
