/**
 * How long the hourly job `events.extend-series` takes when many recurring 정모 are due at once
 * (a script that reports figures, not a test):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:series -- [--series 10000] [--smoke]
 * On a private database it creates (on DATABASE_URL's server) and drops: a small seed:bench data set
 * for users, groups and members, then `--series` weekly series, each with 2–3 series members and
 * due now; one `extendDueSeries` pass (the job's work, in-process) is timed. Prints series/s,
 * occurrences made, reminder jobs queued, wall time and PASS/FAIL against 60 s; exits 1 on FAIL
 * unless `--smoke` (a 200-series run for CI: the job must work and make every occurrence).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { formatRecurrence, seoulWeekday } from '@dongne/contract';
import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createDeps } from '../../src/deps.ts';
import { extendDueSeries } from '../../src/modules/events/series.service.ts';
import { occurrencesToMake } from '../../src/modules/events/series-rule.ts';
import { benchVapidEnv } from '../lib/vapid-env.ts';
import { seedBenchData } from '../seed/seed.ts';

const { values } = parseArgs({
  options: {
    series: { type: 'string' },
    smoke: { type: 'boolean', default: false },
  },
});
const SMOKE = values.smoke;
const SERIES = Number(values.series ?? (SMOKE ? 200 : 10_000));
/** What one pass over 10 000 due series may take: the job must finish well within its hour. */
const BUDGET_SECONDS = 60;
const DAY = 86_400_000;
/** Users, groups and members for the series to live in (the posts and the rest are a token few). */
const WORLD = { users: 2_000, groups: 400, posts: 400, likes: 0, comments: 0, messages: 0, events: 400, series: 0, notifications: 100 };

async function admin<T>(url: URL, fn: (client: pg.Client) => Promise<T>) {
  const target = new URL(url);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * `count` weekly series due now, as createEvent leaves one before the job's first pass: the first
 * occurrence's start as `generated_until`, the organizer (the group's owner) first among 2–3 series
 * members, the rule's day the start's own. Starts spread over the next week at 19:30 in Seoul.
 */
async function insertDueSeries(client: pg.Client, count: number, now: Date) {
  const { rows: groups } = await client.query<{ id: number; owner_id: number; members: number[] }>(
    `select g.id, g.owner_id, array_agg(m.user_id order by m.joined_at, m.user_id) filter (where m.user_id <> g.owner_id) as members
       from groups g join group_members m on m.group_id = g.id group by g.id having count(*) >= 3 order by g.id`,
  );
  if (groups.length === 0) throw new Error('no group with three members to hold series');
  const seoulMidnight = Math.floor((now.getTime() + 9 * 3_600_000) / DAY) * DAY - 9 * 3_600_000;
  const columns = { group: [] as number[], organizer: [] as number[], recurrence: [] as string[], dtstart: [] as string[] };
  const members = { series: [] as number[], user: [] as number[], order: [] as number[] };
  let expected = 0;
  for (let index = 0; index < count; index += 1) {
    const group = groups[index % groups.length] as (typeof groups)[number];
    const dtstart = new Date(seoulMidnight + (1 + (index % 7)) * DAY + 19.5 * 3_600_000);
    const until = new Date(dtstart.getTime() + 300 * DAY + 9 * 3_600_000).toISOString().slice(0, 10);
    const rule = { freq: 'WEEKLY' as const, interval: 1, byDay: [{ weekday: seoulWeekday(dtstart), position: null }], byMonthDay: null };
    columns.group.push(group.id);
    columns.organizer.push(group.owner_id);
    const recurrence = formatRecurrence({ ...rule, count: null, until });
    columns.recurrence.push(recurrence);
    expected += occurrencesToMake({ recurrence, dtstart, generatedUntil: dtstart }, now).starts.length;
    columns.dtstart.push(dtstart.toISOString());
    const others = index % 2 === 0 ? 1 : 2;
    for (const [order, userId] of [group.owner_id, ...group.members.slice(index % 3, (index % 3) + others)].entries()) {
      members.series.push(index + 1);
      members.user.push(userId);
      members.order.push(order);
    }
  }
  await client.query(
    `insert into event_series (id, group_id, organizer_id, recurrence, dtstart, duration_ms, title, description, location,
       max_participants, tags, generated_until, due_at)
     overriding system value
     select ordinality, s.group_id, s.organizer_id, s.recurrence, s.dtstart, 7200000, '매주 정모', '성능 측정용 반복 정모입니다.',
       '동네 모임 장소', 10, '{정모}', s.dtstart, $5::timestamptz - interval '1 minute'
       from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) with ordinality as s(group_id, organizer_id, recurrence, dtstart)`,
    [columns.group, columns.organizer, columns.recurrence, columns.dtstart, now.toISOString()],
  );
  await client.query(`select setval(pg_get_serial_sequence('event_series', 'id'), $1)`, [count]);
  // Joined in order (the organizer first), a minute before now: the seats go in that order.
  await client.query(
    `insert into event_series_members (series_id, user_id, joined_at)
     select s.series_id, s.user_id, $4::timestamptz - interval '1 minute' + s.position * interval '1 millisecond'
       from unnest($1::int[], $2::int[], $3::int[]) as s(series_id, user_id, position)`,
    [members.series, members.user, members.order, now.toISOString()],
  );
  return { expected, members: members.user.length };
}

