import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * An embedded database migrated and seeded once per run by the server's own `db:migrate` script;
 * each journey's fresh server starts on a copy of it (support/harness.ts) instead of creating a
 * PGlite cluster and migrating it again, which took about 5 s of every start.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'dongne-e2e-template-'));
  // The journeys' servers run on the embedded engine, so the template is made there too.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const result = spawnSync(process.execPath, ['apps/server/src/db/migrate-cli.ts'], {
    cwd: ROOT,
    env: { ...env, DATA_DIR: dir },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`e2e template database: ${result.stderr || result.stdout}`);
  project.provide('pgliteTemplate', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory (`<dir>/pg`) for fresh servers to copy. */
    pgliteTemplate: string;
  }
}
