import { Redis } from 'ioredis';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedReferenceData } from './db/seed.ts';
import { JOB_TABLE } from './job-table.ts';
import { JobQueue, type JobQueueMode } from './jobs/queue.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { censor, REDACTED_PATHS, redactUrl, withoutSqlParams } from './lib/log-redaction.ts';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from './lib/rate-limiter.ts';
import { describeCause, StartError } from './lib/start-error.ts';
import { applyAdminEmails } from './modules/admin/admin-access.ts';
import { SessionRevocations } from './modules/auth/sessions.revocations.ts';
import { createImageStorage, type ImageStorage } from './modules/images/storage.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './modules/mail/mailer.ts';
import { forwardNotifications } from './modules/notifications/notifications.realtime.ts';
import { checkDuplicateMailboxes } from './modules/users/mailbox-duplicates.ts';
import { type Broker, InProcessBroker, RedisBroker } from './realtime/broker.ts';
import { RealtimeHub } from './realtime/hub.ts';

/** Everything the routes and services need from the outside world, built once per process. */
export type Deps = {
  config: Config;
  database: Database;
  db: Database['db'];
  log: Logger;
  mailer: Mailer;
  storage: ImageStorage;
  limiter: RateLimiter;
  redis?: Redis;
  realtime: RealtimeHub;
  /** Sign-ins ended recently (logout, password change…), checked on every authenticated request. */
  sessions: SessionRevocations;
  clock: Clock;
  /** The durable job queue (jobs/queue.ts): enqueue in a transaction, workers started by main.ts. */
  jobs: JobQueue;
  /** Set on SIGTERM: /api/health answers 503 so balancers stop routing here while requests drain. */
  lifecycle: { isDraining: boolean };
  close: () => Promise<void>;
};

/** JSON lines to stdout (or `destination`), with secrets redacted (lib/log-redaction.ts). */
export function createLogger(config: Pick<Config, 'logLevel' | 'env'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: REDACTED_PATHS, censor },
      // Any line's `url` (a request's, a page a renderer failed on) may carry a token.
      formatters: {
        log: (object) => (typeof object.url === 'string' ? { ...object, url: redactUrl(object.url) } : object),
      },
      serializers: {
        err: (error: Error) => withoutSqlParams(pino.stdSerializers.err(error)),
        req: (request: { method: string; url: string; ip?: string }) => ({
          method: request.method,
          url: redactUrl(request.url),
          ip: request.ip,
        }),
      },
    },
    destination,
  );
}

/** Runs one step of the start; a failure names the setting behind it (contract §15). */
async function opening<T>(setting: string, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    throw new StartError(setting, error);
  }
}

