/**
 * For the multi-process test (issue 27): a real `redis-server` on a free loopback port (no persistence, a temporary
 * directory, stopped after) and session server processes (`node --import tsx server/main.ts`) using it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** Where `redis-server` is (`REDIS_SERVER`, the PATH, or Debian's place), or null. */
export function findRedisServer(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
  const found = [process.env.REDIS_SERVER ?? '', ...dirs.map((d) => join(d, 'redis-server'))];
  return found.find((p) => p !== '' && existsSync(p)) ?? null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Resolves with the first match of `re` in the child's standard output (rejects if it exits first). */
function waitForLine(child: ChildProcess, re: RegExp, what: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      const m = re.exec(out);
      if (m) resolve(m); // the listener stays: the child's output keeps being read (a full pipe would stall it)
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}) before it was ready:\n${out}`)));
  });
}

export interface RedisServer {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startRedis(bin: string): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'saddlegrid-redis-'));
  const port = await freePort();
  const child = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await waitForLine(child, /Ready to accept connections/, 'redis-server');
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  readonly wsUrl: string;
  readonly httpUrl: string;
  readonly child: ChildProcess;
  /** Killed hard (no goodbye to anyone, nothing written on the way out). */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServerProcess(redisUrl: string, leaseMs: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      SESSION_PORT: '0',
      REDIS_URL: redisUrl,
      REDIS_LEASE_MS: String(leaseMs),
      ROOMS_BURST: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const m = await waitForLine(child, /ws:\/\/127\.0\.0\.1:(\d+)\/ws/, 'the session server');
  const port = Number(m[1]);
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return {
    wsUrl: `ws://127.0.0.1:${port}/ws`,
    httpUrl: `http://127.0.0.1:${port}`,
    child,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
