import type { Group } from '@dongne/contract';

/** What the action area of a group page offers (spec §2 Group detail, §4 Join and Membership, contract §10 roles). */
export type GroupActionState =
  | { kind: 'guest' }
  | { kind: 'pending' }
  | { kind: 'owner' }
  | { kind: 'manager' }
  | { kind: 'member' }
  | { kind: 'full'; count: number; max: number }
  | { kind: 'join' }
  | { kind: 'request' };

export type GroupForAction = Pick<Group, 'membership' | 'myRole' | 'isPublic' | 'memberCount' | 'maxMembers' | 'owner'>;
export type Viewer = { id: number } | null;

/**
 * One answer per viewer, in the spec's order: a guest is asked to sign up; a waiting request
 * shows its badge; the owner (by role, or user id equals owner id) edits and deletes; a manager
 * or member belongs; a full group says so; otherwise a public group is joined at once and a
 * private one is requested.
 */
export function getGroupActionState(group: GroupForAction, viewer: Viewer): GroupActionState {
  if (!viewer) return { kind: 'guest' };
  if (group.membership === 'PENDING') return { kind: 'pending' };
  if (group.myRole === 'OWNER' || group.membership === 'OWNER' || group.owner.id === viewer.id) return { kind: 'owner' };
  if (group.myRole === 'MANAGER') return { kind: 'manager' };
  if (group.myRole === 'MEMBER' || group.membership === 'MEMBER') return { kind: 'member' };
  if (group.memberCount >= group.maxMembers) return { kind: 'full', count: group.memberCount, max: group.maxMembers };
  return group.isPublic ? { kind: 'join' } : { kind: 'request' };
}

export function isMemberState(state: GroupActionState): boolean {
  return state.kind === 'owner' || state.kind === 'manager' || state.kind === 'member';
}

/** 모임장 or 운영진: handles people and content (contract §10). */
export function isStaffState(state: GroupActionState): boolean {
  return state.kind === 'owner' || state.kind === 'manager';
}

export type GroupTab = 'posts' | 'members' | 'info' | 'chat' | 'requests';

/**
 * Tabs per role (spec §6, contract §10): posts and chat for members; join-request management for
 * the staff of a private group (a public one has no requests to handle).
 */
export function visibleTabs(state: GroupActionState, { isPublic }: { isPublic: boolean }): GroupTab[] {
  const isMember = isMemberState(state);
  return [
    ...(isMember ? (['posts'] as const) : []),
    'members',
    'info',
    ...(isMember ? (['chat'] as const) : []),
    ...(isStaffState(state) && !isPublic ? (['requests'] as const) : []),
  ];
}
