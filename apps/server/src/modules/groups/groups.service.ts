import {
  type CreateGroupPayload,
  GROUP_MSG,
  type Group,
  type GroupDetail,
  type GroupListQuery,
  type GroupPreview,
  type GroupSearchPage,
  type GroupSearchQuery,
  MSG,
  type Page,
  PREVIEW_POST_LENGTH,
  SEARCH_MSG,
  searchWords,
} from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { ensureRoom } from '../chat/chat.service.ts';
import { findUploadOwner } from '../images/images.reads.ts';
import { insertNotifications } from '../notifications/notifications.service.ts';
import { districtNeighbours, withNeighbours } from '../reference/district-adjacency.ts';
import { isMailboxBanned } from './group-bans.repo.ts';
import { toGroup } from './group-mapper.ts';
import { addMember, listMemberIds } from './group-members.repo.ts';
import { groupNotification } from './group-notifications.ts';
import { authorize, authorizeInGroup, roleByOwner } from './group-policy.ts';
import {
  ACTIVITY_WINDOW_MS,
  countSearchElsewhere,
  deleteGroupRow,
  findGroupCard,
  findGroupPreview,
  findUserDistricts,
  type GroupPage,
  insertGroup,
  listGroupsPage,
  locationExists,
  lockGroup,
  type MyGroupsOptions,
  myGroupsPage,
  popularGroupsPage,
  recommendedGroupsPage,
  searchGroupsPage,
  selectCategories,
  updateGroupRow,
} from './groups.repo.ts';
import { expandSearchWord, type SearchTerm } from './search-words.ts';

type GroupDeps = Pick<Deps, 'db' | 'clock'>;
type GroupDeletionDeps = Pick<Deps, 'db' | 'realtime' | 'jobs'>;
type Paging = { page: number; size: number };
type GroupSearchOptions = GroupSearchQuery & { viewerId: number | null };
type CreateInput = Omit<CreateGroupPayload, 'tags' | 'maxMembers' | 'isPublic'> & { tags: string[]; maxMembers: number; isPublic: boolean };

/**
 * All groups, newest first by default; a top-level category also matches its sub-categories, and
 * districts filter as search's do. With words in `query` it is the search (contract §14). Empty in
 * its districts, it says how many the same filters find nearby and anywhere.
 */
export async function listGroups(deps: GroupDeps, options: GroupListQuery & { viewerId: number | null }): Promise<GroupSearchPage> {
  const { sortBy, sortDirection, query, locationId, locationIds, near, ...rest } = options;
  if (searchWords(query).length > 0) return searchGroups(deps, { ...rest, query, locationId, locationIds, near });
  const districts = chosenDistricts({ locationId, locationIds, near });
  const page = toGroupPage(
    await listGroupsPage(deps.db, {
      ...rest,
      sortBy,
      sortDirection,
      now: deps.clock.now(),
      ...(districts.length ? { locationIds: districts } : {}),
    }),
    options,
  );
  return { ...page, alternatives: await alternativesFor(deps, page, { terms: [], categoryId: rest.categoryId, districts, near }) };
}

/** The districts of `locationId` and `locationIds`, widened by their neighbours with `near`; an unknown one is 400. */
function chosenDistricts({ locationId, locationIds = [], near = false }: Pick<GroupListQuery, 'locationId' | 'locationIds' | 'near'>) {
  const chosen = locationId === undefined ? locationIds : [locationId, ...locationIds];
  const neighbours = districtNeighbours();
  if (chosen.some((id) => !neighbours.has(id)))
    throw badRequest(SEARCH_MSG.badLocations, locationIds.length ? 'locationIds' : 'locationId');
  return near ? withNeighbours(chosen, neighbours) : chosen;
}

/**
 * Search (contract §14): the query's words, each widened by the table of search words (synonyms,
 * spelling variants, place names), the chosen districts (`locationId` and `locationIds` together)
 * widened by their neighbours with `near`, and a category. An unknown district is 400. Empty in its
 * districts, it says how many the same search finds nearby and anywhere.
 */
export async function searchGroups(deps: GroupDeps, options: GroupSearchOptions): Promise<GroupSearchPage> {
  const { query, locationId, locationIds, near, ...rest } = options;
  const districts = chosenDistricts({ locationId, locationIds, near });
  const terms = searchWords(query).map((word) => expandSearchWord(word));
  const search = { ...rest, now: deps.clock.now(), terms, ...(districts.length ? { locationIds: districts } : {}) };
  const page = toGroupPage(await searchGroupsPage(deps.db, search), options);
  return { ...page, alternatives: await alternativesFor(deps, page, { terms, categoryId: rest.categoryId, districts, near }) };
}

/**
 * Where else an empty list in chosen districts would find groups (contract §14): one count, and only
 * then; null for a page with groups, a page past the end of some, or no district chosen. With
 * `near` already on, the neighbours were searched and found nothing: their count is 0.
 */
async function alternativesFor(
  deps: GroupDeps,
  page: Page<Group>,
  {
    terms,
    categoryId,
    districts,
    near,
  }: { terms: SearchTerm[]; categoryId?: number | undefined; districts: number[]; near?: boolean | undefined },
) {
  if (page.totalElements > 0 || districts.length === 0) return null;
  return countSearchElsewhere(deps.db, { terms, categoryId, nearIds: near ? [] : withNeighbours(districts) });
}

/** The given districts and, apart, their neighbours (contract §14). */
function districtChoice(mine: number[]) {
  return { mine, near: withNeighbours(mine).filter((id) => !mine.includes(id)) };
}

