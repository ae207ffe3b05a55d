/**
 * Our API against the bare baseline (bench/baseline/server.ts) on the same database:
 *   DATABASE_URL=postgres://…/dongne_bench_1x npm run bench -- [--duration 5] [--rounds 3] [--connections 64] [--only name] [--smoke] [--in-place] [--rate n]
 * Starts both servers, signs seeded users in through the real login, checks that the baseline
 * sends our SQL and finds our rows, then per endpoint: peak req/s of each at `--connections` in
 * alternating rounds, and our p50/p99 at a fixed rate of 80 % of the baseline's peak or `--rate` (the judged
 * figure); for context, the baseline's own p99 at that same rate (what the machine and the SQL
 * impose) and ours at 80 % of our own peak. Prints a markdown table; exits non-zero on any error
 * response, SQL drift, different answer or (outside --smoke) missed target.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { RAISED_WRITE_LIMITS } from '../../test/server-processes.ts';
import { drive, type LoadResult } from '../lib/http-load.ts';
import { type RunningServer, startServer } from '../lib/http-servers.ts';
import { benchVapidEnv } from '../lib/vapid-env.ts';
import { checkAnswers } from './answers.ts';
import { callerHeaders, type Endpoint, endpoints, likePairs, type Side } from './endpoints.ts';
import { BENCH_PASSWORD, prepareBlocks, readFixture, renewTokens, signIn } from './fixture.ts';
import { copyDatabase, prepareSmokeDatabase } from './smoke-database.ts';
import { checkSqlDrift, explainProbes, explainStatements } from './sql-drift.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '64' },
    only: { type: 'string' },
    smoke: { type: 'boolean', default: false },
    users: { type: 'string', default: '32' },
    password: { type: 'string', default: BENCH_PASSWORD },
    profile: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'in-place': { type: 'boolean', default: false },
    rate: { type: 'string' },
  },
});
const SMOKE = values.smoke;
const SECONDS = SMOKE ? 2 : Number(values.duration);
const WARM_UP_SECONDS = SMOKE ? 1 : 3;
/**
 * Peak throughput is measured in rounds that alternate the two servers (the first side swaps each
 * round), and the ratio is the median of each round's ours/baseline: this VM's speed drifts by
 * tens of percent within a minute, which one baseline phase followed by one of ours read as a gap.
 */
const ROUNDS = SMOKE ? 1 : Math.max(1, Number(values.rounds));
const CONNECTIONS = Number(values.connections);
const FIXED_RATE = values.rate ? Number(values.rate) : undefined;
const TARGET = { read: 0.8, write: 0.6 };
const P99_MS = 50;
/** Search p99 budget by table size: 30 ms at 2 000 groups, 100 ms at 20 000. */
const searchP99 = (groups: number) => (groups > 5_000 ? 100 : 30);
/** Access tokens live 15 minutes; sign in again well before that. */
const TOKEN_REFRESH_MS = 10 * 60_000;

