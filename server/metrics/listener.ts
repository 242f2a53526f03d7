import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../logger';
import { type MetricsConfig, mayReadMetrics } from './config';
import { collectProcessMetrics, registry } from './registry';

export type MetricsListener = { server: Server; port: number; close: () => Promise<void> };

/**
 * The metrics on a listener of their own (METRICS_PORT), never on the public port: GET
 * /metrics in Prometheus's text format, to a socket whose own remote address is loopback or in
 * METRICS_ALLOW. X-Forwarded-For and the like are never read, so no header opens it.
 */
export async function startMetricsListener(
  config: MetricsConfig,
  logger: Logger,
): Promise<MetricsListener> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    if (!mayReadMetrics(config.allowed, req.socket.remoteAddress)) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden\n');
      return;
    }
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Error\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  logger.info({ port, host: config.host }, 'metrics listening');
  return {
    server,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