/** Opens the database (migrated and seeded), the mailer, storage, limiter and Redis as configured. */
export async function createDeps(
  config: Config,
  // `jobs`: the mode to open the queue in, or a queue already open on a reachable database (apps
  // built over a database that cannot answer, which a queue could not be opened on); it stays open.
  overrides: Partial<Pick<Deps, 'log' | 'clock' | 'database'>> & { jobs?: JobQueueMode | JobQueue } = {},
): Promise<Deps> {
  const log = overrides.log ?? createLogger(config);
  /**
   * Redis and S3 may be out when an instance starts (contract §15): one warning line names the
   * setting and why, and the instance serves degraded until the dependency answers.
   */
  const startsDegraded = (setting: string, reason: unknown, meanwhile: string) =>
    log.warn({ setting, err: reason }, `${setting}: ${describeCause(reason)}; starting degraded: ${meanwhile}`);
  const storage = await opening(config.s3 ? 'S3_ENDPOINT' : 'DATA_DIR', () =>
    createImageStorage(config, (reason) => startsDegraded('S3_ENDPOINT', reason, 'uploads and /uploads fail until the bucket answers')),
  );
  const databaseSetting = config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR';
  const database =
    overrides.database ??
    (await opening(databaseSetting, () =>
      openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.dbStatementTimeoutMs }),
    ));
  if (!overrides.database) {
    await opening(databaseSetting, async () => {
      await runMigrations(database, config.databaseUrl, (event, fields) => log.info(fields ?? {}, event));
      await seedReferenceData(database.db);
      await applyAdminEmails({ db: database.db, config, log });
      await checkDuplicateMailboxes({ db: database.db, log });
    });
  }
  let redis: Redis | undefined;
  let limiter: RateLimiter;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false, lazyConnect: true });
    // One line when the connection fails and one when it is back (contract §15: "Redis back" lines);
    // ioredis reports every failed reconnect attempt too, which must not add a line each.
    // A failure while the start connects is told by the start's own warning instead.
    let redisDown = false;
    let connecting = true;
    redis.on('error', (error) => {
      if (!redisDown && !connecting) log.warn({ err: error }, 'redis unavailable');
      redisDown = true;
    });
    redis.on('ready', () => {
      if (redisDown) log.info('redis: connection back');
      redisDown = false;
    });
    const client = redis;
    // ioredis rejects connect() with "Connection is closed."; the reason came as an 'error' event.
    // Unreachable is an outage, not a bad value (the URL's form was checked with the configuration):
    // the client keeps reconnecting by itself, and the start's warning stands for the "unavailable" line.
    let refusal: Error | undefined;
    client.once('error', (error) => {
      refusal = error;
    });
    await client.connect().catch((error: unknown) => {
      // Redis answered, and refused (a wrong password, an unknown user): a bad value, not an outage.
      if (refusal?.name === 'ReplyError') {
        client.disconnect();
        throw new StartError('REDIS_URL', refusal);
      }
      startsDegraded(
        'REDIS_URL',
        refusal ?? error,
        'rate limits count per instance and chat reaches this instance only until Redis answers',
      );
    });
    connecting = false;
    limiter = new RedisRateLimiter(
      redis,
      config.redisPrefix,
      (error) => log.error({ err: error }, 'rate limits: Redis unavailable; counting per instance until it is back'),
      () => log.info('rate limits: Redis is back; counting across instances again'),
    );
  } else {
    limiter = new MemoryRateLimiter();
  }
  let broker: Broker = new InProcessBroker();
  if (redis) {
    const redisBroker = new RedisBroker(redis, config.redisPrefix, log);
    await opening('REDIS_URL', () => redisBroker.start());
    broker = redisBroker;
  }
  const realtime = new RealtimeHub(broker, log);
  const clock = overrides.clock ?? systemClock;
  const sessions = new SessionRevocations(clock);
  sessions.listen(realtime);
  const stopLoading = await sessions.loadWhenReachable(database.db, log);
  const stopListening = await forwardNotifications(database, realtime, log);
  // Sending only unless asked: tests and CLIs that build deps keep no job timers (main.ts works jobs).
  const given = overrides.jobs instanceof JobQueue ? overrides.jobs : undefined;
  const mode = overrides.jobs instanceof JobQueue ? 'send' : (overrides.jobs ?? 'send');
  const jobs = given ?? (await opening(databaseSetting, () => JobQueue.open({ database, config, log }, JOB_TABLE, mode)));
  const mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(database.db, log);
  if (mailer instanceof SmtpMailer) await opening('SMTP_URL', () => mailer.verify());
  return {
    config,
    database,
    db: database.db,
    log,
    mailer,
    storage,
    limiter,
    redis,
    realtime,
    sessions,
    clock,
    jobs,
    lifecycle: { isDraining: false },
    close: async () => {
      stopLoading();
      if (!given) await jobs.stop();
      await stopListening();
      await broker.close();
      await mailer.close();
      if (limiter instanceof MemoryRateLimiter || limiter instanceof RedisRateLimiter) limiter.close();
      redis?.disconnect();
      if (!overrides.database) await database.close();
    },
  };
}
