import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { registerRawRunner } from './query.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine itself (PGlite only), for the job queue that shares its one connection. */
  pglite?: PGlite;
  /** Cheap round trip used by the health check. */
  ping: () => Promise<void>;
  /** Connections of the pool in use, idle, and requests waiting for one (PGlite: one connection, never waits). */
  poolStats: () => { total: number; idle: number; waiting: number };
  /**
   * Runs `fn` while holding a lock shared by every instance on this database (PostgreSQL advisory
   * lock on a connection of its own); PGlite has one instance, so it just runs `fn`.
   */
  withSharedLock: <T>(scope: number, key: number, fn: () => Promise<T>) => Promise<T>;
  /** Calls `handler` with the payload of every NOTIFY on `channel` (after the notifying commit). */
  listen: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  /**
   * PostgreSQL only. A statement running longer is cancelled by the server (57014), and a query
   * whose answer has not come this long plus QUERY_TIMEOUT_GRACE_MS after it was sent is given up
   * by the client (a server frozen mid-query, a silently dropped network): both become 503s instead
   * of requests held forever. Off when absent (migrations, bulk loads).
   */
  statementTimeoutMs?: number;
  /** The client's own limit; statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS when absent. */
  queryTimeoutMs?: number;
};

/** How much longer than the server's statement timeout the client waits before giving up itself. */
const QUERY_TIMEOUT_GRACE_MS = 5_000;

/**
 * How long opening a PostgreSQL connection may take before it fails (a 503 for the request): a
 * server that accepts connections but never answers must not hang requests. Only the opening is
 * bounded, not the wait for a free connection of the pool, so a burst of load queues as before.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** A node-postgres client whose connection attempt gives up after `timeoutMs`, with the statement timeouts when given. */
function clientWithTimeouts(timeoutMs: number, statementTimeoutMs?: number, queryTimeoutMs?: number) {
  const timeouts = statementTimeoutMs
    ? { statement_timeout: statementTimeoutMs, query_timeout: queryTimeoutMs ?? statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS }
    : {};
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: timeoutMs, ...timeouts });
    }
  };
}

/** drizzle's node-postgres driver reads these types as the text PostgreSQL sends (dates, timestamps, intervals and their arrays). */
const TEXT_TYPE_IDS = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const keepText = (value: string) => value;
/**
 * The pool's type parsers are drizzle's, so a statement sent straight to the pool (`queryRows`'s
 * fast path) answers the same values as one sent through drizzle, which passes these per query.
 */
const drizzleTypes = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_IDS.has(typeId) ? keepText : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir/pg`
 * (in memory when no directory is given, as tests do).
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: drizzleTypes,
      Client: clientWithTimeouts(
        options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
        options.statementTimeoutMs || undefined,
        options.queryTimeoutMs,
      ),
    });
    // A connection losing its server (a restart's 57P01, a dropped network) emits 'error'. The pool
    // listens only while a client is idle; a checked-out one (a transaction, a held advisory lock)
    // would crash the process with an unhandled 'error' event. Every client gets its own listener
    // for its whole life: the query in flight, or the next one, reports the failure (a 503), and
    // the pool drops the broken client when it comes back.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    registerRawRunner(db, (text, params) => pool.query(text, params));
    const listeners: (() => Promise<void>)[] = [];
    return {
      db,
      kind: 'postgres',
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: async () => {
        await pool.query('select 1');
      },
      withSharedLock: async (scope, key, fn) => {
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          await client.query('select pg_advisory_lock($1, $2)', [scope, key]).catch((error: Error) => {
            broken = error;
            throw error;
          });
          try {
            return await fn();
          } finally {
            // A failed unlock means the session is gone or unusable: ending it (release with the
            // error) frees the lock on the server, so `fn`'s outcome stands either way.
            await client.query('select pg_advisory_unlock($1, $2)', [scope, key]).catch((error: Error) => {
              broken = error;
            });
          }
        } finally {
          client.release(broken);
        }
      },
      listen: async (channel, handler) => {
        const stop = await listenWithReconnect(options.databaseUrl ?? '', channel, handler);
        listeners.push(stop);
        return stop;
      },
      close: async () => {
        await Promise.all(listeners.map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pg');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    ping: async () => {
      await client.query('select 1');
    },
    withSharedLock: (_scope, _key, fn) => fn(),
    listen: async (channel, handler) => {
      const unlisten = await client.listen(channel, handler);
      return async () => {
        await unlisten();
      };
    },
    close: () => client.close(),
  };
}

/** A LISTEN connection that comes back by itself after the server restarts. */
async function listenWithReconnect(url: string, channel: string, handler: (payload: string) => void) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) handler(message.payload);
    });
    next.on('error', () => {
      if (stopped) return;
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(() => {}), 1_000);
    });
    try {
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '')}"`);
      client = next;
    } catch (error) {
      await next.end().catch(() => {});
      if (!client) throw error;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1_000);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
