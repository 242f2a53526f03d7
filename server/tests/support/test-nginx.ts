import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/**
 * A real nginx in front of `upstreamPorts`, as a child process with its own config in a temp
 * folder (no root: `-p folder -c conf`, `daemon off`). Round robin with passive health checks:
 * an instance that refuses or drops a connection is skipped for 1 s, and the call goes to the
 * next one (proxy_next_upstream). Connections to the instances are not kept alive, so a closed
 * listener is a refused connect, which nginx retries even for a POST.
 */
export async function startNginx(binary: string, port: number, upstreamPorts: number[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const servers = upstreamPorts
    .map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=1s;`)
    .join('\n');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream webreg {
${servers}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://webreg;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 1s;
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    const up = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid!,
    errorLog: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  } satisfies Balancer;
}
