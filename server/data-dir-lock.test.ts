import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  it('claims a folder and gives it back', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'webreg-lock-'));
    const unlock = lockDataDir(dir);
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(true);
    unlock();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses a folder another live process holds, naming what to do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'webreg-lock-'));
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process .*set another DATA_DIR/);
  });

  it('takes over a claim left by a process that is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'webreg-lock-'));
    writeFileSync(path.join(dir, 'server.pid'), '999999999');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
