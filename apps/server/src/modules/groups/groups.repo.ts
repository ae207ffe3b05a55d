import {
  CARD_AVATARS,
  type GroupPreview,
  isInitialsWord,
  NEW_POST_DAYS,
  PREVIEW_EVENTS,
  PREVIEW_MEMBERS,
  PREVIEW_POST_LENGTH,
  PREVIEW_POSTS,
  SAFETY_MSG,
} from '@dongne/contract';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, queryRows } from '../../db/query.ts';
import { categories, groups, locations } from '../../db/schema.ts';
import type { SearchTerm } from './search-words.ts';

export type GroupRow = {
  id: number;
  name: string;
  description: string;
  category_id: number;
  category_name: string;
  category_ids: number[];
  categories: { id: number; name: string }[];
  location_id: number;
  city: string;
  district: string;
  max_members: number;
  member_count: number;
  is_public: boolean;
  image_url: string | null;
  tags: string[];
  created_at: Date | string;
  owner_id: number;
  owner_nickname: string;
  owner_profile_image: string | null;
  owner_joined_at: Date | string | null;
  viewer_role: 'OWNER' | 'MANAGER' | 'MEMBER' | null;
  join_question: string | null;
  viewer_pending: boolean;
  /** Card extras (contract §14): first members' faces, next event, others' recent posts (0 for non-members). */
  member_avatars: { id: number; nickname: string; profileImage: string | null }[] | null;
  next_event_at: Date | string | null;
  new_post_count: number;
  /** Only with `withTotal`: how many rows `where` matches in all, on every row of the page. */
  total_count?: number;
};

