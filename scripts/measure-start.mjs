// Instance start time: from spawning `node scripts/start.mjs` to the first 200 of
// /api/health/ready, on the embedded database (fresh or existing DATA_DIR) or on PostgreSQL
// (DATABASE_URL). Prints each run with the machine's load average, then the median per script:
// the wall time, and the CPU time the process used until ready (Linux), which the load of a
// shared machine changes much less. Several --script values take turns, run by run, so they
// meet the same load.
//   node scripts/measure-start.mjs pglite-fresh|pglite-existing|postgres [--runs 5] [--script a.mjs --script b.mjs]
// The web build must exist (`npm run build`); the start is told not to rebuild it.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '5' }, script: { type: 'string', multiple: true, default: ['scripts/start.mjs'] } },
});
const mode = positionals[0];
if (!['pglite-fresh', 'pglite-existing', 'postgres'].includes(mode)) {
  console.error('usage: node scripts/measure-start.mjs pglite-fresh|pglite-existing|postgres [--runs 5] [--script path…]');
  process.exit(2);
}
if (mode === 'postgres' && !process.env.DATABASE_URL) {
  console.error('postgres needs DATABASE_URL (a scratch database: the first start migrates it)');
  process.exit(2);
}

const PORT = 18_000 + (process.pid % 1000);
const TIMEOUT_MS = 600_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function isReady() {
  try {
    const response = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** user + system CPU seconds of a running process (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat(5), counted from the state field (3): clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Wall and CPU time from spawn to ready; the process is stopped (SIGTERM) and awaited afterwards. */
async function startOnce(script, dataDir) {
  const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, SKIP_WEB_BUILD: '1', LOG_LEVEL: 'warn' };
  if (mode !== 'postgres') delete env.DATABASE_URL;
  const started = performance.now();
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let ms = null;
  let cpu = null;
  while (performance.now() - started < TIMEOUT_MS && child.exitCode === null) {
    if (await isReady()) {
      ms = performance.now() - started;
      cpu = cpuSeconds(child.pid);
      break;
    }
    await sleep(50);
  }
  child.kill('SIGTERM');
  await exited;
  if (ms === null) throw new Error(`not ready within ${TIMEOUT_MS / 1000} s (exit code ${child.exitCode})`);
  return { seconds: ms / 1000, cpu };
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const range = (numbers) => `${Math.min(...numbers).toFixed(2)}–${Math.max(...numbers).toFixed(2)}`;

const existingDir = mkdtempSync(path.join(tmpdir(), 'dongne-start-'));
if (mode !== 'pglite-fresh') {
  // The measured starts find the schema and reference data already there.
  await startOnce(values.script[0], existingDir);
}
const results = new Map(values.script.map((script) => [script, []]));
const loads = [];
for (let run = 1; run <= Number(values.runs); run++) {
  for (const script of values.script) {
    const dataDir = mode === 'pglite-fresh' ? mkdtempSync(path.join(tmpdir(), 'dongne-start-')) : existingDir;
    const load = loadavg()[0];
    loads.push(load);
    const result = await startOnce(script, dataDir);
    results.get(script).push(result);
    console.log(`${mode} ${script} run ${run}: ${result.seconds.toFixed(2)} s, CPU ${result.cpu?.toFixed(2)} s (load ${load.toFixed(1)})`);
    if (dataDir !== existingDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
rmSync(existingDir, { recursive: true, force: true });
for (const [script, runs] of results) {
  const wall = runs.map((result) => result.seconds);
  const cpu = runs.map((result) => result.cpu ?? Number.NaN);
  console.log(
    `${mode} ${script} (node ${process.version}): median ${median(wall).toFixed(2)} s (${range(wall)}), ` +
      `CPU median ${median(cpu).toFixed(2)} s (${range(cpu)}), load average during ${range(loads)}`,
  );
}
