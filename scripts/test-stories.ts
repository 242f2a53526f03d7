// Serves the static Storybook build on a free loopback port and runs every story through the
// Storybook test runner (render, play function, axe) in Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';

const dir = new URL('../storybook-static/', import.meta.url).pathname;
if (!existsSync(`${dir}index.json`)) {
  console.error('No Storybook build: run `npm run build:storybook` first.');
  process.exit(1);
}

const server = express().use(express.static(dir)).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;

const child = spawn(
  'npx',
  [
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers=2',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
server.close();
process.exit(code);
