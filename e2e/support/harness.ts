import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { waitFor } from './wait.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export type RunningApp = { baseUrl: string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type StartOptions = {
  /** An existing data directory (embedded database, uploads) the caller owns: kept on stop. */
  dataDir?: string;
};

/** Every server this file started and has not stopped yet, ready or still starting. */
const live = new Set<{ child: ChildProcess; stop: () => Promise<void> }>();
// Last resort when the test process ends without an afterAll (killed run, crashed worker).
process.once('exit', () => {
  for (const { child } of live) child.kill('SIGKILL');
});

/** A new data directory whose embedded database is a copy of the run's migrated one (support/global-setup.ts). */
async function freshDataDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'dongne-e2e-'));
  await cp(path.join(inject('pgliteTemplate'), 'pg'), path.join(dataDir, 'pg'), { recursive: true });
  return dataDir;
}

/**
 * Starts the real product (`npm start`'s script) on a free port, by default with a fresh embedded
 * database in a temporary directory that stop() removes.
 */
export async function startApp(env: Record<string, string> = {}, { dataDir: ownDataDir }: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = ownDataDir ?? (await freshDataDir());
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A spawn failure arrives as an event, not a throw; without a listener it would crash the run.
  child.once('error', (error) => console.error(`server process: ${error.message}`));
  let stopping: Promise<void> | undefined;
  const entry = {
    child,
    stop: () => {
      stopping ??= (async () => {
        await terminate(child);
        if (!ownDataDir) await rm(dataDir, { recursive: true, force: true });
        live.delete(entry);
      })();
      return stopping;
    },
  };
  live.add(entry);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    // Nobody gets a handle to a server that never came up: stop it here, or it outlives the run.
    await entry.stop();
    throw error;
  }
  return { baseUrl, stop: entry.stop };
}

/**
 * Stops every server this file started, also one whose start is still waiting for health: a
 * `beforeAll` that hit its time limit never got the handle to stop it with. For `afterAll`.
 */
export async function stopApps(): Promise<void> {
  await Promise.all([...live].map(({ stop }) => stop()));
}

function isRunning(child: ChildProcess): boolean {
  return child.pid !== undefined && child.exitCode === null && child.signalCode === null;
}

/** SIGTERM (the server shuts down gracefully), then SIGKILL if it is still there after 10 s. */
async function terminate(child: ChildProcess): Promise<void> {
  if (!isRunning(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** How long a start may take: migrations on the embedded database are slow on a loaded 2-core machine. */
export const START_TIMEOUT_MS = 120_000;

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  await waitFor(
    async () => {
      if (child.pid === undefined) throw new Error('server process could not be spawned');
      if (!isRunning(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
      const isHealthy = await fetch(`${baseUrl}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      return isHealthy || undefined;
    },
    { what: 'server health', timeoutMs: START_TIMEOUT_MS },
  );
}

/** Debian's Chromium driven by playwright-core; fails loudly when it is not installed. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium fonts-noto-cjk`);
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newContext(browser: Browser, baseUrl: string, viewport: keyof typeof VIEWPORTS = 'desktop'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport], locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
}

export type OutboxMail = { id: number; to: string; subject: string; text: string; html: string | null; createdAt: string };

/** Reads the dev mailbox (contract §2.4), newest first, once at least `min` mails have arrived. */
export async function readMail(baseUrl: string, to: string, { min = 1 } = {}): Promise<OutboxMail[]> {
  return waitFor(
    async () => {
      const response = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(to)}`);
      if (!response.ok) throw new Error(`dev mail answered ${response.status}`);
      const mails = (await response.json()) as OutboxMail[];
      return mails.length >= min ? mails : undefined;
    },
    { what: `${min} mail(s) to ${to}`, timeoutMs: 10_000 },
  );
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}
