import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type RunningServer = { url: string; stop: () => Promise<void>; output: () => string };

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the real server (`npm run serve`'s command: the bundle in dist/server) as its own
 * process on a free port and waits for its "listening" line. Serves the built client and runs
 * the built server, so run `npm run build` first.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 80_000);
    // Only lines not yet read are searched, and none once started: under load (the bench)
    // re-reading the whole log for every chunk took the load generator's CPU.
    let unread = '';
    const onData = (text: string) => {
      output += text;
      if (started) return;
      const lines = (unread + text).split('\n');
      unread = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.includes('"listening"')) continue;
        try {
          const parsed = JSON.parse(line) as { port?: number };
          if (parsed.port) {
            started = true;
            clearTimeout(timer);
            resolve(parsed.port);
            return;
          }
        } catch {
          // not a log line of ours
        }
      }
    };
    child.stdout?.setEncoding('utf8').on('data', onData);
    child.stderr?.setEncoding('utf8').on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
