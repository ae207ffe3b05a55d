import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from '../src/db/query.ts';
import { buildUser } from './factories.ts';
import { setupTestApp } from './harness.ts';

// Contract §15: no database error crashes a process. A server restart (`pg_ctl stop -m fast`)
// ends every session with 57P01, like `pg_terminate_backend` does to one: the client holding an
// advisory lock, a transaction between two statements, the LISTEN connection. Each is ended here
// from another connection while the app has it checked out; the process must live on (vitest
// fails the run on an uncaught 'error' event) and the next request must work. PostgreSQL only:
// PGlite has no sessions to end.
const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('a database session ended under a checked-out connection', () => {
  const ctx = setupTestApp();
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(() => {
    process.on('uncaughtException', onCrash);
  });
  afterAll(() => {
    process.off('uncaughtException', onCrash);
  });

  /** Ends the session `pid` from a connection of the pool (not the one being ended). */
  const terminate = async (pid: number) => {
    const [row] = await queryRows<{ done: boolean }>(ctx.deps.db, sql`select pg_terminate_backend(${pid}) as done`);
    expect(row?.done).toBe(true);
  };
  const pidOf = async (where: string) => {
    const [row] = await queryRows<{ pid: number }>(
      ctx.deps.db,
      sql`select pid from pg_stat_activity where datname = current_database() and ${sql.raw(where)} limit 1`,
    );
    return Number(row?.pid ?? 0);
  };
  /** A sign-up (a transaction of several statements) and a read answer as usual. */
  const serving = async () => {
    const user = await buildUser(ctx);
    expect((await ctx.request({ method: 'GET', url: '/api/users/profile', token: user.accessToken })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
  };
  // The error of a connection lost while idle in our hands arrives on the socket a moment later.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('survives losing the connection that holds an advisory lock, and the lock is free again', async () => {
    const scope = 424_242;
    const key = Math.floor(Math.random() * 1_000_000);
    const result = await ctx.deps.database.withSharedLock(scope, key, async () => {
      const [holder] = await queryRows<{ pid: number }>(
        ctx.deps.db,
        sql`select pid from pg_locks where locktype = 'advisory' and classid = ${scope} and objid = ${key} and granted`,
      );
      const pid = Number(holder?.pid);
      expect(pid).toBeGreaterThan(0);
      await terminate(pid);
      await settle();
      return 'done';
    });
    expect(result).toBe('done');
    expect(crashes).toEqual([]);
    // The ended session took its lock with it: taking it again does not wait.
    expect(await ctx.deps.database.withSharedLock(scope, key, async () => 'again')).toBe('again');
    await serving();
  });

  it('survives losing a transaction between two statements: the transaction fails, the next request works', async () => {
    const outcome = await ctx.deps.database.db
      .transaction(async (tx) => {
        const [own] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await terminate(Number(own?.pid));
        await settle();
        await tx.execute(sql`select 1`);
        return 'committed';
      })
      .catch(() => 'failed');
    expect(outcome).toBe('failed');
    expect(crashes).toEqual([]);
    await serving();
  });

  it('survives losing its LISTEN connection and hears notifications again after reconnecting', async () => {
    const channel = `loss_test_${Math.floor(Math.random() * 1e9)}`;
    const heard: string[] = [];
    const stop = await ctx.deps.database.listen(channel, (payload) => heard.push(payload));
    try {
      const pid = await pidOf(`query = 'listen "${channel}"'`);
      expect(pid).toBeGreaterThan(0);
      await terminate(pid);
      // The connection comes back within a second or two; notify until it hears one.
      const deadline = Date.now() + 10_000;
      while (!heard.includes('back') && Date.now() < deadline) {
        await ctx.deps.database.db.execute(sql`select pg_notify(${channel}, 'back')`);
        await settle();
      }
      expect(heard).toContain('back');
      expect(crashes).toEqual([]);
      await serving();
    } finally {
      await stop();
    }
  });
});
