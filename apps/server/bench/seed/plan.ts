/**
 * The in-memory shape of the generated data: who the users are, which groups exist with which
 * members, and which group and author every post has. Every count column (member, like, comment,
 * participant counts) is decided here, before any row is written, so the rows streamed to the
 * database afterwards match them by construction.
 */
import { groupName, keywordOf, nickname, type Topic } from './korean-text.ts';
import { allocate, Random, WeightedPicker } from './random.ts';

export type SeedSizes = {
  users: number;
  groups: number;
  posts: number;
  likes: number;
  comments: number;
  messages: number;
  events: number;
  /** Active recurring 정모; their occurrences come on top of `events`. */
  series: number;
  notifications: number;
};

export const DEFAULT_SIZES: SeedSizes = {
  users: 10_000,
  groups: 2_000,
  posts: 200_000,
  likes: 1_000_000,
  comments: 400_000,
  messages: 500_000,
  events: 5_000,
  series: 200,
  notifications: 200_000,
};

export type ReferenceData = {
  categories: { id: number; name: string; parentId: number | null }[];
  locations: { id: number; city: string; district: string; lat: number; lng: number }[];
  companies: { id: number; domains: string[] }[];
};

const DAY = 86_400_000;
/** Every time in the data is this far before the anchor or later. */
export const HISTORY = { users: 730 * DAY, groups: 365 * DAY, quietBeforeAnchor: 30 * DAY, chat: 7 * DAY };

export const value = (array: ArrayLike<number>, index: number) => array[index] as number;

/** A compact list of lists: the items of list `i` are `items[offsets[i] .. offsets[i + 1])`. */
export type Lists = { offsets: Int32Array; items: Int32Array };

export type Plan = {
  anchor: number;
  reference: ReferenceData;
  userCount: number;
  /** Users who join many groups and write much come first in this weight. */
  userActivity: WeightedPicker;
  nicknames: string[];
  groups: {
    count: number;
    topics: Topic[];
    names: string[];
    details: { categoryIds: number[]; filterCategoryIds: number[]; locationId: number; isPublic: boolean }[];
    owners: Int32Array;
    createdAt: Float64Array;
    memberCounts: Int32Array;
    maxMembers: Int32Array;
    /** Members of each group (owner first) and when each joined. */
    members: Lists;
    joinedAt: Float64Array;
  };
  posts: {
    count: number;
    groupIds: Int32Array;
    authorIds: Int32Array;
    createdAt: Float64Array;
    likeCounts: Int32Array;
    commentCounts: Int32Array;
  };
};

/** An independent stream per table, so resizing one table leaves the others' rows unchanged. */
export const streamFor = (seed: number, table: string) => {
  let hash = seed >>> 0;
  for (const char of table) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return new Random(hash);
};

// Sports, food and friends are the busiest categories, as on any such service.
const THEME_WEIGHTS: Record<number, number> = { 2: 3, 3: 3, 4: 5, 5: 2, 6: 2, 9: 2, 10: 2, 11: 1.5 };

function pickTopic(random: Random, reference: ReferenceData, themePicker: WeightedPicker, themes: number[]) {
  const theme = themes[themePicker.pick(random)] as number;
  const subs = reference.categories.filter((category) => category.parentId === theme);
  const sub = random.pick(subs);
  // Seoul's own districts (ids 1–25) host most groups; the business districts around it fewer.
  const location = random.chance(0.85) ? random.pick(reference.locations.filter((l) => l.id <= 25)) : random.pick(reference.locations);
  const topic: Topic = { keyword: keywordOf(sub.name, random), theme, district: location.district };
  return { topic, sub, location };
}

/** Mostly small groups, a long tail up to full groups of 100. */
function memberTarget(random: Random): { count: number; max: number } {
  const roll = random.next();
  let count: number;
  if (roll < 0.03) count = 100;
  else if (roll < 0.72) count = 2 + Math.floor(27 * random.next() ** 1.6);
  else if (roll < 0.93) count = random.int(30, 60);
  else count = random.int(61, 99);
  const sizes = [10, 20, 30, 50, 100].filter((size) => size >= count);
  const max = random.chance(0.3) ? (sizes.at(-1) as number) : (sizes[0] as number);
  return { count, max };
}

