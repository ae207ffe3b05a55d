import { entityKind, Param, Placeholder, SQL, StringChunk } from 'drizzle-orm';
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

/** Thrown inside `renderPlain` at a chunk it leaves to drizzle. */
const NOT_PLAIN = Symbol('not plain');

/**
 * Appends one chunk of a `sql` template as PgDialect renders it: text as written, `undefined` as
 * nothing, an array as a parenthesised list, a nested `sql` in place, a value (or a `sql.param`
 * without a driver encoding that is itself SQL) as the next `$n`. Anything else drizzle knows (a
 * column, a table, a name, a placeholder, a subquery, inlined parameters) throws NOT_PLAIN.
 */
function renderChunk(chunk: unknown, out: { text: string; params: unknown[] }): void {
  if (chunk instanceof StringChunk) {
    out.text += chunk.value.join('');
    return;
  }
  if (chunk === undefined) return;
  if (chunk instanceof SQL) {
    if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams) throw NOT_PLAIN;
    for (const inner of chunk.queryChunks) renderChunk(inner, out);
    return;
  }
  if (Array.isArray(chunk)) {
    out.text += '(';
    chunk.forEach((item, index) => {
      if (index > 0) out.text += ', ';
      renderChunk(item, out);
    });
    out.text += ')';
    return;
  }
  let value = chunk;
  if (chunk instanceof Param) {
    if (chunk.value instanceof Placeholder) throw NOT_PLAIN;
    value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
  }
  // A function here is a pgEnum (rendered as its name); an object drizzle knows renders as SQL.
  if (typeof value === 'function') throw NOT_PLAIN;
  if (value !== null && typeof value === 'object' && (entityKind in value.constructor || 'getSQL' in value)) throw NOT_PLAIN;
  out.params.push(value);
  out.text += `$${out.params.length}`;
}

/**
 * The statement text and parameters of a `sql` template made of text, values and nested templates,
 * exactly as `dialect.sqlToQuery` renders it (query.test.ts compares them), or null for one that
 * uses anything else. drizzle's renderer asks of every chunk which of a dozen kinds it is, each
 * question a walk up the prototype chain; the statements of our repositories are almost all
 * text and values, so most of that work can be skipped.
 */
export function renderPlain(query: SQL): { sql: string; params: unknown[] } | null {
  const out = { text: '', params: [] as unknown[] };
  try {
    renderChunk(query, out);
  } catch (error) {
    if (error === NOT_PLAIN) return null;
    throw error;
  }
  return { sql: out.text, params: out.params };
}

export function registerRawRunner(db: object, run: RawRunner): void {
  rawRunners.set(db, run);
}

/** Runs raw SQL and answers its rows; node-postgres and PGlite both return `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const run = rawRunners.get(db);
  if (run) {
    const { sql: text, params } = renderPlain(query) ?? dialect.sqlToQuery(query);
    return (await run(text, params)).rows as T[];
  }
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
