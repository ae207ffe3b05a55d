/** Which of a user's group lists: every group they belong to, or only the ones they run. */
export type UserGroupsKind = 'all' | 'owned';

/**
 * Every profile query starts with `profileKeys.all`, so saving the profile or interests refreshes
 * the header card, counts and lists on screen with one invalidation.
 */
export const profileKeys = {
  all: ['profile'] as const,
  detail: (userId: number) => [...profileKeys.all, 'user', userId] as const,
  groups: (userId: number, kind: UserGroupsKind) => [...profileKeys.all, 'user', userId, 'groups', kind] as const,
  posts: (userId: number) => [...profileKeys.all, 'user', userId, 'posts'] as const,
  /** The signed-in user's devices (로그인된 기기). */
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  /** The signed-in user's attendance at events (출석 기록). */
  attendance: () => [...profileKeys.all, 'attendance'] as const,
};
