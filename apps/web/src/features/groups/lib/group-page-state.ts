import type { Group } from '@dongne/contract';

/**
 * What the action area of a group page offers (spec §2 Group detail, §4 Join and Membership): the
 * server's answers read, never recomputed. `viewerCan` (contract §22) says who edits and deletes the
 * group and who handles its people; `membership` / `isMember` / `myRole` say what the viewer is.
 */
export type GroupActionState =
  | { kind: 'guest' }
  | { kind: 'pending' }
  /** The viewer may edit or delete the group: its edit button and ⋮ menu. */
  | { kind: 'owner' }
  | { kind: 'member'; isManager: boolean }
  | { kind: 'full'; count: number; max: number }
  | { kind: 'join' }
  | { kind: 'request' };

export type GroupForAction = Pick<Group, 'membership' | 'isMember' | 'myRole' | 'isPublic' | 'memberCount' | 'maxMembers' | 'viewerCan'>;

/**
 * One answer per viewer, in the spec's order: a guest is asked to sign up; a waiting request
 * shows its badge; whoever may edit or delete the group gets those controls; a member belongs; a
 * full group says so; otherwise a public group is joined at once and a private one is requested.
 */
export function getGroupActionState(group: GroupForAction, isSignedIn: boolean): GroupActionState {
  if (!isSignedIn) return { kind: 'guest' };
  if (group.membership === 'PENDING') return { kind: 'pending' };
  if (group.viewerCan.edit || group.viewerCan.delete) return { kind: 'owner' };
  if (group.isMember) return { kind: 'member', isManager: group.myRole === 'MANAGER' };
  if (group.memberCount >= group.maxMembers) return { kind: 'full', count: group.memberCount, max: group.maxMembers };
  return group.isPublic ? { kind: 'join' } : { kind: 'request' };
}

export type GroupTab = 'posts' | 'members' | 'info' | 'chat' | 'requests';

/**
 * Tabs (spec §6, contract §10): posts and chat for members; join-request management for whoever
 * the server lets handle the group's people, in a private group (a public one has no requests).
 */
export function visibleTabs(group: Pick<Group, 'isMember' | 'isPublic' | 'viewerCan'>): GroupTab[] {
  return [
    ...(group.isMember ? (['posts'] as const) : []),
    'members',
    'info',
    ...(group.isMember ? (['chat'] as const) : []),
    ...(group.viewerCan.manageMembers && !group.isPublic ? (['requests'] as const) : []),
  ];
}
