// The CPU time each stage of `npm test` used, with everything it started: the machine is
// saturated for the whole run, so the wall time of a stage says little about what it costs
// and the CPU time is what a saving must come from. A cgroup v1 `cpuacct` group holds every
// descendant however it detaches (Playwright's browsers, the suites' servers); where none can
// be made (no root, cgroup v2 only) the column stays empty.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stageGroup } from './low-priority';

const CPUACCT = '/sys/fs/cgroup/cpuacct';

/** A shell prefix that moves the stage's shell into its group, and the group's CPU seconds. */
export function cpuAccount(name: string) {
  const dir = path.join(CPUACCT, name);
  try {
    if (!existsSync(path.join(CPUACCT, 'cpuacct.usage'))) throw new Error('no cpuacct');
    mkdirSync(dir, { recursive: true });
  } catch {
    return { prefix: '', seconds: () => undefined, remove: () => {} };
  }
  const { join, remove } = stageGroup(dir);
  return {
    prefix: join,
    seconds: () => {
      try {
        return Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
      } catch {
        return undefined;
      }
    },
    remove,
  };
}
