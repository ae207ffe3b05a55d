import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BENCH_PASSWORD } from '../bench/lib/seed-manifest.ts';
import { NotEmptyError, type SeedOptions, seedBenchData } from '../bench/seed/seed.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { queryRows } from '../src/db/query.ts';
import { verifyPassword } from '../src/lib/crypto.ts';

// A tiny run of `npm run seed:bench`: on its own database (it rebuilds the schema on --reset,
// which must never touch the database the other test files share).
const sizes = { users: 60, groups: 8, posts: 300, likes: 1_000, comments: 500, messages: 300, events: 12, series: 3, notifications: 200 };
const options: SeedOptions = { sizes, seed: 7, anchor: new Date('2026-11-01T00:00:00Z'), reset: false };

let database: Database;
let databaseUrl: string | undefined;
let dropDatabase = async () => {};

async function createOwnDatabase(baseUrl: string) {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1)}_seed`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: baseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
  return url.toString();
}

beforeAll(async () => {
  const baseUrl = inject('databaseUrl');
  databaseUrl = baseUrl ? await createOwnDatabase(baseUrl) : undefined;
  database = await openDatabase({ databaseUrl, poolSize: 2 });
});

afterAll(async () => {
  await database?.close();
  await dropDatabase();
});

describe('seed:bench', () => {
  it('loads the asked sizes with every count consistent, refuses to load twice, and repeats itself exactly on --reset', async () => {
    const first = await seedBenchData(database, { ...options, databaseUrl });
    expect(first.checks.filter((check) => check.offending > 0)).toEqual([]);
    expect(first.manifest.counts).toMatchObject({
      users: 60,
      groups: 8,
      posts: 300,
      post_likes: 1_000,
      comments: 500,
      chat_messages: 300,
      event_series: 3,
      notifications: 200,
    });
    // One-off events as asked, and on top of them the occurrences the series made (past and ahead).
    const [occurrences] = await queryRows<{ count: number; busy: number }>(
      database.db,
      sql`select count(*)::int as count, (count(*) filter (where group_id = ${first.manifest.busyGroup.id}))::int as busy
          from events where series_id is not null`,
    );
    expect(occurrences?.busy).toBeGreaterThan(0);
    expect(first.manifest.counts.events).toBe(12 + (occurrences?.count ?? 0));
    expect(first.manifest.counts.polls).toBeGreaterThan(0);
    // The series are as the hourly job leaves them at the anchor: none is due for more yet.
    const [due] = await queryRows<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from event_series where finished_at is null and due_at <= ${options.anchor.toISOString()}::timestamptz`,
    );
    expect(due?.count).toBe(0);
    expect(first.manifest.busyGroup.posts).toBeGreaterThan(0);
    const [user] = await queryRows<{ password_hash: string }>(
      database.db,
      sql`select password_hash from users where email = ${first.manifest.users[0]?.email ?? ''}`,
    );
    expect(await verifyPassword(user?.password_hash ?? '', BENCH_PASSWORD)).toBe(true);

    await expect(seedBenchData(database, { ...options, databaseUrl })).rejects.toBeInstanceOf(NotEmptyError);

    const again = await seedBenchData(database, { ...options, databaseUrl, reset: true });
    expect(again.manifest.checksum).toBe(first.manifest.checksum);
    expect(again.manifest.busyPost).toEqual(first.manifest.busyPost);
  });
});
