import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of a process in microseconds, every thread included (V8's GC helpers, libuv's pool,
 * PGlite's work all count). schedstat's first field is nanoseconds on the CPU, exact where
 * /proc/PID/stat rounds to 10 ms ticks; a thread that exits takes its share with it, which
 * for a long-running server's fixed threads does not happen during a run.
 */
export function cpuMicros(pid: number): number {
  let nanos = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      nanos += Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return nanos / 1000;
}

/** Resident set size in MB. */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? Number.NaN) / 1024;
}
