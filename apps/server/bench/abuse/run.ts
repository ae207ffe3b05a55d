/**
 * Hostile clients (issue 12, contract §16), a script that replays each attack against its limit:
 *   npm run bench:abuse -- [--smoke] [--only 1,3-slow-http] [--skip 14]
 * Starts the server as its own process in development mode (dev mailbox for sign-up codes, answered
 * to this machine only) on the embedded PGlite, on 127.0.0.1, with short HTTP timeouts; seeds
 * accounts; then runs every scenario, each bounded in count and time, while sampling the server's
 * RSS, CPU and `GET /api/health` latency every 200 ms. A scenario is a BREACH when any of its
 * contract checks fails, the server's memory grows past the scenario's bound, health fails or
 * slows past HEALTH_MAX_MS. Prints one table; exits non-zero on any breach.
 * `--only`/`--skip` take names or their leading numbers (`3` is both 3-slow-http and 3-ws-no-connect).
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { uptime } from '../lib/faults-report.ts';
import { startServerProcess } from '../lib/faults-server.ts';
import { type MonitorSummary, ProcessMonitor, sampleProcess } from '../lib/process-monitor.ts';
import { addressScenarios } from './address.ts';
import { anonymousScenarios } from './anonymous.ts';
import { imageFloodScenario } from './image-flood.ts';
import { BODY_TIMEOUT_MS, HEADERS_TIMEOUT_MS } from './limits.ts';
import { memberScenarios } from './member.ts';
import { AbuseWorld, type Scenario, seedAccounts, sleep } from './world.ts';
import { writeScenarios } from './writes.ts';

const ACCOUNTS = 80;
const DEFAULT_RSS_BOUND_MIB = 100;
/** Loaded CI machines stretch latency; a blocked event loop shows as seconds, well past this. */
const HEALTH_MAX_MS = 2_000;

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { smoke: { type: 'boolean', default: false }, only: { type: 'string' }, skip: { type: 'string' } },
});

const selectors = (list?: string) => (list ? list.split(',').map((entry) => entry.trim()) : []);
const matches = (name: string, selector: string) => name === selector || name.startsWith(`${selector}-`);

/**
 * V8's memory reducer compacts the heap about 8 s after the last growth (startup, migrations); its
 * compaction first copies live objects to new pages, so RSS rises before it falls. Measured on this
 * machine: 513 MiB at ready, 371 MiB after the reducer at +7 s. Scenarios start after it, so the
 * first one is not charged with the server's own start.
 */
const SETTLE_MIN_MS = 12_000;
const SETTLE_MAX_MS = 30_000;
const SETTLE_STEADY_MS = 2_000;
const SETTLE_STEADY_RATIO = 0.01;

/** Waits until the server's RSS has held still (within 1 % for 2 s) after at least SETTLE_MIN_MS. */
async function settle(pid: number, base: string): Promise<string> {
  const started = performance.now();
  const ready = sampleProcess(pid)?.rssMiB ?? 0;
  // One request of each kind the scenarios make first, so lazily loaded code is loaded now.
  await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
  await fetch(`${base}/api/categories`).then((response) => response.arrayBuffer());
  const window: number[] = [];
  const everyMs = 250;
  for (;;) {
    await sleep(everyMs);
    const rss = sampleProcess(pid)?.rssMiB ?? 0;
    window.push(rss);
    if (window.length > SETTLE_STEADY_MS / everyMs) window.shift();
    const elapsed = performance.now() - started;
    const steady = window.length * everyMs >= SETTLE_STEADY_MS && Math.max(...window) - Math.min(...window) <= rss * SETTLE_STEADY_RATIO;
    if ((elapsed >= SETTLE_MIN_MS && steady) || elapsed >= SETTLE_MAX_MS) {
      return `the server settled from ${ready.toFixed(0)} MiB at ready to ${rss.toFixed(0)} MiB in ${(elapsed / 1000).toFixed(1)} s before the first scenario${steady ? '' : ' (still moving at the limit)'}`;
    }
  }
}

type Row = { name: string; breaches: string[]; summary: MonitorSummary; seconds: number };