async function main() {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `dongne_bench_series_${randomBytes(4).toString('hex')}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-series-'));
  await admin(server, (client) => client.query(`create database "${name}"`));
  let failed = false;
  try {
    const now = new Date();
    const started = performance.now();
    const seeding = await openDatabase({ databaseUrl, poolSize: 2 });
    try {
      const anchor = new Date(now);
      anchor.setUTCHours(0, 0, 0, 0);
      await seedBenchData(seeding, { sizes: WORLD, seed: 1, anchor, reset: false, databaseUrl });
    } finally {
      await seeding.close();
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const setup = await insertDueSeries(client, SERIES, now);
    await client.query('vacuum analyze event_series, event_series_members, group_members');
    console.log(
      `# bench:series ${now.toISOString()}${SMOKE ? ' (smoke)' : ''}: ${SERIES} weekly series due on ${name}, ${setup.members} series members; set up in ${((performance.now() - started) / 1000).toFixed(1)} s; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    );
    const deps = await createDeps(
      loadConfig({
        NODE_ENV: 'production',
        ...benchVapidEnv(),
        MAIL_OUTBOX: 'true',
        DATABASE_URL: databaseUrl,
        JWT_SECRET: `bench-${randomBytes(24).toString('hex')}`,
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
      }),
    );
    try {
      const jobsBefore = await client.query<{ count: number }>(
        `select count(*)::int as count from pgboss.job where name in ('events.reminder', 'events.reminders')`,
      );
      const passStarted = performance.now();
      const made = await extendDueSeries(deps);
      const seconds = (performance.now() - passStarted) / 1000;
      const jobsAfter = await client.query<{ count: number }>(
        `select count(*)::int as count from pgboss.job where name in ('events.reminder', 'events.reminders')`,
      );
      const stored = await client.query<{ occurrences: number; participants: number; still_due: number }>(
        `select (select count(*)::int from events where series_id is not null) as occurrences,
                (select count(*)::int from event_participants p join events e on e.id = p.event_id where e.series_id is not null) as participants,
                (select count(*)::int from event_series where finished_at is null and due_at <= $1::timestamptz) as still_due`,
        [now.toISOString()],
      );
      const reminders = (jobsAfter.rows[0]?.count ?? 0) - (jobsBefore.rows[0]?.count ?? 0);
      const row = stored.rows[0] ?? { occurrences: 0, participants: 0, still_due: -1 };
      // Every start within the window ahead (at least 3) after the first, each stored once, none left due.
      const complete = row.occurrences === made && made === setup.expected && row.still_due === 0;
      const inTime = seconds <= BUDGET_SECONDS;
      console.log(
        '\n| series | occurrences made | participants seated | reminder jobs queued | wall time s | series/s | still due | budget | result |',
      );
      console.log('|---:|---:|---:|---:|---:|---:|---:|---|---|');
      console.log(
        `| ${SERIES.toLocaleString('en')} | ${made.toLocaleString('en')} | ${row.participants.toLocaleString('en')} | ${reminders.toLocaleString('en')} | ${seconds.toFixed(1)} | ${Math.round(SERIES / seconds).toLocaleString('en')} | ${row.still_due} | ≤ ${BUDGET_SECONDS} s | ${inTime && complete ? 'PASS' : `FAIL${inTime ? '' : ' (over budget)'}${complete ? '' : ' (incomplete)'}`} |`,
      );
      console.log(
        `\n${setup.expected.toLocaleString('en')} occurrences expected; load average at the end ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}`,
      );
      // The figure fails only a full run; a smoke fails when the pass did not do its whole work.
      failed = !complete || (!SMOKE && !inTime);
    } finally {
      await client.end();
      await deps.close();
    }
  } finally {
    await admin(server, (client) => client.query(`drop database if exists "${name}" with (force)`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? '\nFAIL' : '\nPASS');
  process.exitCode = failed ? 1 : 0;
}

await main();
