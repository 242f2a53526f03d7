// A low CPU priority for a stage of `npm test` and everything it starts: it runs on what the
// other stages leave idle and gives way when they want a core, though never wholly (below).
//
// `nice` alone does not do it on Linux: with the scheduler's autogroups (on by default) every
// session competes as one, whatever its processes' nice values, and a stage's tools start new
// sessions of their own (Playwright's browsers, the suites' servers). A CPU cgroup holds every
// descendant however it detaches, so the stage joins one of a small weight: cgroup v1's cpu
// controller where it is mounted, else cgroup v2's. Where neither can be written (no root,
// no delegation), `nice` is the fallback, which still orders the stage's own processes.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const V1 = '/sys/fs/cgroup/cpu';
const V2 = '/sys/fs/cgroup';

/**
 * An eighth of a foreground session's weight: enough that a test's server still starts within
 * its timeout while the journeys keep both cores busy (at the kernel's minimum, 2 of 1,024,
 * server suites timed out starting), little enough that the journeys barely notice.
 */
const SHARES = 128;

/** A CPU cgroup of small weight, made for one stage; undefined where none can be made. */
function makeGroup(name: string): string | undefined {
  try {
    if (existsSync(path.join(V1, 'cpu.shares'))) {
      const dir = path.join(V1, name);
      mkdirSync(dir, { recursive: true });
      // A session at the default has 1,024.
      writeFileSync(path.join(dir, 'cpu.shares'), String(SHARES));
      return dir;
    }
    if (readFileSync(path.join(V2, 'cgroup.controllers'), 'utf8').split(/\s/).includes('cpu')) {
      writeFileSync(path.join(V2, 'cgroup.subtree_control'), '+cpu');
      const dir = path.join(V2, name);
      mkdirSync(dir, { recursive: true });
      // cgroup v2 weighs 1 to 10,000 around a default of 100.
      writeFileSync(path.join(dir, 'cpu.weight'), String(Math.round((SHARES * 100) / 1024)));
      return dir;
    }
  } catch {
    // Not ours to change here: fall back to nice.
  }
  return undefined;
}

/**
 * A cgroup a stage's shell joins before it starts anything, so no child can escape it: the
 * shell prefix that joins it, and `remove`, which deletes the group once the stage has ended.
 */
export function stageGroup(dir: string) {
  return {
    join: `echo $$ > ${path.join(dir, 'cgroup.procs')} && `,
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // A process of the stage outlived it; the kernel frees the group when it ends.
      }
    },
  };
}

/** The command run at low priority, in a group of small weight (stageGroup). */
export function lowPriority(command: string, name: string) {
  const group = makeGroup(`${name}-${process.pid}`);
  if (!group) return { command: `nice -n 19 ${command}`, remove: () => {} };
  const { join, remove } = stageGroup(group);
  return { command: join + command, remove };
}
