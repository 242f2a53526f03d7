import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The container files cannot be built here (no container daemon): what can be checked without
// one is. The entry command itself runs in tests/e2e/container-entry.spec.ts.
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const dockerfile = read('Dockerfile');
const major = read('.nvmrc').trim();
const NGINX = '/usr/sbin/nginx';

describe('the Dockerfile', () => {
  it("builds every stage on .nvmrc's Node major, slim", () => {
    const bases = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(bases.length).toBeGreaterThan(1);
    for (const base of bases) expect(base).toBe(`node:${major}-slim`);
  });

  it('runs the tested entry script as an unprivileged user, in production, with a health check', () => {
    const final = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(final).toMatch(/^USER node$/m);
    expect(final).toMatch(/NODE_ENV=production/);
    expect(final).toMatch(/^HEALTHCHECK .*\n.*\/healthz/m);
    expect(final).toMatch(/^ENTRYPOINT \["\/app\/scripts\/container-entry\.sh"\]$/m);
    // Production dependencies only in the image.
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });
});

describe('a stopping instance', () => {
  it('serves on longer than nginx keeps an idle connection, and compose waits for it', () => {
    const delayMs = Number(/SHUTDOWN_DELAY_MS=(\d+)/.exec(dockerfile)?.[1]);
    const upstream = /upstream webreg \{[^}]*\}/.exec(read('deploy/nginx.conf'))?.[0] ?? '';
    const idleMs = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]) * 1000;
    const graceMs = Number(/stop_grace_period: (\d+)s/.exec(read('compose.yaml'))?.[1]) * 1000;
    expect(idleMs).toBeLessThan(delayMs);
    // The wait, then up to 10 s of drain (server/process-guard.ts), before compose's SIGKILL.
    expect(graceMs).toBeGreaterThan(delayMs + 10_000);
  });
});

describe('deploy/nginx.conf', () => {
  it.skipIf(!existsSync(NGINX))('is a configuration nginx accepts', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'webreg-nginx-'));
    try {
      // The compose service names resolve only inside compose: loopback stands in for them,
      // and the logs go to the test's folder.
      const conf = read('deploy/nginx.conf')
        .replace(/webreg-\d+:3000/g, '127.0.0.1:3000')
        .replaceAll('/var/log/nginx/', `${dir}/`);
      writeFileSync(path.join(dir, 'nginx.conf'), conf);
      execFileSync(NGINX, [
        '-t',
        '-q',
        '-p',
        dir,
        '-c',
        path.join(dir, 'nginx.conf'),
        '-e',
        path.join(dir, 'error.log'),
        '-g',
        `pid ${path.join(dir, 'nginx.pid')};`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("sends to every instance of compose.yaml, and logs the instances' request id", () => {
    const instances = [...read('compose.yaml').matchAll(/^ {2}(webreg-\d+):/gm)].map((m) => m[1]);
    const upstreams = [...read('deploy/nginx.conf').matchAll(/server (webreg-\d+):3000/g)].map(
      (m) => m[1],
    );
    expect(upstreams).toEqual(instances);
    expect(read('deploy/nginx.conf')).toMatch(/request_id=\$upstream_http_x_request_id/);
  });
});