const searchPath = (params: Record<string, string>) => `/api/search/groups?${new URLSearchParams(params)}`;
/** Bad searches: each must be a 400 or a page read without a full scan (`--explain`). */
const hostileSearches = [
  { name: 'only spaces', path: searchPath({ query: '     ' }) },
  // On the list a blank query is no query: the plain first page and its count (contract §14).
  { name: 'only spaces on /api/groups', path: `/api/groups?${new URLSearchParams({ query: '     ' })}` },
  { name: '6 words', path: searchPath({ query: '강남 러닝 등산 독서 요리 게임' }) },
  { name: '5 words', path: searchPath({ query: '강남 러닝 등산 독서 요리' }) },
  { name: '200 characters', path: searchPath({ query: '러닝'.repeat(100) }) },
  { name: '100 characters', path: searchPath({ query: '러닝'.repeat(50) }) },
  { name: '1-letter 초성', path: searchPath({ query: 'ㄹ' }) },
  // One character: too short for the two-character index; the single-character one (migration 0024) finds it.
  { name: 'only `%`', path: searchPath({ query: '%' }) },
  { name: 'only `_`', path: searchPath({ query: '_' }) },
  { name: '1 syllable (책)', path: searchPath({ query: '책' }) },
  { name: '1 syllable (산)', path: searchPath({ query: '산' }) },
  { name: '1 syllable + a word (책 모임)', path: searchPath({ query: '책 모임' }) },
  { name: 'unknown locationIds', path: searchPath({ query: '러닝', locationIds: '999' }) },
  // Search that forgives (contract §14): words widened by the table of search words, each form and
  // a place's districts through their own index; an empty page in chosen districts adds one count.
  { name: 'variant (런닝 → 러닝)', path: searchPath({ query: '런닝' }) },
  { name: 'synonym (막걸리 → 전통주)', path: searchPath({ query: '막걸리' }) },
  { name: 'place (홍대 → 마포구)', path: searchPath({ query: '홍대' }) },
  { name: '5 widened words', path: searchPath({ query: '헬스 런닝 보드겜 댄스 홍대' }) },
  { name: 'empty in 성동구, counted nearby and everywhere', path: searchPath({ query: '막걸리 영어', locationIds: '4' }) },
  { name: 'empty everywhere, counted', path: searchPath({ query: '없는모임이름', locationIds: '10' }) },
  { name: 'unknown locationId', path: searchPath({ query: '러닝', locationId: '34' }) },
  { name: 'malformed locationIds', path: searchPath({ query: '러닝', locationIds: '1,,2' }) },
  { name: 'malformed locationIds (letters)', path: searchPath({ query: '러닝', locationIds: 'abc' }) },
  {
    name: '41 locationIds',
    path: searchPath({ query: '러닝', locationIds: Array.from({ length: 41 }, (_, i) => (i % 33) + 1).join(',') }),
  },
  { name: 'near without a location', path: searchPath({ query: '러닝', near: 'true' }) },
  {
    name: 'all 33 districts + near, no word',
    path: searchPath({ locationIds: Array.from({ length: 33 }, (_, i) => i + 1).join(','), near: 'true' }),
  },
];

type Row = {
  endpoint: Endpoint;
  /** Median over the rounds of ours/baseline peak req/s. */
  ratio: number;
  ours: LoadResult;
  baseline: LoadResult;
  /** Ours at 80 % of the baseline's peak: the judged p50/p99. */
  fixed: LoadResult;
  /** The baseline at the same fixed rate: the p99 the machine and the SQL impose on anyone. */
  baselineFixed: LoadResult;
  /** Ours at 80 % of our own peak. */
  ownFixed: LoadResult;
  load: number[];
  checks: string[];
};

const loadNow = () => loadavg().map((value) => value.toFixed(2));
const format = (value: number, digits = 0) => value.toFixed(digits);

async function measure(endpoint: Endpoint, urls: Record<Side, string>): Promise<Row> {
  const run = (side: Side, seconds: number, rate?: number, connections = CONNECTIONS) =>
    drive({
      url: urls[side],
      connections,
      seconds,
      rate,
      next: () => {
        const { user, request } = endpoint.next();
        return { ...request, headers: callerHeaders(side, user) };
      },
    });
  const before = loadavg()[0] ?? 0;
  await run('baseline', WARM_UP_SECONDS, undefined, 16);
  await run('ours', WARM_UP_SECONDS, undefined, 16);
  const rounds: { baseline: LoadResult; ours: LoadResult }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const first: Side = round % 2 === 0 ? 'baseline' : 'ours';
    const firstResult = await run(first, SECONDS);
    const secondResult = await run(first === 'baseline' ? 'ours' : 'baseline', SECONDS);
    rounds.push(first === 'baseline' ? { baseline: firstResult, ours: secondResult } : { baseline: secondResult, ours: firstResult });
  }
  const baseline = combine(rounds.map((round) => round.baseline));
  const ours = combine(rounds.map((round) => round.ours));
  const ratio = median(rounds.map((round) => round.ours.rps / Math.max(round.baseline.rps, 1)));
  // `--rate n`: the judged p99 at a fixed moderate rate, the same for every endpoint and both servers.
  const rate = FIXED_RATE ?? Math.max(1, Math.round(baseline.rps * 0.8));
  // Each fixed-rate phase follows a short unmeasured one at its own rate, so that it measures the
  // steady state at that rate and not the aftermath of the flat-out phase that ran just before
  // (a heap to collect, a queue to drain): ours used to come straight after its own peak round.
  const steady = async (side: Side, fixedRate: number) => {
    await run(side, WARM_UP_SECONDS, fixedRate);
    return run(side, SECONDS, fixedRate);
  };
  const fixed = await steady('ours', rate);
  const baselineFixed = await steady('baseline', rate);
  const ownFixed = await steady('ours', Math.max(1, Math.round(ours.rps * 0.8)));
  const checks: string[] = [];
  for (const [phase, result] of Object.entries({ baseline, ours, fixed, baselineFixed, ownFixed })) {
    if (result.failures > 0) checks.push(`${phase}: ${result.failures} failed responses ${JSON.stringify(result.statuses)}`);
    if (result.requests === 0) checks.push(`${phase}: no request completed`);
  }
  return { endpoint, ratio, ours, baseline, fixed, baselineFixed, ownFixed, load: [before, loadavg()[0] ?? 0], checks };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Several rounds of one side as one result: mean req/s, summed counts (latencies of peak rounds are not reported). */
