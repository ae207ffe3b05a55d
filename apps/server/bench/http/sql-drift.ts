import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDeps } from '../../src/deps.ts';
import { RAISED_WRITE_LIMITS } from '../../test/server-processes.ts';
import { ENDPOINT_SQL } from '../baseline/queries.ts';
import { benchVapidEnv } from '../lib/vapid-env.ts';
import { callerHeaders, type Endpoint } from './endpoints.ts';
import type { BenchUser } from './fixture.ts';

export type Statement = { text: string; values: unknown[] };
export type Drift = { endpoint: string; ok: boolean; missing: string[]; unexpected: string[]; statements: Statement[] };

/** One spelling per statement: whitespace collapsed, `in ($4, $5, …)` lists as one shape. */
const normalise = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\(\s*/g, '(')
    .replace(/\s*\)/g, ')')
    .replace(/in \(\$\d+(, \$\d+)*\)/g, 'in ($n)')
    .trim();
const TRANSACTION = /^(begin|commit|rollback)$/i;
/**
 * The job queue's own statements (pg-boss, in its schema): a write that enqueues a job (a like's
 * push fan-out) sends pg-boss's insert, which the baseline does not copy; the baseline's write
 * does that much less work, so ours is measured at a disadvantage there.
 */
const isQueueStatement = (text: string) => /\bpgboss\w*\./.test(text);
/**
 * A group's chat room row is made on first use and its id kept by the process (chat.service.ts
 * roomIdOf): only the first chat request of a run sends these two; the baseline keeps it too.
 */
const isRoomLookup = (text: string) =>
  text.startsWith('insert into "chat_rooms"') || /^select "id", [^;]* from "chat_rooms" where "chat_rooms"\."group_id" = \$1$/.test(text);
/**
 * A search that finds nothing in the chosen districts also counts the same search nearby and
 * everywhere (contract §14's empty state). The baseline copies searches that find groups; the
 * small smoke database can leave a filtered search empty, and then this count is not drift.
 */
const ALTERNATIVES_COUNT = 'select (count(*) filter (where g.location_id = any(';
const isEmptyPage = (body: string) => {
  try {
    return (JSON.parse(body) as { empty?: boolean }).empty === true;
  } catch {
    return false;
  }
};

/**
 * Runs our app in this process against the bench database, sends each endpoint's request once
 * and records every statement node-postgres sends, then compares them with the baseline's SQL.
 * A difference means the baseline no longer measures what our repositories do.
 */
export async function checkSqlDrift(databaseUrl: string, jwtSecret: string, list: Endpoint[]): Promise<Drift[]> {
  const drifts: Drift[] = [];
  const sentBy = await recordStatements(databaseUrl, jwtSecret, list);
  for (const [index, endpoint] of list.entries()) {
    const { status, body, statements } = sentBy[index] ?? { status: 0, body: '', statements: [] };
    if (status >= 300) throw new Error(`${endpoint.name}: ours answered ${status} ${body}`);
    const emptyPage = isEmptyPage(body);
    const actual = statements
      .map((statement) => normalise(statement.text))
      .filter((text) => !isQueueStatement(text) && !isRoomLookup(text) && !(emptyPage && text.startsWith(ALTERNATIVES_COUNT)))
      .sort();
    const expected = (ENDPOINT_SQL[endpoint.name] ?? ['(no baseline SQL for this endpoint)']).map(normalise).sort();
    const missing = expected.filter((text) => !actual.includes(text));
    const unexpected = actual.filter((text) => !expected.includes(text));
    drifts.push({ endpoint: endpoint.name, ok: missing.length === 0 && unexpected.length === 0, missing, unexpected, statements });
  }
  return drifts;
}

type Sent = { status: number; body: string; statements: Statement[] };

