import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Runs raw SQL and answers its rows; node-postgres and PGlite both return `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Escapes LIKE wildcards so a user's `%` or `_` matches itself. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
