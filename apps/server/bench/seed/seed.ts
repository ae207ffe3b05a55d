/**
 * The generator as a function (the CLI and the smoke test both call it): migrates the database
 * with the project's own migrations, refuses data it did not make unless told to reset, loads
 * every table in bulk, checks every count, and describes the result for the benchmarks.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import { BENCH_PASSWORD, describeSeedData, type SeedManifest } from '../lib/seed-manifest.ts';
import { type CheckResult, checkConsistency, countRows, dataChecksum } from './check.ts';
import { advanceIdentities, loadTable, type SqlClient, withDeferredIndexesAndKeys } from './load.ts';
import { buildPlan, type ReferenceData, type SeedSizes } from './plan.ts';
import { tableSources } from './tables.ts';

export type SeedOptions = {
  sizes: SeedSizes;
  seed: number;
  /** The generator's "now"; fix it to get identical rows on another day. */
  anchor: Date;
  /** Replace whatever the database holds (the schema is rebuilt by the migrations). */
  reset: boolean;
  /** PostgreSQL's URL, for the migrator's own connection; absent on PGlite. */
  databaseUrl?: string;
  batchSize?: number;
  log?: (line: string) => void;
};

export type StepTiming = { step: string; rows: number; seconds: number };
export type SeedResult = {
  timings: StepTiming[];
  totalSeconds: number;
  checks: CheckResult[];
  manifest: Omit<SeedManifest, 'database'>;
};

/** Rows per statement: enough to amortise the round trip, few enough to keep a batch a few MB. */
const BATCH_SIZE = 5_000;

export class NotEmptyError extends Error {}

async function migrate(database: Database, databaseUrl: string | undefined) {
  await runMigrations(database, databaseUrl);
  await seedReferenceData(database.db);
}

/** Drops everything the migrations made (tables, the pg_trgm extension, drizzle's journal) and migrates again. */
async function rebuildSchema(client: SqlClient, database: Database, databaseUrl: string | undefined) {
  await client.query('drop schema if exists drizzle cascade');
  await client.query('drop schema public cascade');
  await client.query('create schema public');
  await migrate(database, databaseUrl);
}

async function readReference(client: SqlClient): Promise<ReferenceData> {
  const categories = await client.query('select id, name, parent_id as "parentId" from categories order by id');
  const locations = await client.query('select id, city, district, lat, lng from locations order by id');
  const companies = await client.query('select id, domains from companies order by id');
  return {
    categories: categories.rows as ReferenceData['categories'],
    locations: locations.rows as ReferenceData['locations'],
    companies: companies.rows as ReferenceData['companies'],
  };
}

/** One connection for the whole load (a pool would spread dependent batches over several). */
async function connect(database: Database): Promise<{ client: SqlClient; release: () => void }> {
  const raw = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind === 'pglite') return { client: raw as PGlite, release: () => {} };
  const client = await (raw as pg.Pool).connect();
  return { client, release: () => client.release() };
}

const seconds = (since: number) => (performance.now() - since) / 1000;

async function timed<T>(timings: StepTiming[], step: string, work: () => Promise<T>, rowsOf: (result: T) => number = () => 0) {
  const started = performance.now();
  const result = await work();
  timings.push({ step, rows: rowsOf(result), seconds: seconds(started) });
  return result;
}

/** Loads the bench data set into `database`; throws on a non-empty database without `reset`. */
export async function seedBenchData(database: Database, options: SeedOptions): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const started = performance.now();
  const timings: StepTiming[] = [];
  await timed(timings, 'migrations', () => migrate(database, options.databaseUrl));
  const { client, release } = await connect(database);
  try {
    const { rows } = await client.query('select (select count(*) from users)::int + (select count(*) from groups)::int as count');
    if ((rows[0] as { count: number }).count > 0) {
      if (!options.reset) throw new NotEmptyError('the database already holds users or groups: rerun with --reset to replace them');
      await timed(timings, 'reset (schema rebuilt by the migrations)', () => rebuildSchema(client, database, options.databaseUrl));
    }
    // Row texts (and so the checksum) must not depend on the server's time zone.
    await client.query(`set time zone 'UTC'`);
    if (database.kind === 'postgres') {
      // A crash mid-load means --reset anyway, so nothing is gained by waiting for each commit's flush.
      await client.query('set synchronous_commit = off');
      await client.query(`set maintenance_work_mem = '256MB'`);
    }
    const anchor = options.anchor.getTime();
    const reference = await readReference(client);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const plan = await timed(
      timings,
      'plan (members, authors, counts)',
      async () => buildPlan(options.seed, anchor, reference, options.sizes),
      (result) => result.groups.members.items.length,
    );
    const sources = tableSources(options.seed, plan, options.sizes, passwordHash);
    for (const source of sources) {
      const rowCount = await timed(
        timings,
        source.table,
        () => withDeferredIndexesAndKeys(client, source.table, () => loadTable(client, source, options.batchSize ?? BATCH_SIZE)),
        (written) => written,
      );
      log(`${source.table}: ${rowCount} rows`);
    }
    const tables = sources.map((source) => source.table);
    await advanceIdentities(
      client,
      sources.filter((source) => source.columns.some(([name]) => name === 'id')).map((source) => source.table),
    );
    // Only our tables: a database-wide VACUUM also walks every system catalog. VACUUM (not only
    // ANALYZE) sets the visibility map, so counts can be answered from indexes as on a database
    // that has lived a while; without it the HTTP bench measures freshly loaded heap reads.
    const analyzed = [...tables, 'categories', 'locations', 'companies'].map((table) => `"${table}"`).join(', ');
    await timed(timings, 'vacuum analyze', () => client.query(`vacuum analyze ${analyzed}`));
    const checks = await timed(timings, 'consistency checks', () => checkConsistency(client));
    const counts = await countRows(client, tables);
    const checksum = await timed(timings, 'checksum', () => dataChecksum(client, tables));
    const description = await describeSeedData(client);
    return {
      timings,
      totalSeconds: seconds(started),
      checks,
      manifest: { seed: options.seed, anchor: options.anchor.toISOString(), counts, checksum, ...description },
    };
  } finally {
    release();
  }
}
