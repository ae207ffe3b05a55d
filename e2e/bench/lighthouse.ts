// Lighthouse (pinned 12.2.3) on the screens people land on, as the field measures them: its default
// mobile configuration (Moto G Power screen, simulated slow 4G and 4× CPU), performance and
// accessibility categories, the median of N runs per screen with the host's BenchmarkIndex beside it.
//
// Chromium is started by Playwright with a persistent profile and a DevTools port that Lighthouse
// connects to (its puppeteer-less flow). A member's screens use their own profile whose
// localStorage holds the member's tokens and whose cookie jar holds the signed-in hint, both
// written before the runs: Lighthouse resets the HTTP cache and service workers between runs but
// keeps cookies and localStorage, so every run is a cold load of a signed-in browser.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { type BrowserContext, chromium } from 'playwright-core';
import type { Auth } from '../support/accounts.ts';
import type { RunningApp } from '../support/harness.ts';

export type LighthouseScreen = { label: string; path: string; member: boolean };

/** One Lighthouse run's figures: scores 0–100, times in ms. */
export type LighthouseRun = {
  performance: number | null;
  accessibility: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  benchmarkIndex: number | null;
  /** Accessibility audits that failed, by id: what a score under 100 is made of. */
  failedAccessibility: string[];
  warnings: string[];
};

export type LighthouseResult = {
  screen: LighthouseScreen;
  runs: LighthouseRun[];
  /** Runs that gave no score even after ATTEMPTS tries. */
  failures: string[];
  /** Every failed attempt, retried or not. */
  retries: string[];
};

const ATTEMPTS = 3;

const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

type Profile = { context: BrowserContext; port: number; close: () => Promise<void> };

/** A Chromium with its own profile directory and a DevTools port; `auth` signs it in before any run. */
async function openProfile(app: RunningApp, auth: Auth | undefined): Promise<Profile> {
  const port = await freePort();
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'dongne-lighthouse-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROME_PATH,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
  const close = async () => {
    await context.close();
    await rm(userDataDir, { recursive: true, force: true });
  };
  try {
    if (auth) {
      // The keys the app writes when someone signs in (apps/web/src/lib/auth-storage.ts), written
      // from a page of the same origin that runs no app code.
      const page = await context.newPage();
      await page.goto(`${app.baseUrl}/api/health`);
      await page.evaluate((stored) => {
        localStorage.setItem('dongne.accessToken', stored.accessToken);
        localStorage.setItem('dongne.refreshToken', stored.refreshToken);
        localStorage.setItem('dongne.user', JSON.stringify(stored.user));
      }, auth);
      await page.close();
      // The hint a signed-in browser sends with its page requests (apps/web/src/lib/first-screen-hints.ts).
      await context.addCookies([{ name: 'dongne_signed_in', value: '1', url: app.baseUrl }]);
    }
    return { context, port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function runOf(lhr: Result): LighthouseRun {
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
  const failedAccessibility = accessibilityRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
    failedAccessibility,
    warnings: [...lhr.runWarnings, ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [])],
  };
}

/**
 * Runs Lighthouse `runs` times on each screen (guests' screens in one fresh profile, members' in
 * another signed in as `member`) and returns every run's figures.
 */
export async function measureWithLighthouse(
  app: RunningApp,
  screens: LighthouseScreen[],
  member: Auth,
  runs: number,
  { log = console.log, saveTo }: { log?: (line: string) => void /** A folder for every run's full report (JSON). */; saveTo?: string } = {},
): Promise<LighthouseResult[]> {
  if (saveTo) await mkdir(saveTo, { recursive: true });
  const results: LighthouseResult[] = [];
  for (const asMember of [false, true]) {
    const mine = screens.filter((screen) => screen.member === asMember);
    if (mine.length === 0) continue;
    const profile = await openProfile(app, asMember ? member : undefined);
    try {
      for (const screen of mine) {
        const result: LighthouseResult = { screen, runs: [], failures: [], retries: [] };
        for (let run = 0; run < runs; run += 1) {
          log(`Lighthouse ${run + 1}/${runs}: ${screen.label} (${screen.path})…`);
          const flags: Flags = {
            port: profile.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility'],
          };
          // A trace without its navigation start (NO_NAVSTART) and similar recording failures
          // happen on a loaded host; such a run is tried again, up to ATTEMPTS times.
          const errors: string[] = [];
          for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
            try {
              const answer = await lighthouse(`${app.baseUrl}${screen.path}`, flags);
              if (!answer) throw new Error('Lighthouse returned no result');
              const measured = runOf(answer.lhr);
              if (measured.performance === null) throw new Error(`no performance score: ${measured.warnings.join('; ')}`);
              result.runs.push(measured);
              if (saveTo) {
                const name = `${screen.label}-${screen.member ? 'member' : 'guest'}-${run + 1}.json`.replace(/[^\w.-]+/g, '-');
                await writeFile(path.join(saveTo, name), JSON.stringify(answer.lhr));
              }
              break;
            } catch (error) {
              errors.push(error instanceof Error ? error.message : String(error));
            }
          }
          if (errors.length > 0) result.retries.push(...errors);
          if (errors.length === ATTEMPTS) result.failures.push(`${screen.label} run ${run + 1}: ${errors.join(' / ')}`);
        }
        results.push(result);
      }
    } finally {
      await profile.close();
    }
  }
  return results;
}

