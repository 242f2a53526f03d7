import { fileURLToPath } from 'node:url';
import { createApp } from './app';

const DEFAULT_PORT = 3000;

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}".`);
  }
  return port;
}

const port = readPort(process.env.PORT);
const clientDir = fileURLToPath(new URL('../dist/client', import.meta.url));
const app = createApp({ clientDir });

const server = app.listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  // Tests start the server on port 0 and read the chosen port from this line.
  console.warn(
    JSON.stringify({ msg: 'listening', port: actual, url: `http://localhost:${actual}` }),
  );
});

// Finish in-flight requests on SIGTERM (deploys, Ctrl-C) instead of cutting them off.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  });
}
