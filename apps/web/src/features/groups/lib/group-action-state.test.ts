import { describe, expect, it } from 'vitest';
import { type GroupForAction, getGroupActionState, visibleTabs } from './group-action-state.ts';

const OWNER_ID = 7;

function group(overrides: Partial<GroupForAction> = {}): GroupForAction {
  return {
    membership: 'NONE',
    myRole: null,
    isPublic: true,
    memberCount: 3,
    maxMembers: 30,
    owner: { id: OWNER_ID, nickname: '모임장', profileImage: null, joinedAt: '2025-01-01T00:00:00+09:00' },
    ...overrides,
  };
}

const someone = { id: 42 };

describe('getGroupActionState', () => {
  it('asks a guest to sign up, whatever the group looks like', () => {
    expect(getGroupActionState(group(), null)).toEqual({ kind: 'guest' });
    expect(getGroupActionState(group({ memberCount: 30, isPublic: false }), null)).toEqual({ kind: 'guest' });
  });

  it('offers 가입하기 on a public group with room and 가입 신청 on a private one', () => {
    expect(getGroupActionState(group(), someone)).toEqual({ kind: 'join' });
    expect(getGroupActionState(group({ isPublic: false }), someone)).toEqual({ kind: 'request' });
  });

  it('says the group is full with the count once memberCount reaches maxMembers', () => {
    expect(getGroupActionState(group({ memberCount: 30, maxMembers: 30 }), someone)).toEqual({ kind: 'full', count: 30, max: 30 });
    expect(getGroupActionState(group({ memberCount: 29, maxMembers: 30 }), someone)).toEqual({ kind: 'join' });
  });

  it('shows the pending badge before the full state, so a waiting request can still be cancelled', () => {
    expect(getGroupActionState(group({ membership: 'PENDING', memberCount: 30, maxMembers: 30 }), someone)).toEqual({ kind: 'pending' });
  });

  it('lets a member leave even when the group is full', () => {
    expect(getGroupActionState(group({ membership: 'MEMBER', memberCount: 30, maxMembers: 30 }), someone)).toEqual({ kind: 'member' });
  });

  it('tells a manager from a member by myRole, and a member by role or membership', () => {
    expect(getGroupActionState(group({ membership: 'MEMBER', myRole: 'MANAGER' }), someone)).toEqual({ kind: 'manager' });
    expect(getGroupActionState(group({ membership: 'MEMBER', myRole: 'MEMBER' }), someone)).toEqual({ kind: 'member' });
    expect(getGroupActionState(group({ membership: 'OWNER', myRole: 'OWNER' }), someone)).toEqual({ kind: 'owner' });
  });

  it('treats the owner as owner by membership or by user id', () => {
    expect(getGroupActionState(group({ membership: 'OWNER' }), { id: OWNER_ID })).toEqual({ kind: 'owner' });
    // A detail cached before sign-in says NONE; the id still identifies the owner.
    expect(getGroupActionState(group({ membership: 'NONE' }), { id: OWNER_ID })).toEqual({ kind: 'owner' });
  });
});

describe('visibleTabs', () => {
  it('shows posts and chat to members and the request tab only to the staff of a private group', () => {
    const closed = { isPublic: false };
    expect(visibleTabs({ kind: 'owner' }, closed)).toEqual(['posts', 'members', 'info', 'chat', 'requests']);
    expect(visibleTabs({ kind: 'manager' }, closed)).toEqual(['posts', 'members', 'info', 'chat', 'requests']);
    expect(visibleTabs({ kind: 'member' }, closed)).toEqual(['posts', 'members', 'info', 'chat']);
    expect(visibleTabs({ kind: 'request' }, closed)).toEqual(['members', 'info']);
    expect(visibleTabs({ kind: 'pending' }, closed)).toEqual(['members', 'info']);
    expect(visibleTabs({ kind: 'guest' }, closed)).toEqual(['members', 'info']);
  });

  it('has no request tab on a public group, where nobody asks to join', () => {
    expect(visibleTabs({ kind: 'owner' }, { isPublic: true })).toEqual(['posts', 'members', 'info', 'chat']);
    expect(visibleTabs({ kind: 'manager' }, { isPublic: true })).toEqual(['posts', 'members', 'info', 'chat']);
  });
});
