import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

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
    return;
  }
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
  }
}
