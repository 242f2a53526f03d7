import { fileURLToPath } from 'node:url';
import { startServer } from './bootstrap';
import { type Config, ConfigError, loadConfig } from './config';
import { redactForLogs } from './log-redact';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const config = readConfig();
const running = await startServer({
  config,
  redact: redactForLogs,
  clientDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
});
// Printed whatever LOG_LEVEL says: scripts and tests start the server on port 0 and read the
// chosen port from this line.
console.warn(
  JSON.stringify({ msg: 'listening', port: running.port, url: `http://localhost:${running.port}` }),
);

// Finish in-flight requests on SIGTERM (deploys, Ctrl-C) instead of cutting them off.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    running.logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
