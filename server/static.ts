import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

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
  // Read once: the file only changes with a new build, which means a new process.
  const indexHtml = readFileSync(indexPath, 'utf8');

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
    res.type('html').send(indexHtml);
  };
  for (const route of CLIENT_ROUTES) router.get(route, sendIndex);
  return router;
}
