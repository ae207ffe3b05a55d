import { DELETED_USER_NICKNAME } from '@dongne/contract';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { categories, companies, locations, userInterests, userLocations, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { mailboxKeyOf } from './mailbox-key.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

/** Whether a live account already reads this address's mailbox (contract §2.1: `kim+a@` is `kim@`). */
export async function isMailboxTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mailboxKey, mailboxKeyOf(email)), isNull(users.deletedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Whether a write was refused because the address or its mailbox is a live account's: the race the pre-check cannot see. */
export const isMailboxConflict = (error: unknown) =>
  isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'users_mailbox_key_live_key');

/**
 * Mailboxes that more than one live account shares, from before one mailbox meant one account
 * (view `duplicate_mailbox_keys`, migration 0025): listed for the operator, never merged.
 */
export async function duplicateMailboxAccounts(db: Executor): Promise<{ userIds: number[] }[]> {
  const rows = await queryRows<{ user_ids: number[] }>(db, sql`select user_ids from duplicate_mailbox_keys order by user_ids[1]`);
  return rows.map((row) => ({ userIds: row.user_ids.map(Number) }));
}

/** Creates an account; answers its id. */
export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<number> {
  const [user] = await db.insert(users).values(values).returning({ id: users.id });
  if (!user) throw new Error('insert returned no user');
  return user.id;
}

/**
 * Whether another account's nickname folds to the same case-folded NFKC form (users.nickname_key).
 * 탈퇴한 회원, the name deleted accounts carry (contract §12), is never free.
 */
export async function isNicknameTaken(db: Executor, nickname: string, exceptUserId?: number): Promise<boolean> {
  if (nickname.normalize('NFKC').toLowerCase() === DELETED_USER_NICKNAME) return true;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nicknameKey, sql`lower(normalize(${nickname}, NFKC))`));
  return rows.some((row) => row.id !== exceptUserId);
}

/** Whether a write was refused because the nickname (or its folded form) is someone else's: the race the pre-check cannot see. */
export const isNicknameConflict = (error: unknown) =>
  isUniqueViolation(error, 'users_nickname_key') || isUniqueViolation(error, 'users_nickname_fold_key');

/**
 * The user with company, home district, interests and selected districts, in four queries; the
 * activity counts as `viewerId` may see them (the user themselves by default).
 */
export async function findUserDetails(db: Executor, id: number, viewerId: number | null = id) {
  const [row] = await db
    .select({
      user: users,
      company: { id: companies.id, name: companies.name },
      location: { city: locations.city, district: locations.district },
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(locations, eq(locations.id, users.locationId))
    .where(eq(users.id, id));
  if (!row) return null;
  const [interests, selected] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(userInterests)
      .innerJoin(categories, eq(categories.id, userInterests.categoryId))
      .where(eq(userInterests.userId, id))
      .orderBy(asc(categories.displayOrder), asc(categories.id)),
    db
      .select({ locationId: userLocations.locationId })
      .from(userLocations)
      .where(eq(userLocations.userId, id))
      .orderBy(asc(userLocations.position)),
  ]);
  return { ...row, interests, locationIds: selected.map((entry) => entry.locationId), counts: await countActivity(db, id, viewerId) };
}

/** Changes the user's row; a new nickname also ends a legacy look-alike's exemption (migration 0012). */
export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  if (values.nickname !== undefined) values = { ...values, legacyNicknameDuplicate: false };
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function replaceInterests(db: Executor, userId: number, categoryIds: number[]) {
  await db.delete(userInterests).where(eq(userInterests.userId, userId));
  if (categoryIds.length > 0) await db.insert(userInterests).values(categoryIds.map((categoryId) => ({ userId, categoryId })));
}

export async function replaceSelectedLocations(db: Executor, userId: number, locationIds: number[]) {
  await db.delete(userLocations).where(eq(userLocations.userId, userId));
  if (locationIds.length > 0) {
    await db.insert(userLocations).values(locationIds.map((locationId, position) => ({ userId, locationId, position })));
  }
}

export async function countExisting(db: Executor, table: 'categories' | 'locations', ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const column = table === 'categories' ? categories.id : locations.id;
  const source = table === 'categories' ? categories : locations;
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(source).where(inArray(column, ids));
  return row?.count ?? 0;
}

export function listSelectedLocations(db: Executor, userId: number) {
  return db
    .select({ id: locations.id, city: locations.city, district: locations.district, lat: locations.lat, lng: locations.lng })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(eq(userLocations.userId, userId))
    .orderBy(asc(userLocations.position));
}

export async function findLocationByDistrict(db: Executor, district: string) {
  const [row] = await db.select({ id: locations.id }).from(locations).where(eq(locations.district, district));
  return row ?? null;
}

/**
 * Profile counts in one query: posts written, likes received, groups joined (owned included) and
 * owned, as far as the viewer may see them (contract §16): the user themselves counts everything;
 * anyone else only public groups and private ones they share, and the posts in those.
 */
async function countActivity(db: Executor, userId: number, viewerId: number | null) {
  const visible = (alias: string) => {
    const group = sql.raw(alias);
    if (viewerId === userId) return sql`true`;
    if (viewerId === null) return sql`exists (select 1 from groups vg where vg.id = ${group} and vg.is_public)`;
    return sql`exists (select 1 from groups vg where vg.id = ${group} and (vg.is_public
      or exists (select 1 from group_members vm where vm.group_id = vg.id and vm.user_id = ${viewerId})))`;
  };
  const [row] = await queryRows<{ post_count: number; like_count: number; group_count: number; owned_group_count: number }>(
    db,
    sql`select
      (select count(*)::int from posts p where p.author_id = ${userId} and ${visible('p.group_id')}) as post_count,
      (select coalesce(sum(p.like_count), 0)::int from posts p where p.author_id = ${userId} and ${visible('p.group_id')}) as like_count,
      (select count(*)::int from group_members m where m.user_id = ${userId} and ${visible('m.group_id')}) as group_count,
      (select count(*)::int from group_members m where m.user_id = ${userId} and m.role = 'OWNER' and ${visible('m.group_id')}) as owned_group_count`,
  );
  return {
    postCount: row?.post_count ?? 0,
    likeCount: row?.like_count ?? 0,
    groupCount: row?.group_count ?? 0,
    ownedGroupCount: row?.owned_group_count ?? 0,
  };
}

/**
 * Groups both users are members of, the viewer's most recent join first, in one query (the
 * primary key finds the profile user's row for each of the viewer's groups). Capped: a profile
 * shows a handful.
 */
export async function listSharedGroups(db: Executor, userId: number, viewerId: number, limit = 20) {
  return queryRows<{ id: number; name: string; image_url: string | null }>(
    db,
    sql`select g.id, g.name, g.image_url
      from group_members vm
      join group_members um on um.group_id = vm.group_id and um.user_id = ${userId}
      join groups g on g.id = vm.group_id
      where vm.user_id = ${viewerId}
      order by vm.joined_at desc, g.id desc
      limit ${limit}`,
  ).then((rows) => rows.map((row) => ({ id: row.id, name: row.name, imageUrl: row.image_url })));
}
