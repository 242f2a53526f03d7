import compression from 'compression';
import express, { type Express } from 'express';
import { staticApp } from './static';

export type AppOptions = {
  /** Folder of the built client (dist/client); omit to serve the API only. */
  clientDir?: string;
};

/** Builds the Express app without listening, so tests can mount it on any port. */
export function createApp({ clientDir }: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });

  if (clientDir) app.use(staticApp(clientDir));

  app.use((_req, res) => {
    res.status(404).json({ code: 'ERR_NOT_FOUND', message: 'Not found.' });
  });
  return app;
}