function planGroups(
  seed: number,
  anchor: number,
  reference: ReferenceData,
  sizes: SeedSizes,
  userActivity: WeightedPicker,
): Plan['groups'] {
  const random = streamFor(seed, 'groups');
  const themes = reference.categories.filter((category) => category.parentId === null).map((category) => category.id);
  const themePicker = new WeightedPicker(themes.map((theme) => THEME_WEIGHTS[theme] ?? 1));
  const count = sizes.groups;
  const topics: Topic[] = [];
  const names: string[] = [];
  const details: Plan['groups']['details'] = [];
  const owners = new Int32Array(count);
  const createdAt = new Float64Array(count);
  const memberCounts = new Int32Array(count);
  const maxMembers = new Int32Array(count);
  const offsets = new Int32Array(count + 1);
  const memberItems: number[] = [];
  const joined: number[] = [];
  const firstDay = anchor - HISTORY.groups;
  const lastDay = anchor - HISTORY.quietBeforeAnchor;
  for (let index = 0; index < count; index += 1) {
    const { topic, sub, location } = pickTopic(random, reference, themePicker, themes);
    const extra = random.chance(0.3) ? random.pick(reference.categories.filter((c) => c.parentId !== null && c.id !== sub.id)) : null;
    const categoryIds = extra ? [sub.id, extra.id] : [sub.id];
    const parents = [sub.parentId, extra?.parentId].filter((id): id is number => typeof id === 'number');
    topics.push(topic);
    names.push(groupName(topic, random));
    details.push({
      categoryIds,
      filterCategoryIds: [...new Set([...categoryIds, ...parents])],
      locationId: location.id,
      isPublic: random.chance(0.85),
    });
    const created = firstDay + ((lastDay - firstDay) * (index + random.next())) / count;
    const target = memberTarget(random);
    const memberSize = Math.min(target.count, sizes.users);
    const chosen = new Set<number>();
    while (chosen.size < memberSize) chosen.add(userActivity.pick(random) + 1);
    const owner = chosen.values().next().value as number;
    const joins = Array.from({ length: memberSize - 1 }, () => created + random.next() * (lastDay - created)).sort((a, b) => a - b);
    owners[index] = owner;
    createdAt[index] = created;
    memberCounts[index] = memberSize;
    maxMembers[index] = Math.max(target.max, memberSize);
    offsets[index] = memberItems.length;
    memberItems.push(...chosen);
    joined.push(created, ...joins);
  }
  offsets[count] = memberItems.length;
  return {
    count,
    topics,
    names,
    details,
    owners,
    createdAt,
    memberCounts,
    maxMembers,
    members: { offsets, items: Int32Array.from(memberItems) },
    joinedAt: Float64Array.from(joined),
  };
}

/** Posts land in groups in proportion to size and a random liveliness, so a few groups are busy. */
function planPosts(seed: number, anchor: number, sizes: SeedSizes, groups: Plan['groups']): Plan['posts'] {
  const random = streamFor(seed, 'posts');
  const liveliness = Array.from(groups.memberCounts, (members) => members ** 1.3 * random.logNormal(1));
  const picker = new WeightedPicker(liveliness);
  const count = sizes.posts;
  const groupIds = new Int32Array(count);
  const authorIds = new Int32Array(count);
  const createdAt = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const group = picker.pick(random);
    const start = value(groups.members.offsets, group);
    const member = start + random.int(0, value(groups.memberCounts, group) - 1);
    groupIds[index] = group + 1;
    authorIds[index] = value(groups.members.items, member);
    const since = value(groups.joinedAt, member);
    createdAt[index] = since + random.next() * (anchor - since);
  }
  // A post is liked by distinct members other than its author.
  const likeCaps = Array.from(groupIds, (groupId) => value(groups.memberCounts, groupId - 1) - 1);
  const likeCounts = allocate(
    random,
    sizes.likes,
    Array.from(likeCaps, () => random.logNormal(1.2)),
    likeCaps,
  );
  const commentCounts = allocate(
    random,
    sizes.comments,
    Array.from(groupIds, () => random.logNormal(1.4)),
  );
  return { count, groupIds, authorIds, createdAt, likeCounts, commentCounts };
}

/** How active each user is: a skewed weight, so some join many groups and write much, a few nothing. */
function userActivityPicker(seed: number, userCount: number) {
  const random = streamFor(seed, 'activity');
  return new WeightedPicker(Array.from({ length: userCount }, () => random.logNormal(0.9)));
}

/** The reverse of a list of lists: for each of `size` targets, the indexes of the lists holding it. */
export function invert(lists: Lists, size: number): Lists {
  const offsets = new Int32Array(size + 1);
  for (const item of lists.items) offsets[item] = value(offsets, item) + 1;
  for (let index = 1; index <= size; index += 1) offsets[index] = value(offsets, index) + value(offsets, index - 1);
  const items = new Int32Array(lists.items.length);
  const cursor = offsets.slice(0, size);
  for (let list = 0; list + 1 < lists.offsets.length; list += 1) {
    for (let at = value(lists.offsets, list); at < value(lists.offsets, list + 1); at += 1) {
      const target = value(lists.items, at) - 1;
      items[value(cursor, target)] = list + 1;
      cursor[target] = value(cursor, target) + 1;
    }
  }
  return { offsets, items };
}

/** Decides users, groups with their members, and posts with their like and comment counts. */
export function buildPlan(seed: number, anchor: number, reference: ReferenceData, sizes: SeedSizes): Plan {
  const names = streamFor(seed, 'nicknames');
  const userActivity = userActivityPicker(seed, sizes.users);
  const groups = planGroups(seed, anchor, reference, sizes, userActivity);
  return {
    anchor,
    reference,
    userCount: sizes.users,
    userActivity,
    nicknames: Array.from({ length: sizes.users }, (_, index) => nickname(index + 1, names)),
    groups,
    posts: planPosts(seed, anchor, sizes, groups),
  };
}
