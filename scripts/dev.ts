// `npm run dev`: the app from source with hot reload (Vite) in front of the real server and its
// sandbox, in one command. The server runs under `tsx watch` (restarted on a server change) on
// the next port, API only; Vite answers everything else and proxies the API and sandbox paths
// to it, so the page calls the same paths as in production. PORT (default 3000) is the page's.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createServer, type Plugin } from 'vite';
import {
  ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE,
  SERVICE_BASES,
} from '../flows/services/contract/endpoints';
import { pageLocale } from '../server/page-locale';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.DEV_API_PORT ?? port + 1);
const pageOrigin = `http://localhost:${port}`;

// Every path the server answers: the first segment of each service base of the contract, the
// sandbox's own pages (outbox, payment approval) and the health check.
const serverPaths = [
  ...new Set(
    [...Object.values(SERVICE_BASES), ACCESS_MANAGEMENT_PHONE_VERIFICATION_BASE].map(
      (base) => `/${base.split('/')[1]}`,
    ),
  ),
  '/sandbox',
  '/healthz',
];

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const server: ChildProcess = spawn(
  process.execPath,
  [tsxCli, 'watch', '--clear-screen=false', 'scripts/dev-server.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: process.env.HOST ?? '127.0.0.1',
      NODE_ENV: 'development',
      // Links in texts and emails (password reset, invitations) open the page Vite serves.
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? pageOrigin,
      // Its own embedded database, so `npm start` can run beside it.
      DATA_DIR: process.env.DATA_DIR ?? 'data/dev',
    },
  },
);

/**
 * The page in the family's language, as the server picks it for the built page (its switch's
 * cookie, ?locale=, the browser's languages): nothing is prerendered here, so the page's `lang`,
 * which the app starts in (app/main.tsx), is set on Vite's page instead.
 */
const pageLanguage = (): Plugin => ({
  name: 'page-language',
  configureServer(server) {
    const indexFile = fileURLToPath(new URL('../app/index.html', import.meta.url));
    server.middlewares.use((req, res, next) => {
      const url = new URL(req.url ?? '/', pageOrigin);
      const isPage =
        req.method === 'GET' &&
        req.headers.accept?.includes('text/html') &&
        !/\.\w+$/.test(url.pathname) &&
        !serverPaths.some((prefix) => url.pathname.startsWith(prefix));
      if (!isPage) return next();
      // Express's own reading of Accept-Language, the one the built page's server uses.
      const request = Object.assign(Object.create(express.request), { headers: req.headers });
      const locale = pageLocale(request, url.searchParams);
      server
        .transformIndexHtml(url.pathname + url.search, readFileSync(indexFile, 'utf8'))
        .then((html) => {
          res.setHeader('Content-Type', 'text/html');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`));
        }, next);
    });
  },
});

const vite = await createServer({
  plugins: [pageLanguage()],
  configFile: fileURLToPath(new URL('../app/vite.config.ts', import.meta.url)),
  server: {
    port,
    strictPort: true,
    proxy: Object.fromEntries(
      serverPaths.map((prefix) => [prefix, { target: `http://127.0.0.1:${apiPort}` }]),
    ),
  },
});
await vite.listen();
vite.printUrls();
// Scripts and the dev journey wait for this line, as for the server's own.
console.warn(JSON.stringify({ msg: 'dev listening', url: pageOrigin, api: apiPort }));

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await vite.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
server.once('exit', (code) => {
  if (!stopping) {
    console.error(`the dev server's API process exited (${code})`);
    void vite.close().then(() => process.exit(1));
  }
});