type GroupPageQuery = {
  viewerId: number | null;
  where: SQL;
  orderBy: SQL;
  limit: number;
  offset: number;
  /**
   * Also count every match, in the same pass (`count(*) over ()`). Worth it only where the order
   * already makes PostgreSQL read all matches (search ranks them), so the count costs no second scan.
   */
  withTotal?: boolean;
  /** What `g` reads, `groups` unless a list ranks by something joined to it (`groupsWithActivity`). */
  source?: SQL;
  /** The clock's now: 'next event' is the first after it, '새 글' counts the NEW_POST_DAYS before it. */
  now?: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One query for a page of groups with everything a card or the detail shows: main category,
 * category names, district, owner, and the viewer's membership or pending request.
 * The page is cut from `groups` alone first and only its rows are joined: joined before the cut,
 * PostgreSQL hashed every group, member and user to sort them, so each page (deep ones most)
 * cost the whole tables. `where` and `orderBy` may only use `g`'s own columns.
 */
function selectGroups(
  db: Executor,
  { viewerId, where, orderBy, limit, offset, withTotal = false, source = sql`groups`, now = new Date() }: GroupPageQuery,
) {
  const viewer = viewerId ?? 0;
  const postsSince = new Date(now.getTime() - NEW_POST_DAYS * DAY_MS);
  const total = withTotal ? sql`, g.total_count` : sql``;
  const totalOver = withTotal ? sql`, (count(*) over ())::int as total_count` : sql``;
  return queryRows<GroupRow>(
    db,
    sql`
      select g.id, g.name, g.description, g.category_id, c.name as category_name, g.category_ids,
        coalesce((select json_agg(json_build_object('id', cc.id, 'name', cc.name) order by array_position(g.category_ids, cc.id))
                  from categories cc where cc.id = any(g.category_ids)), '[]'::json) as categories,
        g.location_id, l.city, l.district, g.max_members, g.member_count, g.is_public, g.image_url, g.tags, g.created_at, g.join_question,
        u.id as owner_id, u.nickname as owner_nickname, u.profile_image as owner_profile_image, om.joined_at as owner_joined_at,
        vm.role as viewer_role, (vr.id is not null) as viewer_pending, fa.member_avatars, ne.next_event_at, np.new_post_count${total}
      from (select *${totalOver} from ${source} g where ${where} order by ${orderBy} limit ${limit} offset ${offset}) g
      join categories c on c.id = g.category_id
      join locations l on l.id = g.location_id
      join users u on u.id = g.owner_id
      left join group_members om on om.group_id = g.id and om.user_id = g.owner_id
      left join group_members vm on vm.group_id = g.id and vm.user_id = ${viewer}
      left join join_requests vr on vr.group_id = g.id and vr.user_id = ${viewer} and vr.status = 'PENDING'
      left join lateral (select json_agg(json_build_object('id', mu.id, 'nickname', mu.nickname, 'profileImage', mu.profile_image) order by fm.joined_at, fm.user_id) as member_avatars
        from (select user_id, joined_at from group_members where group_id = g.id and (g.is_public or vm.role is not null)
              order by joined_at, user_id limit ${CARD_AVATARS}) fm
        join users mu on mu.id = fm.user_id) fa on true
      left join lateral (select min(event_date) as next_event_at from events
        where group_id = g.id and cancelled_at is null and event_date > ${now} and (g.is_public or vm.role is not null)) ne on true
      left join lateral (select count(*)::int as new_post_count from posts
        where group_id = g.id and created_at > ${postsSince} and author_id <> ${viewer} and vm.role is not null) np on true
      order by ${orderBy}`,
  );
}

async function countGroups(db: Executor, where: SQL, source: SQL = sql`groups`): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${source} g where ${where}`);
  return row?.count ?? 0;
}

type Paging = { page: number; size: number; now?: Date | undefined };
export type ListGroupsOptions = Paging & {
  viewerId: number | null;
  sortBy: 'createdAt' | 'memberCount' | 'name';
  sortDirection: 'ASC' | 'DESC';
  categoryId?: number;
  locationIds?: number[];
};
export type SearchGroupsOptions = Paging & { viewerId: number | null; terms: SearchTerm[]; locationIds?: number[]; categoryId?: number };
export type MyGroupsOptions = Paging & { userId: number; viewerId: number | null; kind: 'all' | 'owned' | 'joined' };
export type GroupPage = { rows: GroupRow[]; total: number };

/**
 * One page of groups and their total. Where the order ranks every match anyway (search,
 * `totalWithPage`), the total comes with the page from the same scan (`count(*) over ()`), and
 * only a page past the end, which has no row to carry it, counts separately; lists ordered by an
 * index count in a second statement, so their page reads only its own rows.
 */
async function pageOfGroups(
  db: Executor,
  viewerId: number | null,
  where: SQL,
  orderBy: SQL,
  { page, size, now }: Paging,
  { totalWithPage = false, source }: { totalWithPage?: boolean; source?: SQL } = {},
): Promise<GroupPage> {
  const query = { viewerId, where, orderBy, limit: size, offset: page * size, ...(source ? { source } : {}), ...(now ? { now } : {}) };
  if (!totalWithPage) {
    const [rows, total] = await Promise.all([selectGroups(db, query), countGroups(db, where, source)]);
    return { rows, total };
  }
  const rows = await selectGroups(db, { ...query, withTotal: true });
  const total = rows[0]?.total_count ?? (page === 0 ? 0 : await countGroups(db, where, source));
  return { rows, total };
}

/**
 * The text a search word may be found in (contract §14), as groups_search_words_idx (migration 0013)
 * indexes it in two-character pieces and groups_search_chars_idx (0024) in single characters.
 */
const searchedText = sql`lower(g.name || ' ' || g.description || ' ' || g.tags_text || ' ' || g.search_extra)`;

/**
 * What one search word asks of a group, and whether the group's name holds it. A plain word must
 * be in the searched text: its two-character pieces narrow through the index, LIKE decides. A word
 * of one character (책, `%`) has no such piece, so the single-character index narrows instead
 * (counted in code points, as PostgreSQL counts an emoji). A word of initial consonants must be in
 * `search_initials` (the initials of the name without its spaces, then of the tags, one per
 * character: the name's are the first ones). Exported for the test that reads its plans.
 */
export function wordMatch(word: string): WordMatch {
  const pattern = likePattern(word);
  if (isInitialsWord(word)) {
    return matchOf(
      sql`search_bigrams(g.search_initials) @> search_bigrams(${word})`,
      sql`g.search_initials like ${pattern}`,
      sql`strpos(left(g.search_initials, char_length(replace(g.name, ' ', ''))), ${word}) > 0`,
    );
  }
  const narrowed =
    [...word].length === 1
      ? sql`search_chars(${searchedText}) @> search_chars(lower(${word}))`
      : sql`search_bigrams(${searchedText}) @> search_bigrams(lower(${word}))`;
  return matchOf(narrowed, sql`${searchedText} like lower(${pattern})`, sql`g.name ilike ${pattern}`);
}

/**
 * A word's test in two halves: `narrow`, what an index answers (its pieces are all in the text),
 * and `confirm`, the LIKE that decides; `where` is both.
 */
type WordMatch = { narrow: SQL; confirm: SQL; where: SQL; inName: SQL };
const matchOf = (narrow: SQL, confirm: SQL, inName: SQL): WordMatch => ({ narrow, confirm, where: sql`${narrow} and ${confirm}`, inName });

/**
 * What a query word asks of a group once the table of search words has widened it (contract
 * §14): any of its forms (런닝 or 러닝) as `wordMatch` finds it, or, for a place name, the group's
 * district (홍대: 마포구). Written as (any narrowing) and (any confirmation), not as an OR of
 * `wordMatch`es: PostgreSQL ORs the narrowing indexes' bitmaps and needs no filter for that half,
 * where an OR of whole matches kept every `search_bigrams` call as a per-row filter (4 forms of
 * 러닝: 0.5–1.4 s instead of milliseconds at 20 000 groups). The two are the same test, because a
 * form's LIKE holding implies its narrowing. The name holds the word when it holds one of the forms.
 */
export function termMatch(term: { forms: string[]; districtIds: number[] }): { where: SQL; inName: SQL } {
  const forms = term.forms.map(wordMatch);
  if (forms.length === 1 && forms[0] && term.districtIds.length === 0) return forms[0];
  const narrow = forms.map((form) => form.narrow);
  const confirm = forms.map((form) => form.confirm);
  if (term.districtIds.length > 0) {
    const inDistricts = sql`g.location_id = any(${sql.param(term.districtIds)}::int[])`;
    narrow.push(inDistricts);
    confirm.push(inDistricts);
  }
  return {
    where: sql`(${sql.join(narrow, sql` or `)}) and (${sql.join(confirm, sql` or `)})`,
    inName: sql`(${sql.join(
      forms.map((form) => form.inName),
      sql` or `,
    )})`,
  };
}

/** A top-level category also matches its sub-categories (`filter_category_ids` holds both). */
const categoryFilter = (categoryId?: number) => (categoryId ? sql`g.filter_category_ids @> array[${categoryId}]::int[]` : sql`true`);

/** All groups, optionally of one category and some districts, in the chosen order (ties broken by id the same way). */
export function listGroupsPage(db: Executor, options: ListGroupsOptions) {
  const column = { createdAt: sql`g.created_at`, memberCount: sql`g.member_count`, name: sql`g.name` }[options.sortBy];
  const direction = options.sortDirection === 'ASC' ? sql`asc` : sql`desc`;
  const where = options.locationIds?.length
    ? sql`${categoryFilter(options.categoryId)} and g.location_id = any(${sql.param(options.locationIds)}::int[])`
    : categoryFilter(options.categoryId);
  return pageOfGroups(db, options.viewerId, where, sql`${column} ${direction}, g.id ${direction}`, options);
}

/**
 * Search (contract §14): every word found in the group's name, description, tags, category or
 * district names (initials words in names and tags), in any of `locationIds`; groups holding all
 * words in their name first, then bigger, then newer.
 */
export function searchGroupsPage(db: Executor, options: SearchGroupsOptions) {
  const words = options.terms.map(termMatch);
  const conditions: SQL[] = [categoryFilter(options.categoryId)];
  if (options.locationIds?.length) conditions.push(sql`g.location_id = any(${sql.param(options.locationIds)}::int[])`);
  conditions.push(...words.map((word) => word.where));
  const order = [sql`g.member_count desc`, sql`g.created_at desc`, sql`g.id desc`];
  // Without a word there is no name match to rank by: PostgreSQL refuses a constant in ORDER BY.
  if (words.length > 0) {
    order.unshift(
      sql`(${sql.join(
        words.map((word) => word.inName),
        sql` and `,
      )}) desc`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  return pageOfGroups(db, options.viewerId, where, sql.join(order, sql`, `), options, { totalWithPage: true });
}

/** Every word found and the category's: what a search asks of a group apart from its district. */
function searchFilter(words: { where: SQL }[], categoryId?: number): SQL {
  return sql.join([categoryFilter(categoryId), ...words.map((word) => word.where)], sql` and `);
}

/**
 * For a search or list that found nothing in its districts (contract §14): how many groups the same
 * words and category find in `nearIds` (the chosen districts and their neighbours) and anywhere.
 * One count over the groups the words select, through the same indexes as the search itself.
 */
export async function countSearchElsewhere(
  db: Executor,
  { terms, categoryId, nearIds }: { terms: SearchTerm[]; categoryId?: number | undefined; nearIds: number[] },
): Promise<{ nearCount: number; allCount: number }> {
  const where = searchFilter(terms.map(termMatch), categoryId);
  const [row] = await queryRows<{ near_count: number; all_count: number }>(
    db,
    sql`select (count(*) filter (where g.location_id = any(${sql.param(nearIds)}::int[])))::int as near_count, count(*)::int as all_count
      from groups g where ${where}`,
  );
  return { nearCount: row?.near_count ?? 0, allCount: row?.all_count ?? 0 };
}

/** How far back a group's activity counts for popular and recommended lists (contract §14). */
export const ACTIVITY_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Groups with `g.activity`: members joined, posts and events created since `since`, counted in one
 * pass over those rows' time indexes, joined to every group (0 when quiet).
 */
const groupsWithActivity = (since: Date) => sql`(select groups.*, coalesce(recent.activity, 0) as activity from groups
  left join (select group_id, count(*)::int as activity from (
    select group_id from group_members where joined_at > ${since}
    union all select group_id from posts where created_at > ${since}
    union all select group_id from events where created_at > ${since}) happened group by group_id) recent on recent.group_id = groups.id)`;

/** 2 for a group in one of `mine`, 1 in one of `near`, else 0. */
const districtScore = (mine: number[], near: number[]) =>
  sql`((g.location_id = any(${sql.param(mine)}::int[]))::int * 2 + (g.location_id = any(${sql.param(near)}::int[]))::int)`;

export type DistrictChoice = { mine: number[]; near: number[] };

/** Public groups, the most active over the last 14 days first, those in and near the given districts before the rest. */
export function popularGroupsPage(db: Executor, options: Paging & { viewerId: number | null; since: Date } & DistrictChoice) {
  const orderBy = sql`${districtScore(options.mine, options.near)} desc, g.activity desc, g.member_count desc, g.id desc`;
  return pageOfGroups(db, options.viewerId, sql`g.is_public`, orderBy, options, { source: groupsWithActivity(options.since) });
}

/**
 * Groups for the user (contract §14): never one they are in, are banned from or that is full; ranked by a shared
 * interest category, their 동네, a neighbouring one, then recent activity and seats left.
 */
export function recommendedGroupsPage(db: Executor, options: Paging & { userId: number; since: Date } & DistrictChoice) {
  const interests = sql`(select coalesce(array_agg(category_id), '{}') from user_interests where user_id = ${options.userId})`;
  const where = sql`not exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${options.userId})
    and not exists (select 1 from group_bans b where b.group_id = g.id and b.user_id = ${options.userId})
    and g.member_count < g.max_members`;
  const orderBy = sql`((g.filter_category_ids && ${interests})::int * 4 + ${districtScore(options.mine, options.near)}) desc,
    g.activity desc, (g.max_members - g.member_count) desc, g.id desc`;
  return pageOfGroups(db, options.userId, where, orderBy, options, { source: groupsWithActivity(options.since) });
}

/** The districts a user chose (their 동네 list and their profile's district). */
export async function findUserDistricts(db: Executor, userId: number): Promise<number[]> {
  const rows = await queryRows<{ location_id: number }>(
    db,
    sql`select location_id from user_locations where user_id = ${userId}
      union select location_id from users where id = ${userId} and location_id is not null`,
  );
  return rows.map((row) => row.location_id);
}

/**
 * Whether the viewer may see that `userId` belongs to the group `alias` names (contract §16): the
 * user themselves always; anyone else public groups and private ones they belong to too.
 */
export function visibleTo(viewerId: number | null, userId: number, alias: SQL) {
  if (viewerId === userId) return sql`true`;
  if (viewerId === null) return sql`${alias}.is_public`;
  return sql`(${alias}.is_public or exists (select 1 from group_members vm where vm.group_id = ${alias}.id and vm.user_id = ${viewerId}))`;
}

/** The groups a user belongs to: all, owned or joined (not owned), most recently joined first. */
export function myGroupsPage(db: Executor, options: MyGroupsOptions) {
  const role = { all: sql``, owned: sql`and m.role = 'OWNER'`, joined: sql`and m.role <> 'OWNER'` }[options.kind];
  const where = sql`exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${options.userId} ${role})
    and ${visibleTo(options.viewerId, options.userId, sql`g`)}`;
  const joinedAt = sql`(select m.joined_at from group_members m where m.group_id = g.id and m.user_id = ${options.userId})`;
  return pageOfGroups(db, options.viewerId, where, sql`${joinedAt} desc, g.id desc`, options);
}

/** One group as a card or the detail shows it, for the viewer; null when it does not exist. */
export async function findGroupCard(db: Executor, groupId: number, viewerId: number | null, now?: Date): Promise<GroupRow | null> {
  const [row] = await selectGroups(db, {
    viewerId,
    where: sql`g.id = ${groupId}`,
    orderBy: sql`g.id`,
    limit: 1,
    offset: 0,
    ...(now ? { now } : {}),
  });
  return row ?? null;
}

/** Locks a group row for a membership change (capacity is checked under this lock). */
export async function lockGroup(tx: Executor, id: number) {
  const [row] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
  return row ?? null;
}

/**
 * A group's row by id. Plain SQL with camelCase aliases instead of drizzle's select builder: this
 * and findMembership open most post and comment requests, and building the query cost more CPU
 * than PostgreSQL spent answering it (docs/benchmarks.md).
 */
export async function findGroup(db: Executor, id: number): Promise<typeof groups.$inferSelect | null> {
  // Times arrive as the driver's text (drizzle makes Dates only in its builder).
  const [row] = await queryRows<Omit<typeof groups.$inferSelect, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }>(
    db,
    sql`select id, name, description, owner_id as "ownerId", category_id as "categoryId", category_ids as "categoryIds",
      filter_category_ids as "filterCategoryIds", location_id as "locationId", max_members as "maxMembers",
      member_count as "memberCount", is_public as "isPublic", image_url as "imageUrl", tags, tags_text as "tagsText",
      join_question as "joinQuestion",
      created_at as "createdAt", updated_at as "updatedAt"
      from groups where id = ${id}`,
  );
  return row ? { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) } : null;
}

export async function insertGroup(db: Executor, values: typeof groups.$inferInsert) {
  const [row] = await db.insert(groups).values(values).returning();
  if (!row) throw new Error('insert returned no group');
  return row;
}

export async function updateGroupRow(db: Executor, id: number, values: Partial<typeof groups.$inferInsert>) {
  await db
    .update(groups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(groups.id, id));
}

export async function deleteGroupRow(db: Executor, id: number) {
  await db.delete(groups).where(eq(groups.id, id));
}

/** The ids that exist among the given categories, with their parents. */
export function selectCategories(db: Executor, ids: number[]) {
  return db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(inArray(categories.id, ids));
}

export async function locationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, id));
  return Boolean(row);
}

/**
 * A public group's preview in one statement (contract §14): its 3 latest posts cut to 100
 * characters, its next 2 events that are not cancelled, and 8 members, staff first.
 */
export async function findGroupPreview(db: Executor, groupId: number, now: Date, viewerId: number | null = null): Promise<GroupPreview> {
  const [row] = await queryRows<GroupPreview>(
    db,
    sql`select
      (select coalesce(json_agg(json_build_object('id', p.id,
          'content', case when p.is_blocked then ${SAFETY_MSG.blockedContent} when p.hidden_at is not null then ${SAFETY_MSG.hiddenContent}
            else left(p.content, ${PREVIEW_POST_LENGTH + 1}) end, 'createdAt', p.created_at,
          'author', json_build_object('id', u.id, 'nickname', u.nickname, 'profileImage', u.profile_image,
            'isDeleted', u.deleted_at is not null), 'isBlocked', p.is_blocked)
          order by p.created_at desc, p.id desc), '[]'::json)
        from (select *, exists (select 1 from user_blocks ub where ub.blocker_id = ${viewerId ?? 0} and ub.blocked_id = posts.author_id) as is_blocked
              from posts where group_id = ${groupId} order by created_at desc, id desc limit ${PREVIEW_POSTS}) p
        join users u on u.id = p.author_id) as posts,
      (select coalesce(json_agg(json_build_object('id', e.id, 'title', e.title, 'eventDate', e.event_date, 'isOnline', e.is_online,
          'participantCount', e.participant_count, 'maxParticipants', e.max_participants) order by e.event_date, e.id), '[]'::json)
        from (select * from events where group_id = ${groupId} and cancelled_at is null and event_date > ${now}
              order by event_date, id limit ${PREVIEW_EVENTS}) e) as events,
      (select coalesce(json_agg(json_build_object('id', u.id, 'nickname', u.nickname, 'profileImage', u.profile_image) order by m.rank, m.joined_at, m.user_id), '[]'::json)
        from (select user_id, joined_at, case role when 'OWNER' then 0 when 'MANAGER' then 1 else 2 end as rank from group_members
              where group_id = ${groupId} order by rank, joined_at, user_id limit ${PREVIEW_MEMBERS}) m
        join users u on u.id = m.user_id) as members`,
  );
  return row ?? { posts: [], events: [], members: [] };
}
