import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net, { type AddressInfo, type Socket } from 'node:net';
import pg from 'pg';

/** Whether this machine has a redis-server binary (the Redis fault tests start their own). */
export function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A TCP proxy between a server and its PostgreSQL: `refuse()` drops every open connection and
 * closes each new one at once (a failover, a network cut) until `accept()`. The shared
 * PostgreSQL itself is never touched.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let refusing = false;
  const open = new Set<Socket>();
  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    refuse() {
      refusing = true;
      for (const socket of open) socket.destroy();
    },
    accept() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A redis-server of the test's own on `port`, without persistence; stop() ends it. */
export async function startRedisServer(port: number) {
  const redis: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => redis.once('exit', () => resolve()));
  // Listening once a connection succeeds.
  for (let attempt = 0; ; attempt += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (up) break;
    if (attempt > 100) throw new Error(`redis-server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    stop: async () => {
      if (redis.exitCode === null) redis.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * An empty database of the test's own on the PostgreSQL server at TEST_DATABASE_URL, and the
 * URL that reaches it (through `via`, a proxy port, when given), dropped on remove.
 */
export async function createEmptyDatabase(applicationName: string, via?: number) {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
  const name = `webreg_faults_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: serverUrl.toString() });
    await client.connect();
    try {
      return await client.query(query);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const direct = url.toString();
  url.searchParams.set('application_name', applicationName);
  if (via) {
    url.hostname = '127.0.0.1';
    url.port = String(via);
  }
  return {
    name,
    url: url.toString(),
    /** A query on the database, straight to the server (not through the proxy). */
    query: async (text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: direct });
      await client.connect();
      try {
        return (await client.query(text, values)).rows;
      } finally {
        await client.end();
      }
    },
    /** Ends the server's own connections only: its application name, on its database. */
    terminateServerBackends: () =>
      admin(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and application_name = '${applicationName}'`,
      ),
    remove: () => admin(`drop database if exists ${name} with (force)`).then(() => {}),
  };
}
