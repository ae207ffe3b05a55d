import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { type Db as BossDb, type DrizzleTransactionLike, fromDrizzle, fromPglite, type JobResult, PgBoss, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database, Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import type { Deps } from '../deps.ts';

/** What a handler learns about the job it runs besides its data. */
export type JobRun = {
  id: string;
  /** 0 on the first try, then 1, 2… on each retry. */
  retryCount: number;
  /** Aborted when the instance shuts down: a long handler stops at its next safe point. */
  signal: AbortSignal;
};

/**
 * One kind of job: its queue name, how it retries, and its handler. A module declares its jobs
 * next to the code they run (`modules/<domain>/*.jobs.ts` or beside the service) and lists them in
 * `src/job-table.ts`. Handlers read the time from `deps.clock`, never from `Date`.
 */
export type JobDefinition<Data extends object> = {
  /** The queue's name in `pgboss.queue`: `<module>.<what>`, e.g. `images.sweep-orphans`. */
  name: string;
  /** Periodic work: a cron expression in UTC. An occurrence missed while no instance ran is sent once at the next start. */
  cron?: string;
  /** Tries after the first failure before the job lands in the failed list (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled (with jitter) each time up to an hour (default 30). */
  retryDelaySeconds?: number;
  /** A try still running after this long counts as failed (a crashed instance's job comes back; default 15 min). */
  expireInSeconds?: number;
  /** At most one job of this kind waits and one runs, across every instance (periodic sweeps). */
  singleton?: boolean;
  /** Jobs of this kind an instance runs at once (default JOB_BATCH): more for short jobs that mostly wait on the network. */
  batchSize?: number;
  run: (deps: Deps, data: Data, job: JobRun) => Promise<void>;
};

// biome-ignore lint/suspicious/noExplicitAny: a table of definitions holds every data type.
export type AnyJobDefinition = JobDefinition<any>;

/** Declares a job; the type parameter is the data its senders must give. */
export function defineJob<Data extends object = Record<string, never>>(definition: JobDefinition<Data>): JobDefinition<Data> {
  return definition;
}

/** When and how a job is sent: a later start, or a key that keeps one job per key waiting. */
export type EnqueueOptions = { startAfter?: Date | number; singletonKey?: string };

/** Counts of one queue at one moment, for the metrics and the operators' SQL (docs/operations.md). */
export type QueueCounts = { name: string; queued: number; active: number; failed: number; oldestDueSeconds: number };

/** `send`: stores jobs only (tests, CLIs). `work`: also maintains the queue and sends cron jobs; workers start with `startWorkers`. */
export type JobQueueMode = 'send' | 'work';

const DEFAULT_RETRY_LIMIT = 5;
/** Jobs of one kind an instance fetches and runs at once. */
const JOB_BATCH = 10;
const DEFAULT_RETRY_DELAY_SECONDS = 30;
const MAX_RETRY_DELAY_SECONDS = 3_600;
const DEFAULT_EXPIRE_SECONDS = 15 * 60;
/** Finished jobs (completed or failed) stay this long: the failed list operators read. */
const KEEP_FINISHED_SECONDS = 14 * 24 * 3_600;
/** A repeated queue error (the database away) is logged once a minute, not on every poll. */
const ERROR_LOG_EVERY_MS = 60_000;

/**
 * PGlite is one connection: pg-boss's own statements wait for the app's transactions and the other
 * way round (PGlite's transaction lock). A `BEGIN … COMMIT` script of pg-boss (schema, maintenance)
 * runs inside PGlite's transaction so a failure in it is rolled back before any other statement
 * can reach the connection; pg-boss's adapter would roll back only after releasing it.
 */
export function pgliteForJobs(pglite: PGlite): BossDb {
  const adapter = fromPglite(pglite);
  return {
    ...adapter,
    executeSql: (text, values) =>
      !values?.length && /^\s*BEGIN\b/i.test(text)
        ? pglite.transaction(async (tx) => ({ rows: (await tx.exec(text)).flatMap((result) => result.rows ?? []) }))
        : adapter.executeSql(text, values),
  };
}

/**
 * The one durable job queue (contract §17): pg-boss in the same database, in the `pgboss` schema it
 * installs and migrates itself. Jobs survive restarts, run once whatever the number of instances
 * (`SELECT … FOR UPDATE SKIP LOCKED`), retry with backoff and end in the failed list.
 */
export class JobQueue {
  private readonly definitions = new Map<string, AnyJobDefinition>();
  private working = false;
  private stopped = false;
  private lastErrorLog = new Map<string, number>();

  private readonly boss: PgBoss;
  private readonly database: Database;
  private readonly mode: JobQueueMode;
  private readonly pollIntervalMs: number;
  private readonly log: Logger;

  /** pg-boss's job table in this queue's schema (`JOBS_SCHEMA`), for the metrics and tests that read it. */
  readonly jobTable: SQL;

  private constructor(boss: PgBoss, database: Database, mode: JobQueueMode, pollIntervalMs: number, log: Logger, schema: string) {
    this.jobTable = sql.raw(`"${schema}".job`);
    this.boss = boss;
    this.database = database;
    this.mode = mode;
    this.pollIntervalMs = pollIntervalMs;
    this.log = log;
  }

  /** Installs or migrates the `pgboss` schema and creates a queue for each definition. */
  static async open(
    {
      database,
      config,
      log,
    }: { database: Database; config: Pick<Config, 'databaseUrl' | 'jobsPollIntervalMs' | 'jobsSchema'>; log: Logger },
    definitions: AnyJobDefinition[],
    mode: JobQueueMode = 'send',
  ): Promise<JobQueue> {
    const working = mode === 'work';
    const started = performance.now();
    const connection =
      database.pglite && !config.databaseUrl
        ? { db: pgliteForJobs(database.pglite), backend: 'pglite' as const }
        : // A small pool of its own: workers and maintenance never wait behind requests for a connection.
          { connectionString: config.databaseUrl, max: working ? 4 : 2, application_name: 'dongne-jobs' };
    const boss = new PgBoss({
      ...connection,
      schema: config.jobsSchema,
      // Maintenance (expiring stuck tries, deleting old jobs), cron and the instance registry run
      // only where jobs are worked; a sending-only instance (tests, CLIs) keeps no timers but the
      // queue-cache refresh.
      supervise: working,
      schedule: working,
      registerInstance: working,
      // pg-boss keeps tables of its own readings and warnings; the metrics read the job table instead.
      persistWarnings: false,
      monitorVacuum: false,
    });
    const queue = new JobQueue(boss, database, mode, config.jobsPollIntervalMs, log, config.jobsSchema);
    // An 'error' without a listener would end the process: every queue error is logged instead.
    boss.on('error', (error) => queue.logError(error));
    boss.on('warning', (warning) => log.warn({ warning: warning.message }, 'jobs: warning'));
    await boss.start();
    for (const definition of definitions) await queue.register(definition);
    log.info({ mode, queues: definitions.length, ms: Math.round(performance.now() - started) }, 'jobs: queue ready');
    return queue;
  }

  /** Adds a kind of job (its queue is created, or its options brought up to date); workers started later work it too. */
  async register(definition: AnyJobDefinition): Promise<void> {
    this.definitions.set(definition.name, definition);
    // createQueue also loads the queue into pg-boss's cache: a send inside a PGlite transaction
    // must not have to read it (that read would wait for the very transaction it runs in).
    const options = queueOptions(definition);
    await this.boss.createQueue(definition.name, options);
    // A queue made by an earlier release takes the current retry and expiry settings (pg-boss fixes
    // the policy and the maximum retry delay when the queue is created).
    const { policy: _policy, retryDelayMax: _retryDelayMax, ...changeable } = options;
    await this.boss.updateQueue(definition.name, changeable);
  }

  /**
   * Stores a job in the caller's transaction: it exists if and only if the change that caused it
   * commits (an event created ⇒ its reminders; rolled back ⇒ none). Answers the job id, or null
   * when a singleton job of this kind or key is already waiting.
   */
  async enqueueInTx<Data extends object>(
    tx: Tx,
    definition: JobDefinition<Data>,
    data: Data,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    this.assertKnown(definition);
    return this.boss.send(definition.name, data, { ...sendOptions(options), db: fromDrizzle(drizzleTx(tx), sql) });
  }

  /**
   * Stores many jobs of one kind in the caller's transaction with one statement (pg-boss's bulk
   * insert: a key already waiting is skipped, as `send` skips it).
   */
  async enqueueManyInTx<Data extends object>(
    tx: Tx,
    definition: JobDefinition<Data>,
    items: { data: Data; options?: EnqueueOptions }[],
  ): Promise<void> {
    this.assertKnown(definition);
    if (items.length === 0) return;
    await this.boss.insert(
      definition.name,
      items.map(({ data, options = {} }) => ({ data, ...sendOptions(options) })),
      { db: fromDrizzle(drizzleTx(tx), sql) },
    );
  }

  /** Stores a job on its own (not caused by a change in a transaction). */
  async enqueue<Data extends object>(definition: JobDefinition<Data>, data: Data, options: EnqueueOptions = {}): Promise<string | null> {
    this.assertKnown(definition);
    return this.boss.send(definition.name, data, sendOptions(options));
  }

  /**
   * Starts a worker per kind of job (polling every JOBS_POLL_INTERVAL_MS) and, unless `cron` is
   * false (tests that must not sweep a shared database on the hour), the cron schedules. Only in
   * `work` mode: `main.ts` after listening, and the tests that run jobs.
   */
  async startWorkers(deps: Deps, { cron = true }: { cron?: boolean } = {}): Promise<void> {
    if (this.mode !== 'work') throw new Error('jobs: this queue was opened to send only');
    if (this.working) return;
    this.working = true;
    const started = performance.now();
    for (const definition of this.definitions.values()) {
      await this.boss.work(
        definition.name,
        {
          pollingIntervalSeconds: this.pollIntervalMs / 1000,
          // Up to JOB_BATCH jobs of a kind at once, and while a fetch comes back full the next is
          // fetched at once: a backlog (a burst's pushes, a minute of reminders) is not worked at one
          // job per poll. Jobs of a batch run side by side, as on two instances; each settles alone
          // (done: at once; failed: in the batch's answer, which retries only it).
          batchSize: definition.batchSize ?? JOB_BATCH,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        (jobs) =>
          Promise.all(
            jobs.map(async (job): Promise<JobResult> => {
              try {
                await this.runOne(deps, definition, { ...job, data: (job.data ?? {}) as object });
                // Settled as soon as it is done: a batch failed as a whole later (a shutdown's grace
                // ending, a neighbour past its expiry) must not run it again.
                await this.boss.complete(definition.name, { id: job.id, retryCount: job.retryCount });
                return { id: job.id, status: 'completed' };
              } catch (error) {
                return { id: job.id, status: 'failed', output: error };
              }
            }),
          ),
      );
    }
    if (cron) await this.scheduleCrons();
    this.log.info({ ms: Math.round(performance.now() - started), pollMs: this.pollIntervalMs }, 'jobs: workers started');
  }

  /** Writes each cron job's schedule (one row per job, shared by every instance) and drops the ones no longer in the code. */
  private async scheduleCrons(): Promise<void> {
    const crons = [...this.definitions.values()].filter((definition) => definition.cron);
    for (const definition of crons) {
      await this.boss.schedule(definition.name, definition.cron as string, {}, { tz: 'UTC', missed: 'once' });
    }
    // A schedule whose job left the code (or lost its cron) stops being sent.
    for (const schedule of await this.boss.getSchedules()) {
      if (!crons.some((definition) => definition.name === schedule.name)) await this.boss.unschedule(schedule.name, schedule.key);
    }
  }

  /** Queued (waiting, due or not), active and failed jobs per kind, and how long the oldest due job has waited. */
  async counts(): Promise<QueueCounts[]> {
    const rows = await queryRows<{ name: string; queued: number; active: number; failed: number; oldest_due_seconds: number | null }>(
      this.database.db,
      sql`
      select name,
        count(*) filter (where state in ('created', 'retry'))::int as queued,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed,
        extract(epoch from now() - min(start_after) filter (where state in ('created', 'retry') and start_after <= now()))::float8
          as oldest_due_seconds
      from ${this.jobTable}
      group by name`,
    );
    const byName = new Map(rows.map((row) => [row.name, row]));
    return [...this.definitions.keys()].sort().map((name) => {
      const row = byName.get(name);
      return {
        name,
        queued: row?.queued ?? 0,
        active: row?.active ?? 0,
        failed: row?.failed ?? 0,
        oldestDueSeconds: Math.max(0, row?.oldest_due_seconds ?? 0),
      };
    });
  }

  /**
   * Stops taking jobs; a handler still running gets `timeoutMs` to finish (its signal is aborted),
   * after which its try counts as failed and is retried. Safe to call twice.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    await this.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  }

  private async runOne(
    deps: Deps,
    definition: AnyJobDefinition,
    job: { id: string; data: object; retryCount: number; signal: AbortSignal },
  ) {
    const started = performance.now();
    try {
      await definition.run(deps, job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
      this.log.debug({ job: definition.name, id: job.id, ms: Math.round(performance.now() - started) }, 'job done');
    } catch (error) {
      const retryLimit = definition.retryLimit ?? DEFAULT_RETRY_LIMIT;
      const last = job.retryCount >= retryLimit;
      const line = { job: definition.name, id: job.id, retryCount: job.retryCount, err: error };
      if (last) this.log.error(line, 'job failed for good: in the failed list');
      else this.log.warn(line, 'job failed; it will be tried again');
      throw error;
    }
  }

  private assertKnown(definition: AnyJobDefinition): void {
    if (!this.definitions.has(definition.name)) throw new Error(`jobs: ${definition.name} is not in the job table`);
  }

  private logError(reported: Error): void {
    // pg-boss reports some errors as plain copies of an Error: logged as Errors all the same.
    const error =
      reported instanceof Error ? reported : Object.assign(new Error(String((reported as { message?: unknown })?.message)), reported);
    const now = Date.now();
    const key = error.message;
    if (now - (this.lastErrorLog.get(key) ?? 0) < ERROR_LOG_EVERY_MS) return;
    this.lastErrorLog.set(key, now);
    if (this.lastErrorLog.size > 100) this.lastErrorLog = new Map([[key, now]]);
    this.log.error({ err: error }, 'jobs: queue error');
  }
}

/** Both drivers answer `execute` with `{ rows }`, which is all pg-boss reads; drizzle's type leaves the result open. */
const drizzleTx = (tx: Tx) => tx as unknown as DrizzleTransactionLike;

function queueOptions(definition: AnyJobDefinition) {
  return {
    policy: definition.singleton ? ('stately' as const) : ('standard' as const),
    retryLimit: definition.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: definition.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: MAX_RETRY_DELAY_SECONDS,
    expireInSeconds: definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    deleteAfterSeconds: KEEP_FINISHED_SECONDS,
  };
}

function sendOptions(options: EnqueueOptions): SendOptions {
  return {
    ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
    ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
  };
}
