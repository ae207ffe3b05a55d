import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS_DIR = path.join(ROOT, 'e2e', 'artifacts');
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

/**
 * Starts the real product (`npm start`'s script) on a free port, by default with a fresh embedded
 * database in a temporary directory that stop() removes.
 */
export async function startApp(env: Record<string, string> = {}, { dataDir: ownDataDir }: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = ownDataDir ?? (await mkdtemp(path.join(tmpdir(), 'dongne-e2e-')));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // A spawn failure arrives as an event, not a throw; without a listener it would crash the run.
  child.once('error', (error) => console.error(`server process: ${error.message}`));
  const stop = async () => {
    await terminate(child);
    if (!ownDataDir) await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(baseUrl, child);
  } catch (error) {
    // Nobody gets a handle to a server that never came up: stop it here, or it outlives the run.
    await stop();
    throw error;
  }
  return { baseUrl, stop };
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
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.pid === undefined) throw new Error('server process could not be spawned');
    if (!isRunning(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy in ${START_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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

/** Saves a full-page screenshot under e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Screenshots the current URL at 375 px and 1280 px (same storage state, new pages). */
export async function screenshotBothWidths(context: BrowserContext, url: string, name: string): Promise<void> {
  const page = await context.newPage();
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await screenshot(page, `${name}-${label}`);
  }
  await page.close();
}

export type OutboxMail = { id: number; to: string; subject: string; text: string; html: string | null; createdAt: string };

/** Reads the dev mailbox (contract §2.4), newest first, waiting briefly for a mail to arrive. */
export async function readMail(baseUrl: string, to: string, { min = 1 } = {}): Promise<OutboxMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/dev/mail?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`dev mail answered ${response.status}`);
    const mails = (await response.json()) as OutboxMail[];
    if (mails.length >= min || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;
}