/** Recommended (contract §14): interests, 동네, neighbouring 동네, activity, seats left; never joined or full. */
export async function recommendedGroups(deps: GroupDeps, options: Paging & { userId: number }): Promise<Page<Group>> {
  const districts = districtChoice(await findUserDistricts(deps.db, options.userId));
  const now = deps.clock.now();
  const since = new Date(now.getTime() - ACTIVITY_WINDOW_MS);
  return toGroupPage(await recommendedGroupsPage(deps.db, { ...options, ...districts, since, now }), options);
}

/** Popular (contract §14): public groups by activity over 14 days, those in and near `locationId` first. */
export async function popularGroups(
  deps: GroupDeps,
  options: Paging & { viewerId: number | null; locationId?: number | undefined },
): Promise<Page<Group>> {
  const districts = districtChoice(chosenDistricts({ locationId: options.locationId }));
  const now = deps.clock.now();
  const since = new Date(now.getTime() - ACTIVITY_WINDOW_MS);
  return toGroupPage(await popularGroupsPage(deps.db, { ...options, ...districts, since, now }), options);
}

/** The groups a user belongs to: all, owned or joined (not owned), most recently joined first. */
export async function listUserGroups(deps: GroupDeps, options: MyGroupsOptions): Promise<Page<Group>> {
  return toGroupPage(await myGroupsPage(deps.db, { ...options, now: deps.clock.now() }), options);
}

/** The viewer is `viewerId` where a list has one, else the signed-in `userId` it is for (recommended). */
const toGroupPage = ({ rows, total }: GroupPage, options: Paging & { viewerId?: number | null; userId?: number }) => {
  const viewerId = options.viewerId !== undefined ? options.viewerId : (options.userId ?? null);
  return toPage(
    rows.map((row) => toGroup(row, viewerId)),
    { page: options.page, size: options.size, total },
  );
};

/** One group for the viewer; 404 with the spec's message when it does not exist. */
export async function getGroup(deps: GroupDeps, { groupId, viewerId }: { groupId: number; viewerId: number | null }): Promise<GroupDetail> {
  const row = await findGroupCard(deps.db, groupId, viewerId, deps.clock.now());
  if (!row) throw notFound(GROUP_MSG.notFound);
  // A private group shows nothing of its inside to anyone here; members read it in its tabs.
  const [preview, banned] = await Promise.all([
    row.is_public ? findGroupPreview(deps.db, groupId, deps.clock.now(), viewerId) : null,
    // Only a signed-in non-member can be banned (a removal with a ban ends the membership).
    viewerId !== null && row.viewer_role === null ? isMailboxBanned(deps.db, groupId, viewerId) : false,
  ]);
  return { ...toGroup(row, viewerId), preview: preview && toPreview(preview), isBanned: banned };
}

/**
 * A post's text for the preview, at most PREVIEW_POST_LENGTH characters: a longer one (the query
 * reads one character more to tell) ends at the last space before the limit with "…", or mid-word
 * only when its last 30 characters hold no space. Characters are code points, as PostgreSQL's left().
 */
export function previewText(content: string): string {
  const characters = Array.from(content);
  if (characters.length <= PREVIEW_POST_LENGTH) return content;
  const kept = characters.slice(0, PREVIEW_POST_LENGTH - 1);
  const lastSpace = kept.findLastIndex((character) => /\s/.test(character));
  const cut = lastSpace >= PREVIEW_POST_LENGTH - 30 ? kept.slice(0, lastSpace) : kept;
  return `${cut.join('').trimEnd()}…`;
}

/** Times from json_agg come as PostgreSQL's text; the contract's are ISO strings. */
function toPreview(preview: GroupPreview): GroupPreview {
  return {
    posts: preview.posts.map((post) => ({
      ...post,
      content: previewText(post.content),
      createdAt: new Date(post.createdAt).toISOString(),
    })),
    events: preview.events.map((event) => ({ ...event, eventDate: new Date(event.eventDate).toISOString() })),
    members: preview.members,
  };
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
      joinQuestion: input.joinQuestion ?? null,
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
  await authorizeInGroup(deps.db, 'editGroup', { groupId, userId });
  const categories = await resolveReferences(deps, userId, input);
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw notFound(GROUP_MSG.notFound);
    authorize('editGroup', { userId, role: roleByOwner(group, userId) });
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
      ...(input.joinQuestion !== undefined ? { joinQuestion: input.joinQuestion ?? null } : {}),
    });
  });
  return getGroup(deps, { groupId, viewerId: userId });
}

/** Owner-only delete: members are told, then the group goes with its members and requests. */
export async function deleteGroup(deps: GroupDeletionDeps, { userId, groupId }: { userId: number; groupId: number }) {
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw notFound(GROUP_MSG.notFound);
    authorize('deleteGroup', { userId, role: roleByOwner(group, userId) });
    await removeGroup(tx, group, userId, deps.jobs);
  });
  await deps.realtime.endGroup(groupId);
}

/**
 * Deletes a locked group (callers check permission, then call `realtime.endGroup` after the commit):
 * its members but the actor are told. Also the operators' DELETE_GROUP (contract §13).
 */
export async function removeGroup(
  tx: Executor,
  group: NonNullable<Awaited<ReturnType<typeof lockGroup>>>,
  actorId: number,
  jobs: Deps['jobs'],
) {
  const members = await listMemberIds(tx, group.id);
  await insertNotifications(
    tx,
    members.filter((member) => member.userId !== actorId).map((member) => groupNotification.deleted(member.userId, group)),
    { actorId, reachBlockers: true, jobs },
  );
  await deleteGroupRow(tx, group.id);
}

// Published for other modules' transactions (docs/architecture.md, "Module rule"): a change that
// depends on the group's state (pinning, an operator's group deletion) holds its row lock.
export { lockGroup } from './groups.repo.ts';
