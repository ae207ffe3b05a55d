/**
 * `npx tsx bench/seed/ranking-table.ts`: the before/after table of docs/decisions.md. Seeds
 * `seed:demo`'s data (same sizes, seed 1) into a throw-away PGlite directory, gives one demo user
 * interests and a 동네, and prints, as Markdown, what home's two lists showed them before contract
 * §14 (the SQL of commit 5337ad7^, i.e. before 1cfd244's series) and what they show now (the
 * services themselves). Nothing is written anywhere else.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { popularGroups, recommendedGroups } from '../../src/modules/groups/groups.service.ts';
import { withNeighbours } from '../../src/modules/reference/district-adjacency.ts';
import type { SeedSizes } from './plan.ts';
import { seedBenchData } from './seed.ts';

const DEMO_SIZES: SeedSizes = {
  users: 300,
  groups: 60,
  posts: 1_500,
  likes: 6_000,
  comments: 3_000,
  messages: 3_000,
  events: 80,
  series: 0,
  notifications: 2_000,
};
const ANCHOR = new Date('2026-11-24T12:00:00Z');
const SPORTS = 4; // 관심사: 운동/스포츠/관람
const SIZE = 8; // home shows 8

const dir = mkdtempSync(path.join(tmpdir(), 'dongne-ranking-'));
const database = await openDatabase({ dataDir: dir, poolSize: 1 });
try {
  await seedBenchData(database, { sizes: DEMO_SIZES, seed: 1, anchor: ANCHOR, reset: false });
  const { db } = database;
  // The 동네: the district holding the most demo groups, so both lists have something local to rank.
  const [home] = await queryRows<{ location_id: number; district: string }>(
    db,
    sql`select g.location_id, l.district from groups g join locations l on l.id = g.location_id
      group by g.location_id, l.district order by count(*) desc, g.location_id limit 1`,
  );
  if (!home) throw new Error('no groups seeded');
  // A demo user in no group of that district and no sports group, so nothing is hidden by membership.
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u where not exists (select 1 from group_members m join groups g on g.id = m.group_id
      where m.user_id = u.id and (g.location_id = ${home.location_id} or g.filter_category_ids @> array[${SPORTS}]::int[])) order by u.id limit 1`,
  );
  if (!user) throw new Error('no demo user outside the district');
  await db.execute(sql`delete from user_interests where user_id = ${user.id}`);
  await db.execute(sql`insert into user_interests (user_id, category_id) values (${user.id}, ${SPORTS})`);
  await db.execute(sql`delete from user_locations where user_id = ${user.id}`);
  await db.execute(sql`insert into user_locations (user_id, location_id, position) values (${user.id}, ${home.location_id}, 0)`);
  await db.execute(sql`update users set location_id = ${home.location_id} where id = ${user.id}`);

  const since = new Date(ANCHOR.getTime() - 14 * 24 * 60 * 60 * 1000);
  type Row = { id: number };
  // Before: home's 인기 was the 8 biggest groups (GET /api/groups?sortBy=memberCount), recommended
  // ranked interest ×2 + own district, then size and age (groups.repo.ts at 5337ad7^).
  const oldPopular = await queryRows<Row>(db, sql`select id from groups order by member_count desc, id desc limit ${SIZE}`);
  const interests = sql`(select coalesce(array_agg(category_id), '{}') from user_interests where user_id = ${user.id})`;
  const districts = sql`(select coalesce(array_agg(location_id), '{}') from user_locations where user_id = ${user.id})
    || (select coalesce(array_agg(location_id) filter (where location_id is not null), '{}') from users where id = ${user.id})`;
  const oldRecommended = await queryRows<Row>(
    db,
    sql`select g.id from groups g where not exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${user.id})
      and g.member_count < g.max_members
      order by ((g.filter_category_ids && ${interests})::int * 2 + (g.location_id = any(${districts}))::int) desc,
        g.member_count desc, g.created_at desc, g.id desc limit ${SIZE}`,
  );
  const deps = { db, clock: { now: () => ANCHOR } };
  const newPopular = await popularGroups(deps, { viewerId: user.id, locationId: home.location_id, page: 0, size: SIZE });
  const newRecommended = await recommendedGroups(deps, { userId: user.id, page: 0, size: SIZE });

  const ids = [...oldPopular, ...oldRecommended]
    .map((row) => row.id)
    .concat([...newPopular.content, ...newRecommended.content].map((g) => g.id));
  const near = withNeighbours([home.location_id]).filter((id) => id !== home.location_id);
  const facts = await queryRows<{
    id: number;
    name: string;
    district: string;
    location_id: number;
    category: string;
    members: number;
    activity: number;
    sports: boolean;
  }>(
    db,
    sql`select g.id, g.name, l.district, g.location_id, c.name as category, g.member_count as members,
      g.filter_category_ids @> array[${SPORTS}]::int[] as sports,
      ((select count(*) from group_members m where m.group_id = g.id and m.joined_at > ${since})
       + (select count(*) from posts p where p.group_id = g.id and p.created_at > ${since})
       + (select count(*) from events e where e.group_id = g.id and e.created_at > ${since}))::int as activity
      from groups g join locations l on l.id = g.location_id join categories c on c.id = g.category_id
      where g.id = any(${sql.param([...new Set(ids)])}::int[])`,
  );
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  const describe = (id: number | undefined) => {
    const fact = id === undefined ? undefined : byId.get(id);
    if (!fact) return '—';
    const place = fact.location_id === home.location_id ? '내 동네' : near.includes(fact.location_id) ? '이웃 동네' : '';
    const marks = [fact.sports ? '관심사' : '', place].filter(Boolean).join('·');
    return `${fact.name} (${fact.district}, ${fact.members}명, 활동 ${fact.activity}${marks ? `, ${marks}` : ''})`;
  };
  const table = (title: string, before: number[], after: number[]) => {
    console.log(`\n**${title}**\n`);
    console.log('| # | 전 (before) | 후 (after) |');
    console.log('| --- | --- | --- |');
    for (let rank = 0; rank < SIZE; rank += 1) console.log(`| ${rank + 1} | ${describe(before[rank])} | ${describe(after[rank])} |`);
  };
  console.log(`Sample user #${user.id}: 관심사 운동/스포츠/관람, 동네 ${home.district}; demo data seed 1, now = ${ANCHOR.toISOString()}.`);
  table(
    '인기 모임 (home)',
    oldPopular.map((row) => row.id),
    newPopular.content.map((group) => group.id),
  );
  table(
    '추천 모임 (home)',
    oldRecommended.map((row) => row.id),
    newRecommended.content.map((group) => group.id),
  );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
