import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's nginx, or one on PATH; undefined when this machine has none (the suite skips). */
export function nginxBinary(): string | undefined {
  if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
    return 'nginx';
  } catch {
    return undefined;
  }
}

export type Balancer = {
  url: string;
  /** nginx's master process (its worker is its child). */
  pid: number;
  stop: () => Promise<void>;
  errorLog: () => string;
};
