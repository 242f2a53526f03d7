import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type RunningServer = { url: string; stop: () => Promise<void>; output: () => string };

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts the real server (`npm run serve`'s command) as its own process on a free port and
 * waits for its "listening" line. Serves the built client, so run `npm run build` first.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 80_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('"listening"')) continue;
        try {
          const parsed = JSON.parse(line) as { port?: number };
          if (parsed.port) {
            clearTimeout(timer);
            resolve(parsed.port);
            return;
          }
        } catch {
          // a partial line: wait for the rest
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
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
