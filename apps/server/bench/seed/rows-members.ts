/** Rows of the people tables: users with their interests and districts, groups, members and chat rooms. */
import { REQUIRED_TERMS_IDS } from '@dongne/contract';
import { bio, groupDescription, themeTags } from './korean-text.ts';
import { HISTORY, type Plan, streamFor, value } from './plan.ts';
import type { TableSource } from './source.ts';

export function userSources(seed: number, plan: Plan, passwordHash: string): TableSource[] {
  const { reference, anchor, userCount } = plan;
  const subCategories = reference.categories.filter((category) => category.parentId !== null).map((category) => category.id);
  const locationIds = reference.locations.map((location) => location.id);
  const users: TableSource = {
    table: 'users',
    columns: [
      ['id', 'int'],
      ['email', 'text'],
      ['nickname', 'text'],
      ['password_hash', 'text'],
      ['company_id', 'int'],
      ['bio', 'text'],
      ['location_id', 'int'],
      ['location_lat', 'float'],
      ['location_lng', 'float'],
      ['location_address', 'text'],
      ['location_district', 'text'],
      ['agreed_terms_ids', 'int[]'],
      ['created_at', 'time'],
      ['updated_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'users');
      const joinSpan = HISTORY.users - HISTORY.groups;
      for (let id = 1; id <= userCount; id += 1) {
        // Most bench users sign up with the local company so their addresses are easy to read.
        const company = random.chance(0.4) ? reference.companies[0] : random.pick(reference.companies);
        const location = random.pick(reference.locations);
        const created = anchor - HISTORY.users + (joinSpan * (id - 1 + random.next())) / userCount;
        yield [
          id,
          `bench${id}@${company?.domains[0] ?? 'example.com'}`,
          plan.nicknames[id - 1] as string,
          passwordHash,
          company?.id ?? 1,
          bio(random),
          location.id,
          location.lat + (random.next() - 0.5) * 0.02,
          location.lng + (random.next() - 0.5) * 0.02,
          `${location.city} ${location.district}`,
          location.district,
          [...REQUIRED_TERMS_IDS],
          created,
          created,
        ];
      }
    },
  };
  const interests: TableSource = {
    table: 'user_interests',
    columns: [
      ['user_id', 'int'],
      ['category_id', 'int'],
    ],
    *rows() {
      const random = streamFor(seed, 'user_interests');
      for (let id = 1; id <= userCount; id += 1) {
        for (const categoryId of random.sample(subCategories, random.int(1, 3))) yield [id, categoryId];
      }
    },
  };
  const places: TableSource = {
    table: 'user_locations',
    columns: [
      ['user_id', 'int'],
      ['location_id', 'int'],
      ['position', 'int'],
    ],
    *rows() {
      const random = streamFor(seed, 'user_locations');
      for (let id = 1; id <= userCount; id += 1) {
        const chosen = random.sample(locationIds, random.int(1, 2));
        for (const [position, locationId] of chosen.entries()) yield [id, locationId, position];
      }
    },
  };
  return [users, interests, places];
}

export function groupSources(seed: number, plan: Plan): TableSource[] {
  const { groups } = plan;
  const groupRows: TableSource = {
    table: 'groups',
    columns: [
      ['id', 'int'],
      ['name', 'text'],
      ['description', 'text'],
      ['owner_id', 'int'],
      ['category_id', 'int'],
      ['category_ids', 'int[]'],
      ['filter_category_ids', 'int[]'],
      ['location_id', 'int'],
      ['max_members', 'int'],
      ['member_count', 'int'],
      ['is_public', 'bool'],
      ['tags', 'text[]'],
      ['tags_text', 'text'],
      ['created_at', 'time'],
      ['updated_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'group_text');
      for (let group = 0; group < groups.count; group += 1) {
        const topic = groups.topics[group] as Plan['groups']['topics'][number];
        const detail = groups.details[group] as Plan['groups']['details'][number];
        const tags = themeTags(topic, random);
        yield [
          group + 1,
          groups.names[group] as string,
          groupDescription(topic, random),
          value(groups.owners, group),
          detail.categoryIds[0] as number,
          detail.categoryIds,
          detail.filterCategoryIds,
          detail.locationId,
          value(groups.maxMembers, group),
          value(groups.memberCounts, group),
          detail.isPublic,
          tags,
          tags.join(' '),
          value(groups.createdAt, group),
          value(groups.createdAt, group),
        ];
      }
    },
  };
  const members: TableSource = {
    table: 'group_members',
    columns: [
      ['group_id', 'int'],
      ['user_id', 'int'],
      ['role', 'text'],
      ['joined_at', 'time'],
    ],
    *rows() {
      for (let group = 0; group < groups.count; group += 1) {
        const start = value(groups.members.offsets, group);
        for (let at = start; at < value(groups.members.offsets, group + 1); at += 1) {
          yield [group + 1, value(groups.members.items, at), at === start ? 'OWNER' : 'MEMBER', value(groups.joinedAt, at)];
        }
      }
    },
  };
  // Every group has its chat room (createGroup makes it); room id = group id keeps the mapping obvious.
  const rooms: TableSource = {
    table: 'chat_rooms',
    columns: [
      ['id', 'int'],
      ['group_id', 'int'],
      ['created_at', 'time'],
    ],
    *rows() {
      for (let group = 0; group < groups.count; group += 1) yield [group + 1, group + 1, value(groups.createdAt, group)];
    },
  };
  return [groupRows, members, rooms];
}