function median(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null && !Number.isNaN(value)).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1 ? (present[middle] as number) : ((present[middle - 1] as number) + (present[middle] as number)) / 2;
}

const fixed = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));
const seconds = (value: number | null) => (value === null ? '–' : (value / 1000).toFixed(2));

/** The markdown table: medians per screen, the targets beside them. */
export function printLighthouse(results: LighthouseResult[], runs: number): void {
  console.log(
    `\n### Lighthouse 12.2.3, mobile default (simulated throttling), median of ${runs} run(s) per screen\n\n` +
      '| screen | who | performance | FCP s | LCP s | TBT ms | CLS | accessibility | BenchmarkIndex | runs | failed a11y audits |\n' +
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const { screen, runs: measured, failures } of results) {
    const pick = (get: (run: LighthouseRun) => number | null) => median(measured.map(get));
    const failedAudits = [...new Set(measured.flatMap((run) => run.failedAccessibility))].join(', ');
    console.log(
      `| ${screen.label} | ${screen.member ? 'member' : 'guest'} | ${fixed(pick((run) => run.performance))} | ${seconds(pick((run) => run.fcpMs))} | ${seconds(pick((run) => run.lcpMs))} | ${fixed(pick((run) => run.tbtMs))} | ${fixed(
        pick((run) => run.cls),
        3,
      )} | ${fixed(pick((run) => run.accessibility))} | ${fixed(pick((run) => run.benchmarkIndex))} | ${measured.length}/${measured.length + failures.length} | ${failedAudits || '–'} |`,
    );
  }
  const targets = results.map(({ screen, runs: measured }) => {
    const pick = (get: (run: LighthouseRun) => number | null) => median(measured.map(get));
    const performance = pick((run) => run.performance);
    const lcp = pick((run) => run.lcpMs);
    const tbt = pick((run) => run.tbtMs);
    const cls = pick((run) => run.cls);
    const met =
      performance !== null && performance >= 90 && lcp !== null && lcp <= 2_500 && tbt !== null && tbt <= 200 && cls !== null && cls <= 0.1;
    return `| ${screen.label} ${screen.member ? 'member' : 'guest'} | ${met ? 'MET' : 'MISSED'} |`;
  });
  console.log(
    '\n### Lighthouse targets (performance ≥ 90, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1; reported, not failing the run)\n\n| screen | result |\n| --- | --- |',
  );
  for (const line of targets) console.log(line);
  for (const warning of [...new Set(results.flatMap(({ runs: measured }) => measured.flatMap((run) => run.warnings)))].slice(0, 5))
    console.log(`\nLighthouse warning: ${warning}`);
  const retried = results.flatMap((result) => result.retries);
  if (retried.length > 0)
    console.log(`\n${retried.length} Lighthouse attempt(s) gave no score and were tried again; the first: ${retried[0]}`);
  for (const failure of results.flatMap((result) => result.failures).slice(0, 5)) console.log(`\n${failure}`);
}
