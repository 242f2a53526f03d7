import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';

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
const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const app = createApp({ clientDir });

const onListening = () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : config.port;
  // Tests start the server on port 0 and read the chosen port from this line.
  console.warn(
    JSON.stringify({ msg: 'listening', port: actual, url: `http://localhost:${actual}` }),
  );
};
const server = config.host
  ? app.listen(config.port, config.host, onListening)
  : app.listen(config.port, onListening);

// Finish in-flight requests on SIGTERM (deploys, Ctrl-C) instead of cutting them off.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
