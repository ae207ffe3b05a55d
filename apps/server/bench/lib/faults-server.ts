import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort, RAISED_WRITE_LIMITS } from '../../test/server-processes.ts';
import { sleep } from './faults-report.ts';
import { benchVapidEnv } from './vapid-env.ts';

export { freePort };

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** One JWT secret per script run: a restarted server must accept the tokens of the first. */
export const FAULTS_JWT_SECRET = `faults-${randomBytes(24).toString('hex')}`;

export type ServerSettings = {
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix?: string;
  port?: number;
  /** Overrides of the environment above (another NODE_ENV, shorter timeouts). */
  env?: Record<string, string>;
  /** Fault scripts write fast as few users: raised budgets, unless the script measures the limits themselves. */
  writeLimits?: 'raised' | 'defaults';
};

export type ServerProcess = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves when the process has exited (killed or stopped). */
  exited: Promise<void>;
  /** SIGKILL: no shutdown hook runs, nothing is flushed by the process itself. */
  kill9: () => Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop: () => Promise<void>;
};

/**
 * Starts `src/main.ts` as its own process in production mode (as an operator runs it), on the
 * embedded PGlite default when no `databaseUrl` is given, and waits until `/api/health` is 200.
 */
export async function startServerProcess(settings: ServerSettings, healthTimeoutMs = 120_000): Promise<ServerProcess> {
  const port = settings.port ?? (await freePort());
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      // As `npm start` and the systemd unit of docs/operations.md run it (docs/decisions.md).
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      ...benchVapidEnv(),
      MAIL_OUTBOX: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: settings.dataDir,
      JWT_SECRET: FAULTS_JWT_SECRET,
      LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'fatal',
      RATE_LIMIT_AUTH_PER_IP: '100000',
      WEB_DIST: path.join(settings.dataDir, 'no-web'),
      ...(settings.writeLimits === 'defaults' ? {} : RAISED_WRITE_LIMITS),
      ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
      ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl, REDIS_PREFIX: settings.redisPrefix ?? 'faults:' } : {}),
      ...settings.env,
    },
    // The server logs to stdout: shown (on this script's stderr) only when FAULTS_LOG_LEVEL asks for logs.
    stdio: ['ignore', process.env.FAULTS_LOG_LEVEL ? process.stderr : 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    exited,
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000).then(() => child.kill('SIGKILL'))]);
      await exited;
    },
  };
  try {
    await waitHealthy(url, child, healthTimeoutMs);
  } catch (error) {
    await server.kill9();
    throw error;
  }
  return server;
}

async function waitHealthy(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode} before answering`);
    if ((await healthStatus(url)) === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs / 1000} s`);
}

/** `GET /api/health`'s status, or 0 when nothing answered within two seconds. */
export async function healthStatus(url: string): Promise<number> {
  return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) })
    .then((response) => response.status)
    .catch(() => 0);
}

export type ApiAnswer<T = unknown> = { status: number; body: T; ms: number };

/** One JSON call; status 0 when the connection failed or `timeoutMs` passed without an answer. */
export async function api<T = unknown>(
  base: string,
  method: string,
  url: string,
  { body, token, timeoutMs = 30_000 }: { body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<ApiAnswer<T>> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: keep the text, the caller's check will show it.
    }
    return { status: response.status, body: parsed as T, ms: performance.now() - started };
  } catch {
    return { status: 0, body: null as T, ms: performance.now() - started };
  }
}
