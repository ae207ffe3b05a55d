import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** Read access to a stopped server's database, straight to the engine (no server code on the way). */
export type Inspector = {
  rows: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

export async function openInspector(target: { databaseUrl?: string; dataDir: string }): Promise<Inspector> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return {
      rows: async <T>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as T[],
      close: () => client.end(),
    };
  }
  const client = await PGlite.create(path.join(target.dataDir, 'pg'), { extensions: { pg_trgm, amcheck } });
  return {
    rows: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    close: () => client.close(),
  };
}

/**
 * Verifies every B-tree index of the application's tables against its heap (amcheck's
 * `bt_index_check` with `heapallindexed`): a torn page or a lost index entry after a crash shows here.
 */
export async function checkIndexes(inspector: Inspector): Promise<{ checked: number; failures: string[] }> {
  await inspector.rows('create extension if not exists amcheck');
  const indexes = await inspector.rows<{ name: string }>(
    `select c.relname as name from pg_index i
       join pg_class c on c.oid = i.indexrelid
       join pg_am a on a.oid = c.relam
       join pg_namespace n on n.oid = c.relnamespace
     where a.amname = 'btree' and n.nspname = 'public'`,
  );
  const failures: string[] = [];
  for (const { name } of indexes) {
    try {
      await inspector.rows(`select bt_index_check($1::regclass, true)`, [`public."${name}"`]);
    } catch (error) {
      failures.push(`${name}: ${(error as Error).message}`);
    }
  }
  return { checked: indexes.length, failures };
}