/** Sends each endpoint's next request once to our app in this process; what it answered and every statement it sent. */
async function recordStatements(databaseUrl: string, jwtSecret: string, list: Pick<Endpoint, 'next'>[]): Promise<Sent[]> {
  const sent: Statement[] = [];
  const original = pg.Client.prototype.query;
  const recordingQuery = function (this: pg.Client, ...args: unknown[]) {
    const [query, values] = args;
    // drizzle passes `({ text }, values)`, pg's own callers `(text, values)` or `({ text, values })`.
    const config = typeof query === 'string' ? { text: query, values } : (query as { text?: string; values?: unknown });
    const bound = config.values ?? values;
    if (config.text) sent.push({ text: config.text, values: Array.isArray(bound) ? bound : [] });
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-drift-'));
  const deps = await createDeps(
    loadConfig({
      NODE_ENV: 'production',
      ...benchVapidEnv(),
      ...RAISED_WRITE_LIMITS,
      MAIL_OUTBOX: 'true',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    }),
  );
  const app = await buildApp(deps);
  const results: Sent[] = [];
  try {
    for (const endpoint of list) {
      const { user, request } = endpoint.next();
      sent.length = 0;
      pg.Client.prototype.query = recordingQuery as typeof original;
      const response = await app.inject({
        method: request.method,
        url: request.path,
        headers: callerHeaders('ours', user),
        ...(request.body === undefined ? {} : { payload: request.body as object }),
      });
      pg.Client.prototype.query = original;
      const statements = sent.filter((statement) => !TRANSACTION.test(statement.text.trim()));
      results.push({ status: response.statusCode, body: response.body, statements: [...statements] });
    }
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await deps.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};
type Plan = { 'Planning Time': number; 'Execution Time': number; Plan: PlanNode };

/** The plan's sequential scans, as `table (rows read)`. */
function seqScans(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan'
      ? [`${node['Relation Name']} (${(node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']} rows)`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScans)];
}

/**
 * `--explain` with search endpoints: the hostile searches (run-bench.ts `hostileSearches`) sent to our app, with what
 * it answered and, for each statement it sent, EXPLAIN (ANALYZE, BUFFERS): a 400 sends none; a
 * query that reaches the database must not read the groups table whole.
 */
export async function explainProbes(databaseUrl: string, jwtSecret: string, user: BenchUser, probes: { name: string; path: string }[]) {
  const sentBy = await recordStatements(
    databaseUrl,
    jwtSecret,
    probes.map((probe) => ({ next: () => ({ user, request: { method: 'GET' as const, path: probe.path } }) })),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  console.log(
    '\n| hostile search | request | status | rows | statements | planning + execution ms | buffers | sequential scans |\n|---|---|---|---|---|---|---|---|',
  );
  try {
    for (const [index, probe] of probes.entries()) {
      const { status, body, statements } = sentBy[index] ?? { status: 0, body: '', statements: [] };
      const rows = status === 200 ? String((JSON.parse(body) as { content: unknown[] }).content.length) : '—';
      const costs: string[] = [];
      const buffers: number[] = [];
      const scans: string[] = [];
      for (const { text, values } of statements) {
        const { rows: planRows } = await client.query<{ 'QUERY PLAN': Plan[] }>(`explain (analyze, buffers, format json) ${text}`, values);
        const [plan] = planRows[0]?.['QUERY PLAN'] ?? [];
        if (!plan) continue;
        costs.push(`${plan['Planning Time'].toFixed(2)} + ${plan['Execution Time'].toFixed(2)}`);
        buffers.push(plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks']);
        scans.push(...seqScans(plan.Plan));
      }
      const shown = probe.path.length > 70 ? `${probe.path.slice(0, 67)}…` : probe.path;
      console.log(
        `| ${probe.name} | \`${shown}\` | ${status} | ${rows} | ${statements.length} | ${costs.join('; ') || '—'} | ${buffers.join('; ') || '—'} | ${scans.join(', ') || 'none'} |`,
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * `--explain`: EXPLAIN (ANALYZE, BUFFERS) of every read statement an endpoint sent, best of three,
 * as a markdown table: where the database time of each endpoint goes, with the plan's buffers.
 */
export async function explainStatements(databaseUrl: string, drifts: Drift[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  console.log('\n| endpoint | statement | planning ms | execution ms | buffers |\n|---|---|---|---|---|');
  try {
    for (const drift of drifts) {
      for (const { text, values } of drift.statements.filter((statement) => /^select (?!pg_notify)/.test(statement.text.trim()))) {
        const plans: Plan[] = [];
        for (let round = 0; round < 3; round++) {
          const { rows } = await client.query<{ 'QUERY PLAN': Plan[] }>(`explain (analyze, buffers, format json) ${text}`, values);
          const [plan] = rows[0]?.['QUERY PLAN'] ?? [];
          if (plan) plans.push(plan);
        }
        const best = plans.sort((a, b) => a['Execution Time'] - b['Execution Time'])[0];
        if (!best) continue;
        const buffers = best.Plan['Shared Hit Blocks'] + best.Plan['Shared Read Blocks'];
        console.log(
          `| ${drift.endpoint} | \`${normalise(text).slice(0, 70).replaceAll('|', '\\|')}…\` | ${best['Planning Time'].toFixed(2)} | ${best['Execution Time'].toFixed(2)} | ${buffers} |`,
        );
      }
    }
  } finally {
    await client.end();
  }
}
