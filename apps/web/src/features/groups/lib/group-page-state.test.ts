import type { GroupViewerCan } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { type GroupForAction, getGroupActionState, visibleTabs } from './group-page-state.ts';

const NOTHING: GroupViewerCan = { edit: false, delete: false, manageMembers: false, manageRoles: false, pin: false, createEvent: false };
const MEMBER_CAN: GroupViewerCan = { ...NOTHING, createEvent: true };
const MANAGER_CAN: GroupViewerCan = { ...MEMBER_CAN, manageMembers: true, pin: true };
const OWNER_CAN: GroupViewerCan = { edit: true, delete: true, manageMembers: true, manageRoles: true, pin: true, createEvent: true };

function group(overrides: Partial<GroupForAction> = {}): GroupForAction {
  return {
    membership: 'NONE',
    isMember: false,
    myRole: null,
    isPublic: true,
    memberCount: 3,
    maxMembers: 30,
    viewerCan: NOTHING,
    ...overrides,
  };
}
const member = { membership: 'MEMBER' as const, isMember: true, myRole: 'MEMBER' as const, viewerCan: MEMBER_CAN };
const manager = { membership: 'MEMBER' as const, isMember: true, myRole: 'MANAGER' as const, viewerCan: MANAGER_CAN };
const owner = { membership: 'OWNER' as const, isMember: true, myRole: 'OWNER' as const, viewerCan: OWNER_CAN };

describe('getGroupActionState', () => {
  it('asks a guest to sign up, whatever the group looks like', () => {
    expect(getGroupActionState(group(), false)).toEqual({ kind: 'guest' });
    expect(getGroupActionState(group({ memberCount: 30, isPublic: false }), false)).toEqual({ kind: 'guest' });
  });

  it('offers 가입하기 on a public group with room and 가입 신청 on a private one', () => {
    expect(getGroupActionState(group(), true)).toEqual({ kind: 'join' });
    expect(getGroupActionState(group({ isPublic: false }), true)).toEqual({ kind: 'request' });
  });

  it('says the group is full with the count once memberCount reaches maxMembers', () => {
    expect(getGroupActionState(group({ memberCount: 30, maxMembers: 30 }), true)).toEqual({ kind: 'full', count: 30, max: 30 });
    expect(getGroupActionState(group({ memberCount: 29, maxMembers: 30 }), true)).toEqual({ kind: 'join' });
  });

  it('shows the pending badge before the full state, so a waiting request can still be cancelled', () => {
    expect(getGroupActionState(group({ membership: 'PENDING', memberCount: 30, maxMembers: 30 }), true)).toEqual({ kind: 'pending' });
  });

  it('lets a member leave even when the group is full', () => {
    expect(getGroupActionState(group({ ...member, memberCount: 30, maxMembers: 30 }), true)).toEqual({ kind: 'member', isManager: false });
  });

  it('gives the edit and delete controls to whoever viewerCan lets edit or delete, and says who is 운영진', () => {
    expect(getGroupActionState(group(owner), true)).toEqual({ kind: 'owner' });
    expect(getGroupActionState(group(manager), true)).toEqual({ kind: 'member', isManager: true });
    expect(getGroupActionState(group(member), true)).toEqual({ kind: 'member', isManager: false });
  });
});

describe('visibleTabs', () => {
  it('shows posts and chat to members and the request tab to those viewerCan lets handle people, in a private group', () => {
    const closed = { isPublic: false };
    expect(visibleTabs(group({ ...owner, ...closed }))).toEqual(['posts', 'members', 'info', 'chat', 'requests']);
    expect(visibleTabs(group({ ...manager, ...closed }))).toEqual(['posts', 'members', 'info', 'chat', 'requests']);
    expect(visibleTabs(group({ ...member, ...closed }))).toEqual(['posts', 'members', 'info', 'chat']);
    expect(visibleTabs(group({ ...closed }))).toEqual(['members', 'info']);
    expect(visibleTabs(group({ membership: 'PENDING', ...closed }))).toEqual(['members', 'info']);
  });

  it('has no request tab on a public group, where nobody asks to join', () => {
    expect(visibleTabs(group(owner))).toEqual(['posts', 'members', 'info', 'chat']);
    expect(visibleTabs(group(manager))).toEqual(['posts', 'members', 'info', 'chat']);
  });
});
