import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { WRITE_LIMIT_DEFAULTS } from '../src/config.ts';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/**
 * A free TCP port on loopback, handed out by the system so parallel runs on a shared machine never
 * collide (closed again before it is used, so pick it just before use). Tests and bench scripts share it.
 */
/**
 * Write budgets no test or bench reaches: for processes that measure durability or speed by
 * writing fast as one user, not the limits themselves (those are tested in write-limits.test.ts
 * and bench:abuse).
 */
export const RAISED_WRITE_LIMITS: Record<string, string> = Object.fromEntries(
  Object.keys(WRITE_LIMIT_DEFAULTS).map((name) => [`WRITE_LIMIT_${name.toUpperCase()}`, '1000000/1h']),
);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Resolves once something accepts TCP connections on `port` (a server that has no health route). */
export async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listens on port ${port}`);
}

/** The exit code of `child` once it has exited (at once if it already has). */
export function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function waitForHealth(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isUp = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

/** A server process (`src/main.ts`, run by Node as production runs it) and the last lines it printed, for failure messages. */
export type ServerProcess = { child: ChildProcess; url: string; output: () => string };

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, url: `http://127.0.0.1:${port}`, output: () => lines.join('\n') };
}
