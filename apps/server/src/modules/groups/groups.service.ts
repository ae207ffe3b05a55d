import { type CreateGroupPayload, GROUP_MSG, type Group, MSG, type Page } from '@dongne/contract';
import { type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../db/query.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { ensureRoom } from '../chat/chat.repo.ts';
import { findUploadOwner } from '../images/images.repo.ts';
import { insertNotifications } from '../notifications/notifications.repo.ts';
import { toGroup } from './group-mapper.ts';
import { groupNotification } from './group-notifications.ts';
import {
  addMember,
  countGroups,
  deleteGroupRow,
  findGroup,
  insertGroup,
  listMemberIds,
  locationExists,
  lockGroup,
  selectCategories,
  selectGroups,
  updateGroupRow,
} from './groups.repo.ts';

type GroupDeps = Pick<Deps, 'db' | 'clock'>;
type GroupDeletionDeps = Pick<Deps, 'db' | 'realtime'>;
type Paging = { page: number; size: number };
type CreateInput = Omit<CreateGroupPayload, 'tags' | 'maxMembers' | 'isPublic'> & { tags: string[]; maxMembers: number; isPublic: boolean };

/**
 * One page of groups and their total. Where the order ranks every match anyway (search,
 * `totalWithPage`), the total comes with the page from the same scan (`count(*) over ()`), and
 * only a page past the end, which has no row to carry it, counts separately; lists ordered by an
 * index count in a second statement, so their page reads only its own rows.
 */
async function pageOfGroups(
  deps: GroupDeps,
  viewerId: number | null,
  where: SQL,
  orderBy: SQL,
  { page, size }: Paging,
  { totalWithPage = false } = {},
): Promise<Page<Group>> {
  const query = { viewerId, where, orderBy, limit: size, offset: page * size };
  if (!totalWithPage) {
    const [rows, total] = await Promise.all([selectGroups(deps.db, query), countGroups(deps.db, where)]);
    return toPage(rows.map(toGroup), { page, size, total });
  }
  const rows = await selectGroups(deps.db, { ...query, withTotal: true });
  const total = rows[0]?.total_count ?? (page === 0 ? 0 : await countGroups(deps.db, where));
  return toPage(rows.map(toGroup), { page, size, total });
}

/** The expression groups_search_bigrams_idx (migration 0008) indexes: the same text ILIKE searches, in two-character pieces. */
const searchedBigrams = sql`search_bigrams(lower(g.name || ' ' || g.description || ' ' || g.tags_text))`;

const categoryFilter = (categoryId?: number) => (categoryId ? sql`g.filter_category_ids @> array[${categoryId}]::int[]` : sql`true`);

/** All groups, newest first by default; a top-level category also matches its sub-categories. */
export function listGroups(
  deps: GroupDeps,
  options: Paging & {
    viewerId: number | null;
    sortBy: 'createdAt' | 'memberCount' | 'name';
    sortDirection: 'ASC' | 'DESC';
    categoryId?: number;
  },
) {
  const column = { createdAt: sql`g.created_at`, memberCount: sql`g.member_count`, name: sql`g.name` }[options.sortBy];
  const direction = options.sortDirection === 'ASC' ? sql`asc` : sql`desc`;
  return pageOfGroups(deps, options.viewerId, categoryFilter(options.categoryId), sql`${column} ${direction}, g.id ${direction}`, options);
}

/** Case-insensitive substring search on name, description and tags; name matches first, then bigger, then newer. */
export function searchGroups(
  deps: GroupDeps,
  options: Paging & { viewerId: number | null; query?: string; locationId?: number; categoryId?: number },
) {
  const conditions: SQL[] = [categoryFilter(options.categoryId)];
  if (options.locationId) conditions.push(sql`g.location_id = ${options.locationId}`);
  // Without a query there is no name match to rank by: PostgreSQL refuses a constant in ORDER BY.
  const order = [sql`g.member_count desc`, sql`g.created_at desc`, sql`g.id desc`];
  if (options.query) {
    const pattern = likePattern(options.query);
    // Every two-character piece of the query is in a matching group's text: the index narrows, ILIKE decides.
    conditions.push(sql`${searchedBigrams} @> search_bigrams(lower(${options.query}))`);
    conditions.push(sql`(g.name ilike ${pattern} or g.description ilike ${pattern} or g.tags_text ilike ${pattern})`);
    order.unshift(sql`(g.name ilike ${pattern}) desc`);
  }
  const where = sql.join(conditions, sql` and `);
  return pageOfGroups(deps, options.viewerId, where, sql.join(order, sql`, `), options, { totalWithPage: true });
}

/** Groups the user has not joined and that have room: interests and home districts first, then popular. */
export async function recommendedGroups(deps: GroupDeps, options: Paging & { userId: number }) {
  const interests = sql`(select coalesce(array_agg(category_id), '{}') from user_interests where user_id = ${options.userId})`;
  const districts = sql`(select coalesce(array_agg(location_id), '{}') from user_locations where user_id = ${options.userId})
    || (select coalesce(array_agg(location_id) filter (where location_id is not null), '{}') from users where id = ${options.userId})`;
  const where = sql`not exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${options.userId})
    and g.member_count < g.max_members`;
  const orderBy = sql`((g.filter_category_ids && ${interests})::int * 2 + (g.location_id = any(${districts}))::int) desc,
    g.member_count desc, g.created_at desc, g.id desc`;
  return pageOfGroups(deps, options.userId, where, orderBy, options);
}

/** The groups a user belongs to: all, owned or joined (not owned), most recently joined first. */
export function listUserGroups(
  deps: GroupDeps,
  options: Paging & { userId: number; viewerId: number | null; kind: 'all' | 'owned' | 'joined' },
) {
  const role = { all: sql``, owned: sql`and m.role = 'OWNER'`, joined: sql`and m.role = 'MEMBER'` }[options.kind];
  const where = sql`exists (select 1 from group_members m where m.group_id = g.id and m.user_id = ${options.userId} ${role})`;
  const joinedAt = sql`(select m.joined_at from group_members m where m.group_id = g.id and m.user_id = ${options.userId})`;
  return pageOfGroups(deps, options.viewerId, where, sql`${joinedAt} desc, g.id desc`, options);
}

/** One group for the viewer; 404 with the spec's message when it does not exist. */
export async function getGroup(deps: GroupDeps, { groupId, viewerId }: { groupId: number; viewerId: number | null }): Promise<Group> {
  const [row] = await selectGroups(deps.db, { viewerId, where: sql`g.id = ${groupId}`, orderBy: sql`g.id`, limit: 1, offset: 0 });
  if (!row) throw notFound(GROUP_MSG.notFound);
  return toGroup(row);
}

/** Checks categories, district and image, and answers the stored category columns. */
async function resolveReferences(
  deps: GroupDeps,
  userId: number,
  input: { categoryIds?: number[]; categoryId?: number; locationId?: number; imageUrl?: string | null },
) {
  let categoryColumns: { categoryId: number; categoryIds: number[]; filterCategoryIds: number[] } | undefined;
  if (input.categoryIds) {
    const ordered = [...new Set(input.categoryId ? [input.categoryId, ...input.categoryIds] : input.categoryIds)];
    const found = await selectCategories(deps.db, ordered);
    if (found.length !== ordered.length) throw badRequest(MSG.categoryNotFound, 'categoryIds');
    const parents = found.flatMap((category) => (category.parentId ? [category.parentId] : []));
    categoryColumns = { categoryId: ordered[0] ?? 0, categoryIds: ordered, filterCategoryIds: [...new Set([...ordered, ...parents])] };
  }
  if (input.locationId !== undefined && !(await locationExists(deps.db, input.locationId)))
    throw badRequest(GROUP_MSG.locationRequired, 'locationId');
  if (input.imageUrl && (await findUploadOwner(deps.db, input.imageUrl)) !== userId) throw badRequest(GROUP_MSG.imageNotOwned, 'imageUrl');
  return categoryColumns;
}

/** Creates a group; its creator becomes the owner and first member. */
export async function createGroup(deps: GroupDeps, { userId, input }: { userId: number; input: CreateInput }): Promise<Group> {
  const categories = await resolveReferences(deps, userId, input);
  if (!categories) throw badRequest(GROUP_MSG.categoryRequired, 'categoryIds');
  const groupId = await deps.db.transaction(async (tx) => {
    const group = await insertGroup(tx, {
      name: input.name,
      description: input.description,
      ownerId: userId,
      ...categories,
      locationId: input.locationId,
      maxMembers: input.maxMembers,
      isPublic: input.isPublic,
      imageUrl: input.imageUrl ?? null,
      tags: input.tags,
      tagsText: input.tags.join(' '),
    });
    await addMember(tx, group.id, userId, 'OWNER', deps.clock.now());
    await ensureRoom(tx, group.id);
    return group.id;
  });
  return getGroup(deps, { groupId, viewerId: userId });
}

/** Owner-only edit; capacity never below the current member count. */
export async function updateGroup(
  deps: GroupDeps,
  { userId, groupId, input }: { userId: number; groupId: number; input: Partial<CreateInput> },
): Promise<Group> {
  // Ownership first, so a stranger learns nothing from how their payload would have been judged.
  const existing = await findGroup(deps.db, groupId);
  if (!existing) throw notFound(GROUP_MSG.notFound);
  if (existing.ownerId !== userId) throw forbidden(GROUP_MSG.ownerOnly);
  const categories = await resolveReferences(deps, userId, input);
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw notFound(GROUP_MSG.notFound);
    if (group.ownerId !== userId) throw forbidden(GROUP_MSG.ownerOnly);
    if (input.maxMembers !== undefined && input.maxMembers < group.memberCount) throw badRequest(GROUP_MSG.membersBelowCount, 'maxMembers');
    await updateGroupRow(tx, groupId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(categories ?? {}),
      ...(input.locationId !== undefined ? { locationId: input.locationId } : {}),
      ...(input.maxMembers !== undefined ? { maxMembers: input.maxMembers } : {}),
      ...(input.isPublic !== undefined ? { isPublic: input.isPublic } : {}),
      ...(input.imageUrl !== undefined ? { imageUrl: input.imageUrl } : {}),
      ...(input.tags !== undefined ? { tags: input.tags, tagsText: input.tags.join(' ') } : {}),
    });
  });
  return getGroup(deps, { groupId, viewerId: userId });
}

/** Owner-only delete: members are told, then the group goes with its members and requests. */
export async function deleteGroup(deps: GroupDeletionDeps, { userId, groupId }: { userId: number; groupId: number }) {
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw notFound(GROUP_MSG.notFound);
    if (group.ownerId !== userId) throw forbidden(GROUP_MSG.ownerOnlyDelete);
    const members = await listMemberIds(tx, groupId);
    await insertNotifications(
      tx,
      members.filter((member) => member.userId !== userId).map((member) => groupNotification.deleted(member.userId, group)),
    );
    await deleteGroupRow(tx, groupId);
  });
  await deps.realtime.endGroup(groupId);
}
