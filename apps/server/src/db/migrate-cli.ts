/**
 * `npm run db:migrate`: applies the SQL migrations and the reference data to the configured
 * database (DATABASE_URL, or DATA_DIR's PGlite), as the server does at start, then exits. For
 * deployments that migrate before rolling instances, and for bench databases loaded by an older build.
 */
import { ConfigError, loadDatabaseConfig } from '../config.ts';
import { describeCause } from '../lib/start-error.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedReferenceData } from './seed.ts';

const started = performance.now();
try {
  const config = loadDatabaseConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await runMigrations(database, config.databaseUrl, (event) => console.log(event));
    await seedReferenceData(database.db);
    console.log(`migrations applied to ${database.kind} in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await database.close();
  }
} catch (error) {
  // One line naming the setting and the innermost cause (contract §15), not a driver's stack.
  const reason = error instanceof ConfigError ? error.message.replace(/\n/g, ' ') : `DATABASE_URL: ${describeCause(error)}`;
  console.error(`db:migrate failed: ${reason}`);
  process.exitCode = 1;
}
