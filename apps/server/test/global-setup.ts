import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed.ts';

/**
 * An embedded database migrated and seeded once per run, that each test file's app starts from as
 * a copy (test/harness.ts): creating a PGlite cluster and migrating it takes seconds, and every file
 * would otherwise pay it again for the same result. The migrations still run from scratch, here.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dongne-test-template-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await runMigrations(database, undefined, () => {});
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  return dir;
}

/**
 * With DATABASE_URL, every run gets a database of its own (created here, dropped afterwards)
 * and a Redis prefix of its own, so runs on a shared server never see each other's data.
 */
export default async function setup(project: TestProject) {
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  project.provide('redisPrefix', `dongne-test:${runId}:`);
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    project.provide('databaseUrl', '');
    const template = await migratedPgliteTemplate();
    project.provide('pgliteTemplate', template);
    return async () => {
      await rm(template, { recursive: true, force: true });
    };
  }
  project.provide('pgliteTemplate', '');
  const name = `dongne_test_${runId}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());
  console.log(`server tests on PostgreSQL database ${name}${process.env.REDIS_URL ? ' and Redis' : ''}`);

  return async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisPrefix: string;
    /** A migrated embedded database's data directory to copy (`<dir>/pg`), or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}
