import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { embeddedEntry } from '../flows/rules/embedded';

// Client routes of spec section 2 answered with the app shell; anything else is a real 404.
export const CLIENT_ROUTES = ['/', '/reset-password/:type/:uid/:token', '/lta-redirect'];

const ONE_YEAR_SECONDS = 31_536_000;

/** Serves the built client: hashed assets cached for a year, index.html revalidated every time. */
export function staticApp(clientDir: string): Router {
  const router = express.Router();
  const indexPath = path.join(clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`No built client at ${clientDir}: run \`npm run build\` first.`);
  }
  // Read once: the files only change with a new build, which means a new process. The build
  // prerenders the first screen in both layout types, so the native apps' webviews paint the
  // compact one at once instead of flashing the website's header first.
  const indexHtml = readFileSync(indexPath, 'utf8');
  const compactPath = path.join(clientDir, 'index.compact.html');
  const compactHtml = existsSync(compactPath) ? readFileSync(compactPath, 'utf8') : indexHtml;

  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );

  const sendIndex: express.RequestHandler = (req, res) => {
    res.set('Cache-Control', 'no-cache');
    // The reset link's token is in the path: no request from that page may carry it onward.
    if (req.path.startsWith('/reset-password/')) res.set('Referrer-Policy', 'no-referrer');
    const search = new URLSearchParams(req.url.split('?')[1] ?? '');
    const compact = embeddedEntry(search).layoutType === 'compact';
    res.type('html').send(compact ? compactHtml : indexHtml);
  };
  for (const route of CLIENT_ROUTES) router.get(route, sendIndex);
  return router;
}
