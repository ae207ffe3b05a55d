import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** A hundredth of the 1× data: every table has rows, the whole seed takes seconds. */
const SMOKE_SCALE = '0.01';

async function admin<T>(serverUrl: URL, fn: (client: pg.Client) => Promise<T>) {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * For `--smoke`: a private database on the PostgreSQL of DATABASE_URL (default the local one),
 * filled by seed:bench at a tiny scale, and dropped again at the end.
 */
export async function prepareSmokeDatabase() {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `dongne_bench_smoke_${randomBytes(4).toString('hex')}`;
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const manifest = path.join(import.meta.dirname, '..', '..', 'data', 'bench', `${name}.json`);
  const exitCode = await new Promise<number | null>((resolve) => {
    const seed = spawn(process.execPath, ['--import', 'tsx', 'bench/seed/seed-bench.ts', '--scale', SMOKE_SCALE, '--manifest', manifest], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    seed.on('exit', resolve);
  });
  const drop = async () => {
    await admin(url, (client) => client.query(`drop database if exists "${name}" with (force)`));
    rmSync(manifest, { force: true });
  };
  if (exitCode !== 0) {
    await drop();
    throw new Error(`seed:bench for the smoke run exited with ${exitCode}`);
  }
  return { databaseUrl, drop };
}

/**
 * A copy of the seeded database (`CREATE DATABASE … TEMPLATE`, a file copy) for one run's writes,
 * dropped at the end: every run starts from the same rows. Measured in place, each run added some
 * 30 000 posts to the busy group, and its post list's count got 5× slower from one run to the next.
 */
export async function copyDatabase(sourceUrl: string) {
  const source = new URL(sourceUrl);
  const sourceName = decodeURIComponent(source.pathname.slice(1));
  const name = `${sourceName}_run_${randomBytes(3).toString('hex')}`;
  await admin(source, (client) => client.query(`create database "${name}" template "${sourceName}"`));
  const url = new URL(source);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => admin(source, (client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
}
