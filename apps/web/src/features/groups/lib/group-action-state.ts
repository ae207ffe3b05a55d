import type { Group } from '@dongne/contract';

/** What the action area of a group page offers (spec §2 Group detail, §4 Join and Membership). */
export type GroupActionState =
  | { kind: 'guest' }
  | { kind: 'pending' }
  | { kind: 'owner' }
  | { kind: 'member' }
  | { kind: 'full'; count: number; max: number }
  | { kind: 'join' }
  | { kind: 'request' };

export type GroupForAction = Pick<Group, 'membership' | 'isPublic' | 'memberCount' | 'maxMembers' | 'owner'>;
export type Viewer = { id: number } | null;

/**
 * One answer per viewer, in the spec's order: a guest is asked to sign up; a waiting request
 * shows its badge; the owner (user id equals owner id) edits and deletes; a member leaves; a full
 * group says so; otherwise a public group is joined at once and a private one is requested.
 */
export function getGroupActionState(group: GroupForAction, viewer: Viewer): GroupActionState {
  if (!viewer) return { kind: 'guest' };
  if (group.membership === 'PENDING') return { kind: 'pending' };
  if (group.membership === 'OWNER' || group.owner.id === viewer.id) return { kind: 'owner' };
  if (group.membership === 'MEMBER') return { kind: 'member' };
  if (group.memberCount >= group.maxMembers) return { kind: 'full', count: group.memberCount, max: group.maxMembers };
  return group.isPublic ? { kind: 'join' } : { kind: 'request' };
}

export type GroupTab = 'posts' | 'members' | 'info' | 'chat' | 'requests';

/** Tabs per role (spec §6): posts and chat for members, join-request management for the owner. */
export function visibleTabs(state: GroupActionState): GroupTab[] {
  const isMember = state.kind === 'owner' || state.kind === 'member';
  return [
    ...(isMember ? (['posts'] as const) : []),
    'members',
    'info',
    ...(isMember ? (['chat'] as const) : []),
    ...(state.kind === 'owner' ? (['requests'] as const) : []),
  ];
}
