import pg from 'pg';
import { BENCH_PASSWORD, describeSeedData } from '../lib/seed-manifest.ts';

export { BENCH_PASSWORD };

/** A seeded user signed in through the real login endpoint. */
export type BenchUser = { id: number; email: string; token: string };

/** What the measured requests point at, read from the database `npm run seed:bench` loaded. */
export type Fixture = {
  groupCount: number;
  /** The group with the most posts; every bench user is one of its members. */
  groupId: number;
  /** The busy group's post with the most comments. */
  postId: number;
  members: { id: number; email: string }[];
  /** The user with the most notifications (the notifications list is read as them). */
  notificationUser: { id: number; email: string };
  /** Posts of the busy group that the like bench walks through. */
  groupPostIds: number[];
  /** `${postId}:${userId}` of the likes that already exist among them. */
  liked: Set<string>;
  words: { two: SearchWord; four: SearchWord };
  /** A member of the busy group (not among `members`) who blocks `blockedIds` (contract §11). */
  blocker: { id: number; email: string };
  /** The busy group's 200 most active authors and chat senders but the blocker: what the blocker's lists show flagged. */
  blockedIds: number[];
  /** `YYYY-MM`: the Seoul month holding the most of the busy group's series occurrences (its calendar's busiest). */
  calendarMonth: string;
};

/** How many users the blocker of the "(200 blocks)" endpoints has blocked. */
export const BENCH_BLOCKS = 200;
/** A search word with a top-level category and district under which it still finds groups. */
export type SearchWord = { query: string; categoryId: number; locationId: number; district: string };

/** The same choice seed:bench makes for its filtered search, for any word. */
async function searchFilters(client: pg.Client, query: string): Promise<SearchWord> {
  const { rows } = await client.query<{ category_id: number; location_id: number; district: string }>(
    `select c.id as category_id, g.location_id, l.district from groups g
     join categories c on c.id = any(g.filter_category_ids) and c.parent_id is null join locations l on l.id = g.location_id
     where g.name ilike $1 or g.description ilike $1 or g.tags_text ilike $1
     group by c.id, g.location_id, l.district order by count(*) desc, c.id, g.location_id limit 1`,
    [`%${query}%`],
  );
  const [row] = rows;
  return { query, categoryId: row?.category_id ?? 1, locationId: row?.location_id ?? 1, district: row?.district ?? '강남구' };
}

/** Reads seed:bench's busy group and search words, the busy group's busiest post and up to `userCount` of its members. */
export async function readFixture(databaseUrl: string, userCount: number): Promise<Fixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const seeded = await describeSeedData(client);
    const groupId = seeded.busyGroup.id;
    const count = await client.query<{ count: number }>('select count(*)::int as count from groups');
    const posts = await client.query<{ id: number }>('select id from posts where group_id = $1 order by comment_count desc, id', [groupId]);
    const members = await client.query<{ id: number; email: string }>(
      `select u.id, u.email from group_members m join users u on u.id = m.user_id where m.group_id = $1 order by u.id limit $2`,
      [groupId, userCount],
    );
    const likes = await client.query<{ post_id: number; user_id: number }>(
      'select l.post_id, l.user_id from post_likes l join posts p on p.id = l.post_id where p.group_id = $1',
      [groupId],
    );
    const blocker = await client.query<{ id: number; email: string }>(
      `select u.id, u.email from group_members m join users u on u.id = m.user_id where m.group_id = $1 order by u.id offset $2 limit 1`,
      [groupId, userCount],
    );
    // The most active writers first, so the blocker's post page and chat page have blocked rows on them.
    const active = await client.query<{ id: number }>(
      `select m.user_id as id from group_members m
       left join lateral (select count(*) as n from posts p where p.group_id = m.group_id and p.author_id = m.user_id) p on true
       left join lateral (select count(*) as n from chat_messages c join chat_rooms r on r.id = c.room_id
         where r.group_id = m.group_id and c.sender_id = m.user_id) c on true
       where m.group_id = $1 and m.user_id <> $2 order by p.n + c.n desc, m.user_id limit $3`,
      [groupId, blocker.rows[0]?.id ?? 0, BENCH_BLOCKS],
    );
    const month = await client.query<{ month: string }>(
      `select to_char(event_date at time zone 'Asia/Seoul', 'YYYY-MM') as month from events
        where group_id = $1 and series_id is not null group by 1 order by count(*) desc, 1 desc limit 1`,
      [groupId],
    );
    const [busiest] = posts.rows;
    if (!busiest) throw new Error('the busy group has no posts: seed the database with npm run seed:bench');
    return {
      groupCount: count.rows[0]?.count ?? 0,
      groupId,
      postId: busiest.id,
      members: members.rows,
      notificationUser: { id: seeded.notificationUser.id, email: seeded.notificationUser.email },
      groupPostIds: posts.rows.map((row) => row.id),
      liked: new Set(likes.rows.map((row) => `${row.post_id}:${row.user_id}`)),
      blocker: blocker.rows[0] ?? members.rows[0] ?? { id: 0, email: '' },
      blockedIds: active.rows.map((row) => row.id),
      calendarMonth: month.rows[0]?.month ?? new Date().toISOString().slice(0, 7),
      words: {
        two: await searchFilters(client, seeded.search.twoSyllable.query),
        four: await searchFilters(client, seeded.search.fourSyllable.query),
      },
    };
  } finally {
    await client.end();
  }
}

/** Logs each user in through `POST /api/auth/login`, a few at a time (argon2 is deliberately slow). */
export async function signIn(url: string, people: { id: number; email: string }[], password: string): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  for (let start = 0; start < people.length; start += 4) {
    const batch = people.slice(start, start + 4).map(async (person) => {
      const response = await fetch(`${url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: person.email, password }),
      });
      if (!response.ok) throw new Error(`login of ${person.email} answered ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { accessToken: string };
      return { id: person.id, email: person.email, token: body.accessToken };
    });
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** Signs the same users in again and gives them fresh tokens in place (the requests hold these objects). */
export async function renewTokens(url: string, users: BenchUser[], password: string) {
  const renewed = await signIn(url, users, password);
  for (const [index, user] of users.entries()) user.token = renewed[index]?.token ?? user.token;
}

/**
 * Gives the blocker their blocks: the busy group's most active members, topped up with other users
 * to `BENCH_BLOCKS` when the group is smaller (the smoke data). Idempotent, on the bench's copy.
 */
export async function prepareBlocks(databaseUrl: string, fixture: Fixture): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into user_blocks (blocker_id, blocked_id)
       select $1, id from (select unnest($2::int[]) as id union all
         (select id from users where id <> $1 and id <> all($2::int[]) order by id limit greatest($3 - cardinality($2::int[]), 0))) b
       on conflict do nothing`,
      [fixture.blocker.id, fixture.blockedIds, BENCH_BLOCKS],
    );
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from user_blocks where blocker_id = $1', [
      fixture.blocker.id,
    ]);
    return rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}
