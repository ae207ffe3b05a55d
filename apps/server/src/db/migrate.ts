import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from './client.ts';

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
// Any fixed number; it only has to be the same for every instance of this service.
const MIGRATION_LOCK_KEY = 4_711_2026;

/**
 * Applies the SQL migrations in order, recorded in drizzle's migrations table.
 * On PostgreSQL an advisory lock keeps instances that start together from racing.
 */
/** Where migration progress is told: the server's log, or the CLI's console. */
export type MigrationLog = (event: string, fields?: Record<string, unknown>) => void;

export async function runMigrations(database: Database, databaseUrl?: string, log: MigrationLog = () => {}): Promise<void> {
  const started = performance.now();
  log('migrations: starting');
  const finished = () => log('migrations: done', { ms: Math.round(performance.now() - started) });
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
    finished();
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Another instance starting at the same moment migrates first; this one says it waits.
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.locked) {
      log('migrations: waiting for another instance to finish');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_DIR });
    finished();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
