import { type Account, api } from './accounts.ts';
import type { RunningApp } from './harness.ts';

/** The body of `POST /groups` (contract §4). */
export type GroupBody = {
  name: string;
  description: string;
  categoryIds: number[];
  locationId: number;
  maxMembers: number;
  isPublic: boolean;
  tags: string[];
};

const RUNNING_CREW: GroupBody = {
  name: '한강 새벽러닝 크루',
  description: '평일 아침 6시 반, 여의나루역에서 모여 한강을 따라 달려요.',
  categoryIds: [401],
  locationId: 23,
  maxMembers: 30,
  isPublic: true,
  tags: ['러닝'],
};

/**
 * Opens a group through the API as `owner` (a public running crew in 강남구 unless `group` says
 * otherwise) and has each of `members` join it, in order. The group journey covers the screens.
 */
export async function createGroupWithMembers(
  app: RunningApp,
  owner: Account,
  members: Account[],
  group: Partial<GroupBody> = {},
): Promise<{ id: number }> {
  const created = await api<{ id: number }>(app, '/groups', { token: owner.accessToken, body: { ...RUNNING_CREW, ...group } });
  for (const member of members) await api(app, `/groups/${created.id}/join`, { token: member.accessToken, body: {} });
  return created;
}
