import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDeps } from './deps.ts';
import { describeCause, StartError } from './lib/start-error.ts';
import { lockDataDir, startRoleRequestWatcher } from './modules/admin/role-requests.ts';

// In-flight requests get this long after the listener closes before the process exits anyway.
const SHUTDOWN_TIMEOUT_MS = 10_000;
// Connections the kernel may hold before Node accepts them. Node's 511 made a few of 1 000 chat
// clients connecting at once (everyone reconnecting after a restart) see ECONNRESET in the chat
// bench; the kernel caps it at net.core.somaxconn (4096 here).
const LISTEN_BACKLOG = 2048;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  // The embedded database is this process's alone: it is locked before it opens, and `npm run
  // admin` hands its commands over while the lock is held (role-requests.ts).
  const embedded = !config.databaseUrl;
  let releaseDataDir = async () => {};
  if (embedded) {
    const lock = await lockDataDir(config.dataDir).catch((error: unknown) => {
      throw new StartError('DATA_DIR', error);
    });
    if (!lock.ok) throw new StartError('DATA_DIR', new Error(`another process (pid ${lock.pid}) is using this data directory`));
    releaseDataDir = lock.release;
  }
  const deps = await createDeps(config, { jobs: 'work' }).catch(async (error: unknown) => {
    await releaseDataDir();
    throw error;
  });
  const app = await buildApp(deps);
  try {
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  } catch (error) {
    await deps.close();
    await releaseDataDir();
    throw new StartError('PORT', error);
  }
  deps.log.info(
    { database: deps.database.kind, mail: deps.mailer.kind, redis: Boolean(deps.redis), ms: Math.round(performance.now() - started) },
    `동네모임 is listening on port ${config.port}`,
  );
  // Started here rather than in createDeps so tests and CLIs that build deps get no timers. A job
  // that came due while no instance ran (or a missed cron occurrence) runs on the first poll.
  await deps.jobs.startWorkers(deps);
  const stopRoleRequests = embedded ? startRoleRequestWatcher(deps, config.dataDir) : () => {};

  let closing = false;
  // Draining: health answers 503 (for balancers that poll it) for SHUTDOWN_DELAY_MS while requests
  // are still served; then the listener closes (new connections are refused, so nginx tries the
  // next upstream), STOMP sessions close so clients reconnect elsewhere, in-flight requests finish,
  // the job workers stop (a running job gets a few seconds and its abort signal), and only then do the
  // database, Redis and mail connections close.
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    deps.lifecycle.isDraining = true;
    deps.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: draining');
    const force = setTimeout(() => {
      deps.log.error('shutdown took too long; exiting with requests still open');
      process.exit(1);
    }, config.shutdownDelayMs + SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    await app.close();
    stopRoleRequests();
    // A job in progress (a sweep finishing its batch) ends before the database it uses closes.
    await deps.jobs.stop();
    await deps.close();
    await releaseDataDir();
    deps.log.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

// A failed start prints what to fix, without a stack: the setting and the cause, one line each.
main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartError) console.error(`동네모임 could not start. ${error.message}`);
  else console.error(`동네모임 could not start: ${describeCause(error)}`);
  process.exit(1);
});
