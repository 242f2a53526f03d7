import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A built client in miniature (index.html and one asset), for suites that serve files. */
export function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("app");');
  return dir;
}