async function runScenario(world: AbuseWorld, pid: number, scenario: Scenario): Promise<Row> {
  const breaches: string[] = [];
  const check = (ok: boolean, reason: string) => {
    if (!ok) breaches.push(reason);
    return ok;
  };
  const monitor = ProcessMonitor.start(pid, world.base);
  const started = performance.now();
  console.error(`▶ ${scenario.name}`);
  try {
    await scenario.run(world, check);
  } catch (error) {
    breaches.push(`scenario failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const seconds = (performance.now() - started) / 1000;
  await sleep(1_000); // what the server still holds once the attack is over
  const summary = await monitor.stop();
  const bound = scenario.rssBoundMiB ?? DEFAULT_RSS_BOUND_MIB;
  const growth = summary.rssPeakMiB - summary.rssBeforeMiB;
  check(growth <= bound, `RSS grew ${growth.toFixed(0)} MiB (bound ${bound})`);
  check(summary.healthFailures === 0, `${summary.healthFailures} of ${summary.probes} health probes failed`);
  check(summary.healthMaxMs <= HEALTH_MAX_MS, `health took up to ${summary.healthMaxMs.toFixed(0)} ms (bound ${HEALTH_MAX_MS})`);
  for (const breach of breaches) console.error(`  BREACH ${breach}`);
  return { name: scenario.name, breaches, summary, seconds };
}

function table(rows: Row[]): string {
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
  const lines = [
    '| scenario | result | RSS before / peak / after MiB | CPU s | health p50 / max ms | s | reason |',
    '|---|---|---|---:|---|---:|---|',
  ];
  for (const { name, breaches, summary: s, seconds } of rows) {
    lines.push(
      `| ${name} | ${breaches.length === 0 ? 'PASS' : '**BREACH**'} | ${s.rssBeforeMiB.toFixed(0)} / ${s.rssPeakMiB.toFixed(0)} / ${s.rssAfterMiB.toFixed(0)} | ${s.cpuSeconds.toFixed(2)} | ${s.healthP50Ms.toFixed(0)} / ${s.healthMaxMs.toFixed(0)} | ${seconds.toFixed(1)} | ${cell(breaches.join('; '))} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const all = [...anonymousScenarios, ...addressScenarios, ...memberScenarios, ...writeScenarios, imageFloodScenario];
  const only = selectors(values.only);
  const skip = selectors(values.skip);
  const chosen = all.filter(
    (scenario) => (only.length === 0 || only.some((s) => matches(scenario.name, s))) && !skip.some((s) => matches(scenario.name, s)),
  );
  if (chosen.length === 0) throw new Error(`no scenario matches; names: ${all.map((s) => s.name).join(', ')}`);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'dongne-abuse-'));
  const seeding = performance.now();
  const emails = await seedAccounts(path.join(dataDir, 'main'), ACCOUNTS);
  cpSync(path.join(dataDir, 'main'), path.join(dataDir, 'spare'), { recursive: true });
  console.error(`seeded ${ACCOUNTS} accounts in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
  const server = await startServerProcess({
    dataDir: path.join(dataDir, 'main'),
    writeLimits: 'defaults',
    env: {
      NODE_ENV: 'development',
      // As behind nginx on the same machine: X-Forwarded-For from loopback names the client.
      TRUST_PROXY: 'loopback',
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
    },
  });
  const pid = server.child.pid;
  if (!pid) throw new Error('the server has no pid');
  console.error(`server ready in ${((performance.now() - seeding) / 1000).toFixed(1)} s since seeding began`);
  const settled = await settle(pid, server.url);
  console.error(settled);
  const started = performance.now();
  const rows: Row[] = [];
  let notes: string[] = [];
  try {
    const world = new AbuseWorld(server.url, server.port, values.smoke, emails, path.join(dataDir, 'spare'), pid);
    notes = world.notes;
    for (const scenario of chosen) {
      if (server.child.exitCode !== null || server.child.signalCode !== null) {
        rows.push({
          name: scenario.name,
          breaches: ['the server is gone (an earlier scenario took it down)'],
          summary: {
            rssBeforeMiB: 0,
            rssPeakMiB: 0,
            rssAfterMiB: 0,
            cpuSeconds: 0,
            healthP50Ms: 0,
            healthMaxMs: 0,
            healthFailures: 0,
            probes: 0,
          },
          seconds: 0,
        });
        continue;
      }
      rows.push(await runScenario(world, pid, scenario));
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const breached = rows.filter((row) => row.breaches.length > 0);
  console.log(`\n### Hostile clients${values.smoke ? ' (smoke)' : ''}\n`);
  console.log(table(rows));
  for (const note of [settled, ...notes]) console.log(`\n- ${note}`);
  console.log(`\n${rows.length} scenarios in ${((performance.now() - started) / 1000).toFixed(0)} s; \`uptime\`: ${uptime()}`);
  console.log(`\n**${breached.length === 0 ? 'PASS' : `BREACH in ${breached.length}: ${breached.map((row) => row.name).join(', ')}`}**`);
  process.exitCode = breached.length === 0 ? 0 : 1;
}

await main();
