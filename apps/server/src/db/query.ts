import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** Sends a statement's text and parameters straight to the driver and answers its rows. */
type RawRunner = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * The database objects whose raw statements skip drizzle's execute path (registered by
 * `openDatabase` for the PostgreSQL pool). That path builds a prepared-query object with its own
 * type-parser closures, three tracing spans and a query config that node-postgres copies property by
 * property for every statement: about a fifth of the CPU of a cheap read. A transaction's executor
 * is not registered and keeps drizzle's path, which holds its connection.
 */
const rawRunners = new WeakMap<object, RawRunner>();
/** The same SQL rendering drizzle's node-postgres driver uses (no casing option). */
const dialect = new PgDialect();

export function registerRawRunner(db: object, run: RawRunner): void {
  rawRunners.set(db, run);
}

/** Runs raw SQL and answers its rows; node-postgres and PGlite both return `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const run = rawRunners.get(db);
  if (run) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    return (await run(text, params)).rows as T[];
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