function combine(results: LoadResult[]): LoadResult {
  const statuses: Record<string, number> = {};
  for (const result of results) for (const [code, count] of Object.entries(result.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    rps: results.reduce((sum, result) => sum + result.rps, 0) / results.length,
    p50: Math.max(...results.map((result) => result.p50)),
    p99: Math.max(...results.map((result) => result.p99)),
    requests: results.reduce((sum, result) => sum + result.requests, 0),
    failures: results.reduce((sum, result) => sum + result.failures, 0),
    statuses,
  };
}

function verdict(row: Row, groupCount: number) {
  const ratio = row.ratio;
  const p99Budget = row.endpoint.search ? searchP99(groupCount) : P99_MS;
  const misses = [...row.checks];
  if (ratio < TARGET[row.endpoint.kind]) misses.push(`ratio ${ratio.toFixed(2)} < ${TARGET[row.endpoint.kind]}`);
  if (row.fixed.p99 >= p99Budget) misses.push(`p99 ${row.fixed.p99} ms ≥ ${p99Budget} ms`);
  return { ratio, p99Budget, misses };
}

function printTable(rows: Row[], groupCount: number) {
  console.log(
    '\n| endpoint | ours req/s | baseline req/s | ratio | target | p50 ms | p99 ms | p99 target | baseline p99 at the same rate | ours p99 at 80 % of own peak | load 1 min | result |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  let failed = 0;
  for (const row of rows) {
    const { ratio, p99Budget, misses } = verdict(row, groupCount);
    const errors = row.checks.length > 0;
    // In --smoke the figures mean nothing (two seconds, tiny data): only errors fail it.
    const ok = SMOKE ? !errors : misses.length === 0;
    if (!ok) failed += 1;
    console.log(
      `| ${row.endpoint.name} | ${format(row.ours.rps)} | ${format(row.baseline.rps)} | ${ratio.toFixed(2)} | ≥ ${TARGET[row.endpoint.kind]} | ${row.fixed.p50} | ${row.fixed.p99} | < ${p99Budget} | ${row.baselineFixed.p99} | ${row.ownFixed.p99} | ${row.load.map((value) => value.toFixed(1)).join('→')} | ${ok ? (SMOKE ? 'PASS (smoke: errors only)' : 'PASS') : `FAIL (${misses.join('; ')})`} |`,
    );
  }
  return failed;
}

async function main() {
  const started = Date.now();
  const smoke = SMOKE ? await prepareSmokeDatabase() : null;
  const seededUrl = smoke?.databaseUrl ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dongne_bench_1x';
  // The writes go to a copy unless asked otherwise (the smoke database is private already).
  const copy = smoke || values['in-place'] ? null : await copyDatabase(seededUrl);
  const databaseUrl = copy?.databaseUrl ?? seededUrl;
  const password = values.password ?? BENCH_PASSWORD;
  const jwtSecret = `bench-${randomBytes(24).toString('hex')}`;
  const servers: RunningServer[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-http-'));
  let failed = 0;
  try {
    const fixture = await readFixture(databaseUrl, Number(values.users));
    // With --profile both servers write a CPU profile on exit: ours into the directory, the baseline into its `baseline/`.
    const profileFlags = (dir?: string) => (dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : []);
    const ours = await startServer(
      'src/main.ts',
      {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        ...benchVapidEnv(),
        ...RAISED_WRITE_LIMITS,
        MAIL_OUTBOX: 'true',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
      },
      profileFlags(values.profile),
    );
    servers.push(ours);
    const baseline = await startServer(
      'bench/baseline/server.ts',
      { PATH: process.env.PATH, DATABASE_URL: databaseUrl, BALLOT_SECRET: jwtSecret },
      profileFlags(values.profile && path.join(values.profile, 'baseline')),
    );
    servers.push(baseline);
    const urls = { ours: ours.url, baseline: baseline.url };

    const blocks = await prepareBlocks(databaseUrl, fixture);
    const [notificationReader, blocker, ...users] = await signIn(
      ours.url,
      [fixture.notificationUser, fixture.blocker, ...fixture.members],
      password,
    );
    if (!notificationReader || !blocker) throw new Error('no notification reader or blocker');
    let signedInAt = Date.now();
    const likes = likePairs(fixture, users);
    const all = endpoints(fixture, { users, notificationReader, blocker }, likes);
    const chosen = values.only ? all.filter((endpoint) => endpoint.name.includes(values.only ?? '')) : all;
    if (chosen.length === 0) throw new Error(`no endpoint matches --only ${values.only}`);

    console.log(`# HTTP bench ${new Date().toISOString()}${SMOKE ? ' (smoke)' : ''}`);
    console.log(
      `database ${databaseUrl.replace(/\/\/[^@]*@/, '//')}${copy ? ' (a copy for this run)' : ''}: ${fixture.groupCount} groups, busy group ${fixture.groupId} (${fixture.groupPostIds.length} posts), post ${fixture.postId}, ${users.length} users`,
    );
    console.log(
      `blocker ${blocker.id} with ${blocks} blocks; search words: "${fixture.words.two.query}" and "${fixture.words.four.query}"; ${CONNECTIONS} connections, ${SECONDS} s per phase; p99 at ${FIXED_RATE ? `${FIXED_RATE} req/s` : "80 % of the baseline's peak"}; load average ${loadNow().join(' ')}`,
    );

    const drifts = await checkSqlDrift(databaseUrl, jwtSecret, chosen);
    for (const drift of drifts.filter((item) => !item.ok)) {
      failed += 1;
      console.log(
        `FAIL SQL drift in ${drift.endpoint}:\n  ours also sends: ${drift.unexpected.join('\n    ')}\n  baseline only: ${drift.missing.join('\n    ')}`,
      );
    }
    console.log(`SQL: ${drifts.filter((item) => item.ok).length}/${drifts.length} endpoints send exactly the baseline's statements`);
    const answers = await checkAnswers(urls, chosen);
    for (const answer of answers.filter((item) => !item.ok)) {
      failed += 1;
      console.log(`FAIL different answer from ${answer.endpoint}: ${answer.detail}`);
    }
    console.log(`answers: ${answers.filter((item) => item.ok).length}/${answers.length} reads find the same rows on both servers`);
    if (values.explain) {
      await explainStatements(databaseUrl, drifts);
      const [reader] = users;
      if (reader && chosen.some((endpoint) => endpoint.search)) await explainProbes(databaseUrl, jwtSecret, reader, hostileSearches);
      return;
    }

    const rows: Row[] = [];
    for (const endpoint of chosen) {
      if (Date.now() - signedInAt > TOKEN_REFRESH_MS) {
        await renewTokens(ours.url, [notificationReader, blocker, ...users], password);
        signedInAt = Date.now();
      }
      console.error(`measuring ${endpoint.name}…`);
      rows.push(await measure(endpoint, urls));
    }
    failed += printTable(rows, fixture.groupCount);
    if (chosen.some((endpoint) => endpoint.name === 'like')) {
      console.log(`\nlikes that were new when sent: ${likes.fresh()} (the rest repeated an existing like, the idempotent path)`);
    }
    console.log(`load average at the end: ${loadNow().join(' ')}; ${Math.round((Date.now() - started) / 1000)} s in all`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await smoke?.drop();
    await copy?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed === 0 ? '\nPASS' : `\nFAIL: ${failed} check(s) failed`);
  process.exitCode = failed === 0 ? 0 : 1;
}

await main();
