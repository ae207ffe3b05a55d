import type { JoinRequestStatus } from '@dongne/contract';

/**
 * Every group query starts with `groupKeys.all`, so one `invalidateQueries({ queryKey: groupKeys.all })`
 * after a join, leave, create or delete refreshes every card and count on screen.
 */
export const groupKeys = {
  all: ['groups'] as const,
  list: (params: object) => [...groupKeys.all, 'list', params] as const,
  detail: (id: number) => [...groupKeys.all, 'detail', id] as const,
  members: (id: number, query = '') => [...groupKeys.detail(id), 'members', query] as const,
  bans: (id: number) => [...groupKeys.detail(id), 'bans'] as const,
  memberAttendance: (id: number, userId: number) => [...groupKeys.detail(id), 'attendance', userId] as const,
  joinRequests: (id: number, status?: JoinRequestStatus | null) => [...groupKeys.detail(id), 'join-requests', status ?? 'ALL'] as const,
  myJoinRequest: (id: number) => [...groupKeys.detail(id), 'my-join-request'] as const,
  notificationSettings: (id: number) => [...groupKeys.detail(id), 'notification-settings'] as const,
  recommended: () => [...groupKeys.all, 'recommended'] as const,
};
