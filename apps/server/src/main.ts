import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDeps } from './deps.ts';

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig();
  const deps = await createDeps(config);
  const app = await buildApp(deps);
  await app.listen({ port: config.port, host: config.host });
  deps.log.info(
    { database: deps.database.kind, mail: deps.mailer.kind, redis: Boolean(deps.redis), ms: Math.round(performance.now() - started) },
    `동네모임 is listening on port ${config.port}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    deps.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await deps.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
