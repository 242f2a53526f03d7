import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Balancer } from './test-nginx';

export type RoutedBalancer = Balancer & {
  /** The instance ports in nginx's upstream list now. */
  upstreams: () => number[];
  /** Makes `ports` the upstream list and reloads; resolves once nginx's new worker answers. */
  route: (ports: number[]) => Promise<void>;
};

const DEPLOY_CONF = readFileSync(new URL('../../../deploy/nginx.conf', import.meta.url), 'utf8');
const UPSTREAM_LINES = /^( *)server webreg-\d+:3000( [^;]*);\n/gm;

/**
 * deploy/nginx.conf itself, as a child process in a temp folder (`-p folder`, `daemon off`), in
 * front of `ports` on loopback: what changes is only where it listens, logs and keeps its temp
 * files, its upstream list, one worker (one round robin, one worker's CPU), and a generation
 * number in /nginx-health that tells when a reload has taken.
 */
export async function startDeployNginx(
  binary: string,
  port: number,
  ports: number[],
): Promise<RoutedBalancer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-nginx-'));
  const temp = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];
  for (const sub of temp) mkdirSync(path.join(dir, sub));
  const [, indent = '', serverParams = ''] = UPSTREAM_LINES.exec(DEPLOY_CONF) ?? [];
  UPSTREAM_LINES.lastIndex = 0;
  const file = path.join(dir, 'nginx.conf');
  let generation = 0;
  let upstreams: number[] = [];
  const write = (next: number[]) => {
    generation += 1;
    upstreams = [...next];
    let first = true;
    const conf = DEPLOY_CONF.replace(/^worker_processes .*;$/m, 'worker_processes 1;')
      .replace(
        /^http \{$/m,
        `http {\n${temp.map((sub) => `  ${sub === 'body' ? 'client_body' : sub}_temp_path ${dir}/${sub};`).join('\n')}`,
      )
      .replace(/^( *)listen 8080;$/m, `$1listen 127.0.0.1:${port};`)
      .replaceAll('/var/log/nginx/', `${dir}/`)
      .replace('return 200 "ok\\n";', `return 200 "ok ${generation}\\n";`)
      .replace(UPSTREAM_LINES, () => {
        if (!first) return '';
        first = false;
        return next.map((to) => `${indent}server 127.0.0.1:${to}${serverParams};\n`).join('');
      });
    writeFileSync(file, conf);
  };
  write(ports);
  const child: ChildProcess = spawn(
    binary,
    [
      '-p',
      dir,
      '-c',
      file,
      '-e',
      path.join(dir, 'error.log'),
      '-g',
      `daemon off; pid ${dir}/nginx.pid;`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => readFileSync(path.join(dir, 'error.log'), 'utf8');
  const answers = async () => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
      const health = await fetch(`${url}/nginx-health`, { headers: { connection: 'close' } }).then(
        (response) => response.text(),
        () => '',
      );
      if (health.trim() === `ok ${generation}`) return;
      if (Date.now() > deadline) throw new Error(`nginx did not take its config: ${errorLog()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await answers().catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    url,
    pid: child.pid!,
    errorLog,
    upstreams: () => upstreams,
    route: async (next) => {
      write(next);
      child.kill('SIGHUP');
      await answers();
    },
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A stand-in for what routes plain nginx on readiness in production (a balancer's active health
 * checks, Kubernetes' endpoint controller): every `intervalMs` it reads each candidate's
 * /readyz, and when the set answering 200 changes, makes it nginx's upstream list and reloads.
 * A stopping instance fails /readyz at once, so it is out of the list before it stops listening
 * when its SHUTDOWN_DELAY_MS covers a round of probes and a reload.
 */
export function routeOnReadiness(balancer: RoutedBalancer, candidates: number[], intervalMs = 250) {
  let running = true;
  const ready = (port: number) =>
    fetch(`http://127.0.0.1:${port}/readyz`, {
      headers: { connection: 'close' },
      signal: AbortSignal.timeout(1_000),
    }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.ok;
      },
      () => false,
    );
  const loop = (async () => {
    while (running) {
      const answers = await Promise.all(candidates.map(ready));
      const next = candidates.filter((_, i) => answers[i]);
      const current = balancer.upstreams();
      // nginx wants one server at least: with none ready, the last list stays.
      const changed = next.length !== current.length || next.some((p) => !current.includes(p));
      if (running && next.length > 0 && changed) await balancer.route(next);
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
