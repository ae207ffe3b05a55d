import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { queryRows } from '../db/query.ts';
import { type AnyJobDefinition, defineJob, JobQueue, pgliteForJobs } from './queue.ts';

const METRICS_TOKEN = 'metrics-token-for-the-job-tests';
const ctx = setupTestApp({ JOBS_POLL_INTERVAL_MS: '500', METRICS_TOKEN });

/** Every run of the probe jobs, by the `mark` in their data: what a test reads back. */
const runs: { mark: string; instance: string; retryCount: number }[] = [];
const runsOf = (mark: string) => runs.filter((run) => run.mark === mark);

// Names are unique per file run: on PostgreSQL every test file of a run shares one database.
const suffix = randomUUID().slice(0, 8);
const probeJob = defineJob<{ mark: string; instance?: string; workMs?: number }>({
  name: `test.probe-${suffix}`,
  retryLimit: 0,
  run: async (_deps, data, job) => {
    runs.push({ mark: data.mark, instance: data.instance ?? '', retryCount: job.retryCount });
    if (data.workMs) await new Promise((resolve) => setTimeout(resolve, data.workMs));
  },
});
const failingJob = defineJob<{ mark: string }>({
  name: `test.failing-${suffix}`,
  retryLimit: 2,
  retryDelaySeconds: 1,
  run: async (_deps, data, job) => {
    runs.push({ mark: data.mark, instance: '', retryCount: job.retryCount });
    throw new Error('probe failure');
  },
});
const definitions: AnyJobDefinition[] = [probeJob, failingJob];

// Each test starts the working instances it needs; none outlives its test.
const opened: JobQueue[] = [];
afterEach(async () => {
  for (const queue of opened.splice(0)) await queue.stop(1_000);
});

/** A second "instance" of the queue on the same database, working the given jobs (no cron). */
async function workingQueue(instance: string): Promise<JobQueue> {
  const queue = await JobQueue.open({ database: ctx.deps.database, config: ctx.deps.config, log: ctx.deps.log }, definitions, 'work');
  opened.push(queue);
  // The instance name rides in the handler's deps-free closure through this wrapper.
  await queue.register({ ...probeJob, run: (deps, data, job) => probeJob.run(deps, { ...data, instance }, job) });
  await queue.startWorkers(ctx.deps, { cron: false });
  return queue;
}

