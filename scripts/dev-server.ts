// The server of `npm run dev` (scripts/dev.ts runs it under `tsx watch`): server/main.ts's
// start without the built client, since Vite serves the app from source with hot reload and
// sends the API and sandbox paths here.
import { startServer } from '../server/bootstrap';
import { ConfigError, loadConfig } from '../server/config';
import { redactForLogs } from '../server/log-redact';
import { guardProcess } from '../server/process-guard';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const running = await startServer({ config, redact: redactForLogs });
console.warn(
  JSON.stringify({ msg: 'listening', port: running.port, node: process.version, client: 'vite' }),
);
guardProcess(running);
