import type { MyGroupsKind } from './get-my-groups.ts';

/** Categories and districts change only with a deployment; kept apart from groups so they survive invalidation. */
export const referenceKeys = {
  all: ['reference'] as const,
  categories: () => [...referenceKeys.all, 'categories'] as const,
  locations: () => [...referenceKeys.all, 'locations'] as const,
};

/** The signed-in user's own view (GET /api/users/profile): the header, the profile page and the location banner read it. */
export const sessionKeys = {
  me: () => ['me'] as const,
};

/**
 * The caller's memberships start with the groups feature's root key (`['groups']`), so its one
 * invalidation after a join, leave, create or delete refreshes these lists and choices too.
 */
export const myGroupsKeys = {
  all: ['groups', 'mine'] as const,
  list: (kind: MyGroupsKind) => [...myGroupsKeys.all, kind] as const,
  choices: () => [...myGroupsKeys.all, 'choices'] as const,
};

/** Whom '@' offers in a group (@멘션: chat, posts and comments ask alike), by what follows it. */
export const mentionKeys = {
  candidates: (groupId: number, query: string) => ['mentionable', groupId, query] as const,
};
