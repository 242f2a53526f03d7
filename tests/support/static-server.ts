import type { AddressInfo } from 'node:net';
import express from 'express';

/** Serves a folder on a free loopback port (the static Storybook build, for screenshots). */
export async function serveStatic(dir: string): Promise<{ url: string; close: () => void }> {
  const server = express().use(express.static(dir)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