async function jobRow(id: string): Promise<{ state: string; retry_count: number } | undefined> {
  const [row] = await queryRows<{ state: string; retry_count: number }>(
    ctx.deps.db,
    sql`select state::text as state, retry_count from ${ctx.deps.jobs.jobTable} where id = ${id}::uuid`,
  );
  return row;
}

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job queue', () => {
  beforeAll(async () => {
    // The file's app sends these jobs; it never works any (opened to send only, as tests are).
    await ctx.deps.jobs.register(probeJob);
    await ctx.deps.jobs.register(failingJob);
  });

  it('stores a job with the transaction that caused it: a rolled-back one never exists nor runs, a committed one runs', async () => {
    const rolledBack = `rolled-back-${randomUUID()}`;
    const committed = `committed-${randomUUID()}`;
    let rolledBackId: string | null = null;
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        rolledBackId = await ctx.deps.jobs.enqueueInTx(tx, probeJob, { mark: rolledBack });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const committedId = await ctx.deps.db.transaction((tx) => ctx.deps.jobs.enqueueInTx(tx, probeJob, { mark: committed }));
    expect(rolledBackId).toEqual(expect.any(String));
    expect(await jobRow(rolledBackId as unknown as string)).toBeUndefined();
    expect(await jobRow(committedId as string)).toMatchObject({ state: 'created' });

    await workingQueue('a');

    await waitFor(
      () => jobRow(committedId as string),
      (row) => row?.state === 'completed',
    );
    expect(runsOf(committed)).toHaveLength(1);
    expect(runsOf(rolledBack)).toHaveLength(0);
  });

  it('runs a job that came due while no instance worked within seconds of the start', async () => {
    // Nothing works jobs yet but the sending instance of the file's app: the "process" is down.
    const late = `late-${randomUUID()}`;
    const id = await ctx.deps.jobs.enqueue(probeJob, { mark: late }, { startAfter: new Date(Date.now() + 1_000) });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await jobRow(id as string)).toMatchObject({ state: 'created' });

    const started = Date.now();
    await workingQueue('started');
    await waitFor(
      () => runsOf(late),
      (found) => found.length > 0,
      60_000,
    );

    expect(runsOf(late)).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(
      await waitFor(
        () => jobRow(id as string),
        (row) => row?.state === 'completed',
      ),
    ).toMatchObject({ state: 'completed' });
  });

  it('runs each job once when two instances work the same database', async () => {
    await workingQueue('one');
    await workingQueue('two');
    // More jobs than a few batches, each taking a moment: the instance that wakes first cannot have
    // worked them all before the other polls.
    const marks = Array.from({ length: 60 }, (_, index) => `twice-${index}-${randomUUID()}`);
    const ids = await Promise.all(marks.map((mark) => ctx.deps.jobs.enqueue(probeJob, { mark, workMs: 300 })));

    await waitFor(
      async () => Promise.all(ids.map((id) => jobRow(id as string))),
      (rows) => rows.every((row) => row?.state === 'completed'),
    );

    for (const mark of marks) expect(runsOf(mark), mark).toHaveLength(1);
    // Both instances took part, so "once" is not just one instance doing everything.
    const instances = new Set(marks.flatMap((mark) => runsOf(mark).map((run) => run.instance)));
    expect(instances).toEqual(new Set(['one', 'two']));
  });

  it('retries a failing job with backoff, then keeps it in the failed list the metrics count', async () => {
    await workingQueue('c');
    const mark = `failing-${randomUUID()}`;
    const id = await ctx.deps.jobs.enqueue(failingJob, { mark });

    const row = await waitFor(
      () => jobRow(id as string),
      (found) => found?.state === 'failed',
      45_000,
    );

    expect(row).toMatchObject({ state: 'failed', retry_count: 2 });
    expect(runsOf(mark).map((run) => run.retryCount)).toEqual([0, 1, 2]);
    const metrics = await ctx.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain(`jobs_failed{queue="${failingJob.name}"} 1`);
    expect(metrics.body).toContain(`jobs_active{queue="${failingJob.name}"} 0`);
    expect(metrics.body).toContain(`jobs_queued{queue="${failingJob.name}"} 0`);
  });

  it('counts waiting jobs and the age of the oldest due one for the metrics', async () => {
    const marks = [`waiting-${randomUUID()}`, `waiting-${randomUUID()}`];
    for (const mark of marks) await ctx.deps.jobs.enqueue(probeJob, { mark });
    await ctx.deps.jobs.enqueue(probeJob, { mark: `later-${randomUUID()}` }, { startAfter: new Date(Date.now() + 3_600_000) });
    await new Promise((resolve) => setTimeout(resolve, 1_100));

    const metrics = await ctx.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });

    expect(metrics.body).toContain(`jobs_queued{queue="${probeJob.name}"} 3`);
    const oldest = Number(
      metrics.body.match(new RegExp(`jobs_oldest_due_seconds\\{queue="${probeJob.name.replace('.', '\\.')}"\\} ([0-9.e+-]+)`))?.[1],
    );
    expect(oldest).toBeGreaterThanOrEqual(1);
    expect(oldest).toBeLessThan(60);
  });
});

describe.skipIf(Boolean(inject('databaseUrl')))('pg-boss on the one PGlite connection', () => {
  it('rolls back a failed BEGIN … COMMIT script of pg-boss before any request’s statement can reach the connection', async () => {
    const pglite = ctx.deps.database.pglite;
    if (!pglite) return;
    const { fromPglite } = await import('pg-boss');
    const failingScript = 'BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;';

    // pg-boss's own adapter: a statement queued behind the script meets the aborted transaction.
    const stock = fromPglite(pglite);
    const [stockScript, stockNext] = await Promise.allSettled([stock.executeSql(failingScript), pglite.query('select 1 as one')]);
    expect(stockScript.status).toBe('rejected');
    expect(stockNext.status).toBe('rejected');

    const ours = pgliteForJobs(pglite);
    const [script, next] = await Promise.allSettled([ours.executeSql(failingScript), pglite.query<{ one: number }>('select 1 as one')]);
    expect(script.status).toBe('rejected');
    expect(next).toMatchObject({ status: 'fulfilled', value: { rows: [{ one: 1 }] } });
  });
});
