// Serves the static Storybook build on a free loopback port and runs every story through the
// Storybook test runner (render, play function, axe) in Debian's Chromium.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';

const dir = new URL('../storybook-static/', import.meta.url).pathname;
if (!existsSync(`${dir}index.json`)) {
  console.error('No Storybook build: run `npm run build:storybook` first.');
  process.exit(1);
}

// Only the files with a story left to test: the runner gives every file a page of its own and
// loads the whole preview in it, even when each of the file's stories is tagged '!test' (the
// twenty Steps files, 26 s of two cores for nothing). Paths given on the command line win.
type IndexEntry = { type: string; importPath: string; tags?: string[] };
const { entries } = JSON.parse(readFileSync(`${dir}index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const tested = [
  ...new Set(
    Object.values(entries)
      .filter((entry) => entry.type === 'story' && entry.tags?.includes('test'))
      .map((entry) => entry.importPath.replace(/^\.\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  ),
];
const args = process.argv.slice(2);
const paths = args.some((arg) => !arg.startsWith('-')) ? [] : tested;

const server = express().use(express.static(dir)).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;

const child = spawn(
  'npx',
  ['test-storybook', '--url', `http://127.0.0.1:${port}`, '--maxWorkers=2', ...args, ...paths],
  { stdio: 'inherit' },
);
const code: number = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
server.close();
process.exit(code);
