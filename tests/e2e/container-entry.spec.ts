import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyDatabaseTemplate, TEMPLATE_ENV } from '../support/database-template';

// The container image's entry command (Dockerfile: scripts/container-entry.sh), run here as
// the image runs it: NODE_ENV=production, the settings production insists on, `node` on the
// PATH being the one supported Node. It must serve the build, answer its health check, and
// stop cleanly on the SIGTERM a container stop or a rolling deploy sends.
test('the container entry serves the build, answers /healthz and drains on SIGTERM', async ({
  request,
}) => {
  const template = process.env[TEMPLATE_ENV];
  const data = template ? copyDatabaseTemplate(template) : undefined;
  let output = '';
  const entry: ChildProcess = spawn('sh', ['scripts/container-entry.sh'], {
    env: {
      ...process.env,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: 'https://webreg.example',
      JWT_SECRET: 'container-entry-test-secret-of-forty-chars',
      ...(data ? { DATA_DIR: data.dir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const listening = await new Promise<{ port: number; node: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line:\n${output}`)), 40_000);
      const read = (text: string) => {
        output += text;
        const line = output.split('\n').find((candidate) => candidate.includes('"listening"'));
        if (line) {
          clearTimeout(timer);
          resolve(JSON.parse(line));
        }
      };
      entry.stdout?.setEncoding('utf8').on('data', read);
      entry.stderr?.setEncoding('utf8').on('data', read);
      entry.once('exit', (code) => reject(new Error(`entry exited ${code}:\n${output}`)));
    });
    // The runtime the server reports is the one running these tests (.nvmrc's major).
    expect(listening.node).toBe(process.version);

    const origin = `http://127.0.0.1:${listening.port}`;
    const health = await request.get(`${origin}/healthz`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await request.get(`${origin}/`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // Production: no outbox route for anyone.
    expect((await request.get(`${origin}/sandbox/outbox?recipient=x`)).status()).toBe(404);

    const exited = new Promise<number | null>((resolve) => entry.once('exit', resolve));
    entry.kill('SIGTERM');
    expect(await exited).toBe(0);
  } finally {
    if (entry.exitCode === null) entry.kill('SIGKILL');
    data?.remove();
  }
});
