import { startServer } from './bootstrap';
import { type Config, ConfigError, loadConfig } from './config';
import { redactForLogs } from './log-redact';
import { guardProcess } from './process-guard';

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
  ...(config.scryptCost ? { scryptCost: config.scryptCost } : {}),
  clientDir: config.clientDir,
}).catch((error: unknown) => {
  // Before the logger exists: still one redacted line (a driver error quotes what it was given).
  console.error(JSON.stringify({ msg: 'start failed', err: redactForLogs(error) }));
  process.exit(1);
});
// Printed whatever LOG_LEVEL says: scripts and tests start the server on port 0 and read the
// chosen port from this line; the Node version shows an operator which runtime actually started.
console.warn(
  JSON.stringify({
    msg: 'listening',
    port: running.port,
    url: `http://localhost:${running.port}`,
    node: process.version,
  }),
);
guardProcess(running);
