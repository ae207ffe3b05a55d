/**
 * Bench data at realistic size (a script that reports figures, not a test):
 *   DATABASE_URL=postgres://…/dongne_bench npm run seed:bench -- [--scale 1] [--reset]
 *   npm run seed:bench -- --pglite ./data/bench-pglite [--scale 0.1]
 * Options: --scale f (every size × f; default 1 on PostgreSQL, 0.1 on PGlite), --users --groups
 * --posts --likes --comments --messages --events --notifications n (override one size),
 * --seed n (default 1), --anchor ISO-date (the data's "now"; default today 00:00 UTC),
 * --reset (replace a non-empty database), --manifest file.
 * Creates the PostgreSQL database when missing. Every user logs in with BENCH_PASSWORD.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { defaultManifestPath, writeSeedManifest } from '../lib/seed-manifest.ts';
import { DEFAULT_SIZES, type SeedSizes } from './plan.ts';
import { NotEmptyError, type SeedResult, seedBenchData } from './seed.ts';

const SIZE_KEYS = Object.keys(DEFAULT_SIZES) as (keyof SeedSizes)[];
const PGLITE_SCALE = 0.1;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string' },
      seed: { type: 'string', default: '1' },
      anchor: { type: 'string' },
      reset: { type: 'boolean', default: false },
      pglite: { type: 'string' },
      manifest: { type: 'string' },
      ...Object.fromEntries(SIZE_KEYS.map((key) => [key, { type: 'string' as const }])),
    },
  });
  const pgliteDir = values.pglite as string | undefined;
  const databaseUrl = pgliteDir ? undefined : process.env.DATABASE_URL;
  if (!pgliteDir && !databaseUrl) throw new Error('set DATABASE_URL (PostgreSQL) or pass --pglite <dir>');
  const scale = Number(values.scale ?? (pgliteDir ? PGLITE_SCALE : 1));
  if (!(scale > 0)) throw new Error('--scale must be a positive number');
  const sizes = Object.fromEntries(
    SIZE_KEYS.map((key) => {
      const explicit = (values as Record<string, unknown>)[key] as string | undefined;
      const size = explicit === undefined ? Math.round(DEFAULT_SIZES[key] * scale) : Number(explicit);
      if (!Number.isInteger(size) || size < 0) throw new Error(`--${key} must be a whole number`);
      return [key, key === 'users' || key === 'groups' ? Math.max(size, 2) : size];
    }),
  ) as SeedSizes;
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const anchor = values.anchor ? new Date(values.anchor as string) : today;
  if (Number.isNaN(anchor.getTime())) throw new Error('--anchor must be a date (e.g. 2026-11-22)');
  return {
    sizes,
    scale,
    seed: Number(values.seed),
    anchor,
    reset: values.reset as boolean,
    pgliteDir,
    databaseUrl,
    manifestPath: (values.manifest as string | undefined) ?? defaultManifestPath({ databaseUrl, pgliteDir }),
  };
}

/** Connects to the server's `postgres` database and creates ours when it does not exist. */
async function createDatabaseIfMissing(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await admin.query(`create database "${name.replaceAll('"', '')}"`);
      console.log(`created database ${name}`);
    }
  } finally {
    await admin.end();
  }
}

async function databaseSizes(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const total = await client.query('select pg_size_pretty(pg_database_size(current_database())) as size');
    const tables = await client.query(
      `select relname as table, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
        where relkind = 'r' and relnamespace = 'public'::regnamespace order by pg_total_relation_size(oid) desc limit 8`,
    );
    return { total: (total.rows[0] as { size: string }).size, tables: tables.rows as { table: string; size: string }[] };
  } finally {
    await client.end();
  }
}

function printReport(result: SeedResult, target: string, scale: number) {
  console.log(`\n### seed:bench on ${target} (scale ${scale}, seed ${result.manifest.seed}, anchor ${result.manifest.anchor})\n`);
  console.log('| step | rows | seconds | rows/s |\n|---|---:|---:|---:|');
  for (const { step, rows, seconds } of result.timings) {
    const rate = rows > 0 && seconds > 0 ? Math.round(rows / seconds).toLocaleString('en') : '';
    console.log(`| ${step} | ${rows > 0 ? rows.toLocaleString('en') : ''} | ${seconds.toFixed(2)} | ${rate} |`);
  }
  console.log(`| **total** | | **${result.totalSeconds.toFixed(1)}** | |`);
  console.log('\n| consistency check | offending rows | result |\n|---|---:|---|');
  for (const check of result.checks) console.log(`| ${check.name} | ${check.offending} | ${check.offending === 0 ? 'PASS' : 'FAIL'} |`);
  console.log(
    `\nchecksum ${result.manifest.checksum}; load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
}

async function main() {
  const options = parseOptions();
  if (options.databaseUrl) await createDatabaseIfMissing(options.databaseUrl);
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.pgliteDir, poolSize: 2 });
  const target = options.databaseUrl ? `PostgreSQL ${new URL(options.databaseUrl).pathname.slice(1)}` : `PGlite ${options.pgliteDir}`;
  console.log(`seed:bench → ${target}: ${SIZE_KEYS.map((key) => `${key} ${options.sizes[key]}`).join(', ')}`);
  let failed = false;
  try {
    const result = await seedBenchData(database, { ...options, log: (line) => console.log(line) });
    printReport(result, target, options.scale);
    writeSeedManifest(options.manifestPath, { database: target, ...result.manifest });
    console.log(`manifest: ${options.manifestPath}`);
    if (options.databaseUrl) {
      const sizes = await databaseSizes(options.databaseUrl);
      console.log(`size on disk: ${sizes.total} (${sizes.tables.map((table) => `${table.table} ${table.size}`).join(', ')})`);
    }
    failed = result.checks.some((check) => check.offending > 0);
    console.log(failed ? 'FAIL: counts are inconsistent' : 'PASS: every count is consistent');
  } catch (error) {
    if (!(error instanceof NotEmptyError)) throw error;
    console.error(`refused: ${error.message}`);
    failed = true;
  } finally {
    await database.close();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
