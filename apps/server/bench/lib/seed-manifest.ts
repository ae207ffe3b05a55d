/**
 * What `npm run seed:bench` tells the benchmarks about the data it loaded: who can log in, which
 * group and post are busy, which search words hit. Written as JSON next to the data; the HTTP
 * bench reads it with `readSeedManifest` (or derives it again with `describeSeedData`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Every generated user has this password (one argon2id hash, made once per run). */
export const BENCH_PASSWORD = 'dongne-bench-1234';
/** A two-syllable and a four-syllable word the generator puts in group names, descriptions and tags. */
export const SEARCH_WORDS = { twoSyllable: '러닝', fourSyllable: '보드게임' } as const;

type Client = { query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };

export type SeedManifest = {
  database: string;
  seed: number;
  /** The generator's "now": every time in the data is relative to it. */
  anchor: string;
  counts: Record<string, number>;
  checksum: string;
  password: string;
  /** Members of `busyGroup` who belong to many groups: log in as them. */
  users: { id: number; email: string; groups: number }[];
  /** The group with the most posts; every user above is a member, so it also takes writes. */
  busyGroup: { id: number; posts: number; members: number };
  /** Another group of `users[0]`, for POST /api/posts without changing the busy group's pages. */
  writeGroup: { id: number; members: number; userEmail: string };
  /** The post with the most comments. */
  busyPost: { id: number; groupId: number; comments: number; likes: number };
  notificationUser: { id: number; email: string; notifications: number; unread: number };
  search: {
    twoSyllable: { query: string; hits: number };
    fourSyllable: { query: string; hits: number };
    /** The two-syllable query with the top-level category and district that give it the most hits. */
    filtered: { query: string; categoryId: number; locationId: number; hits: number };
  };
};

/** Where the manifest goes unless `--manifest` says otherwise (both places are ignored by git). */
export function defaultManifestPath(target: { databaseUrl?: string; pgliteDir?: string }): string {
  if (target.pgliteDir) return path.join(target.pgliteDir, 'bench-manifest.json');
  const name = new URL(target.databaseUrl ?? 'postgres://localhost/bench').pathname.slice(1) || 'bench';
  return path.join(import.meta.dirname, '..', '..', 'data', 'bench', `${name}.json`);
}

export function writeSeedManifest(file: string, manifest: SeedManifest): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

export function readSeedManifest(file: string): SeedManifest {
  return JSON.parse(readFileSync(file, 'utf8')) as SeedManifest;
}

async function one<T>(client: Client, query: string, params: unknown[] = []): Promise<T> {
  const { rows } = await client.query(query, params);
  if (!rows[0]) throw new Error(`no row for: ${query}`);
  return rows[0] as T;
}

const SEARCH = `(g.name ilike $1 or g.description ilike $1 or g.tags_text ilike $1)`;

/** Finds the busy group and post, the login users and the search hits in a loaded database. */
export async function describeSeedData(
  client: Client,
): Promise<Omit<SeedManifest, 'database' | 'seed' | 'anchor' | 'counts' | 'checksum'>> {
  const busyGroup = await one<{ id: number; posts: number; members: number }>(
    client,
    `select p.group_id as id, count(*)::int as posts, min(g.member_count) as members
       from posts p join groups g on g.id = p.group_id group by p.group_id order by count(*) desc, p.group_id limit 1`,
  );
  const users = await client.query(
    `select u.id, u.email, (select count(*)::int from group_members all_m where all_m.user_id = u.id) as groups
       from group_members m join users u on u.id = m.user_id where m.group_id = $1 order by groups desc, u.id limit 5`,
    [busyGroup.id],
  );
  const writer = users.rows[0] as SeedManifest['users'][number] | undefined;
  const writeGroup = await one<{ id: number; members: number }>(
    client,
    `select g.id, g.member_count as members from group_members m join groups g on g.id = m.group_id
      where m.user_id = $1 order by g.id = $2, g.member_count desc, g.id limit 1`,
    [writer?.id ?? 0, busyGroup.id],
  ).catch(() => ({ id: busyGroup.id, members: busyGroup.members }));
  const busyPost = await one<SeedManifest['busyPost']>(
    client,
    `select id, group_id as "groupId", comment_count as comments, like_count as likes from posts order by comment_count desc, id limit 1`,
  );
  const notificationUser = await one<SeedManifest['notificationUser']>(
    client,
    `select n.user_id as id, u.email, count(*)::int as notifications, (count(*) filter (where not n.is_read))::int as unread
       from notifications n join users u on u.id = n.user_id group by n.user_id, u.email order by count(*) desc, n.user_id limit 1`,
  );
  const hits = async (query: string) =>
    (await one<{ hits: number }>(client, `select count(*)::int as hits from groups g where ${SEARCH}`, [`%${query}%`])).hits;
  const filtered = await one<{ categoryId: number; locationId: number; hits: number }>(
    client,
    `select c.id as "categoryId", g.location_id as "locationId", count(*)::int as hits
       from groups g join categories c on c.id = any(g.filter_category_ids) and c.parent_id is null
      where ${SEARCH} group by c.id, g.location_id order by count(*) desc, c.id, g.location_id limit 1`,
    [`%${SEARCH_WORDS.twoSyllable}%`],
  ).catch(() => ({ categoryId: 0, locationId: 0, hits: 0 }));
  return {
    password: BENCH_PASSWORD,
    users: users.rows as SeedManifest['users'],
    busyGroup,
    writeGroup: { ...writeGroup, userEmail: writer?.email ?? '' },
    busyPost,
    notificationUser,
    search: {
      twoSyllable: { query: SEARCH_WORDS.twoSyllable, hits: await hits(SEARCH_WORDS.twoSyllable) },
      fourSyllable: { query: SEARCH_WORDS.fourSyllable, hits: await hits(SEARCH_WORDS.fourSyllable) },
      filtered: { query: SEARCH_WORDS.twoSyllable, ...filtered },
    },
  };
}
