import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type Child = {
  url: string;
  lines: string[];
  exited: Promise<number | null>;
  child: ChildProcess;
};

/**
 * The server in a process of its own (test-child-server.ts: main.ts's start and guard), with
 * only the environment given, its output kept line by line. Resolves once it listens; rejects
 * with its output if it exits first.
 */
export async function startChild(env: Record<string, string>): Promise<Child> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./test-child-server.ts', import.meta.url))],
    { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream?.on('data', (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    });
  }
  // 'close', not 'exit': by then the pipes have given every line the process wrote.
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const check = setInterval(() => {
      const listening = lines.find((line) => line.includes('"listening"'));
      if (listening) resolve(JSON.parse(listening).port);
      else if (child.exitCode !== null) reject(new Error(`no start:\n${lines.join('\n')}`));
      else return;
      clearInterval(check);
    }, 50);
  });
  return { url: `http://127.0.0.1:${port}`, lines, exited, child };
}
