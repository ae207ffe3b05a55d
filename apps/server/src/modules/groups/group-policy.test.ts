import { CHAT_MSG, EVENT_MSG, GROUP_MSG, MSG, POST_MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  authorize,
  can,
  canReadGroup,
  GROUP_ACTIONS,
  type GroupAction,
  type GroupRole,
  roleByOwner,
  roleFromOwnership,
} from './group-policy.ts';

type Who = 'guest' | GroupRole;
type Answer = 'allow' | 401 | 403;
const WHO: Who[] = ['guest', 'NONE', 'PENDING', 'MEMBER', 'OWNER'];
const USER_ID = 7;

/** Readers: anyone in a public group; members in a private one (guests 401, others 403). */
const reader = (isPublic: boolean): Record<Who, Answer> =>
  isPublic
    ? { guest: 'allow', NONE: 'allow', PENDING: 'allow', MEMBER: 'allow', OWNER: 'allow' }
    : { guest: 401, NONE: 403, PENDING: 403, MEMBER: 'allow', OWNER: 'allow' };
const member: Record<Who, Answer> = { guest: 401, NONE: 403, PENDING: 403, MEMBER: 'allow', OWNER: 'allow' };
const ownerOnly: Record<Who, Answer> = { guest: 401, NONE: 403, PENDING: 403, MEMBER: 403, OWNER: 'allow' };
/** Nobody but the author, whatever their role. */
const nobody: Record<Who, Answer> = { guest: 401, NONE: 403, PENDING: 403, MEMBER: 403, OWNER: 403 };

/** Every action: who may take it (by visibility) and the 403 the others get. */
const TABLE: Record<GroupAction, { expected: (isPublic: boolean) => Record<Who, Answer>; denied: string; authorMay: boolean }> = {
  readPosts: { expected: reader, denied: POST_MSG.membersOnlyRead, authorMay: false },
  writePost: { expected: () => member, denied: POST_MSG.membersOnlyWrite, authorMay: false },
  editPost: { expected: () => nobody, denied: POST_MSG.authorOnlyEdit, authorMay: true },
  editComment: { expected: () => nobody, denied: POST_MSG.commentAuthorOnly, authorMay: true },
  reactToPost: { expected: () => member, denied: POST_MSG.membersOnlyReact, authorMay: false },
  deletePost: { expected: () => ownerOnly, denied: POST_MSG.authorOrOwnerDelete, authorMay: true },
  deleteComment: { expected: () => ownerOnly, denied: POST_MSG.commentDeleteForbidden, authorMay: true },
  readEvents: { expected: reader, denied: EVENT_MSG.membersOnly, authorMay: false },
  takePartInEvents: { expected: () => member, denied: EVENT_MSG.membersOnly, authorMay: false },
  manageEvent: { expected: () => ownerOnly, denied: EVENT_MSG.organizerOnly, authorMay: true },
  readMembers: { expected: reader, denied: GROUP_MSG.membersOnly, authorMay: false },
  chat: { expected: () => member, denied: CHAT_MSG.membersOnly, authorMay: false },
  handleJoinRequests: { expected: () => ownerOnly, denied: GROUP_MSG.ownerOnlyRequests, authorMay: false },
  editGroup: { expected: () => ownerOnly, denied: GROUP_MSG.ownerOnly, authorMay: false },
  deleteGroup: { expected: () => ownerOnly, denied: GROUP_MSG.ownerOnlyDelete, authorMay: false },
};

const actorFor = (who: Who, isAuthor = false) =>
  who === 'guest' ? { userId: null, role: 'NONE' as const, isAuthor } : { userId: USER_ID, role: who, isAuthor };

/** What `authorize` did: allowed, or the status and message of the AppError it threw. */
function outcome(action: GroupAction, who: Who, isPublic: boolean, isAuthor = false): Answer | { status: number; message: string } {
  try {
    authorize(action, actorFor(who, isAuthor), { isPublic });
    return 'allow';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message };
  }
}

const cases = GROUP_ACTIONS.flatMap((action) =>
  [true, false].flatMap((isPublic) => WHO.map((who) => ({ action, isPublic, who, expected: TABLE[action].expected(isPublic)[who] }))),
);

describe('group policy', () => {
  it('has a row in this table for every action', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...GROUP_ACTIONS].sort());
  });

  it.each(cases)('$action, public $isPublic, $who → $expected', ({ action, isPublic, who, expected }) => {
    const answer = outcome(action, who, isPublic);
    if (expected === 'allow') expect(answer).toBe('allow');
    else if (expected === 401) expect(answer).toEqual({ status: 401, message: MSG.unauthorized });
    else expect(answer).toEqual({ status: 403, message: TABLE[action].denied });
    expect(can(action, actorFor(who), { isPublic })).toBe(expected === 'allow');
  });

  it.each(GROUP_ACTIONS)('%s: the thing’s author may take it only where the rule says so, and only while a member', (action) => {
    for (const isPublic of [true, false]) {
      for (const who of ['NONE', 'PENDING', 'MEMBER', 'OWNER'] as const) {
        const withoutAuthorship = TABLE[action].expected(isPublic)[who];
        const isMember = who === 'MEMBER' || who === 'OWNER';
        const expected = TABLE[action].authorMay && isMember ? 'allow' : withoutAuthorship;
        const answer = outcome(action, who, isPublic, true);
        expect(answer === 'allow').toBe(expected === 'allow');
        // An author who left hears that leaving ended their rights, not that only the author may.
        if (TABLE[action].authorMay && !isMember) expect(answer).toEqual({ status: 403, message: MSG.formerMemberAuthor });
      }
      // A guest is never anything's author.
      expect(can(action, { userId: null, role: 'NONE', isAuthor: true }, { isPublic })).toBe(
        TABLE[action].expected(isPublic).guest === 'allow',
      );
    }
  });

  it('needs the group to answer a reader action, and only a reader action', () => {
    expect(() => can('readPosts', actorFor('MEMBER'))).toThrow();
    expect(can('chat', actorFor('MEMBER'))).toBe(true);
  });

  it('reads a group as its posts are read', () => {
    expect(canReadGroup(actorFor('guest'), { isPublic: true })).toBe(true);
    expect(canReadGroup(actorFor('NONE'), { isPublic: false })).toBe(false);
    expect(canReadGroup(actorFor('MEMBER'), { isPublic: false })).toBe(true);
  });

  it('derives roles from what rows carry', () => {
    expect(roleFromOwnership(null, { ownerId: USER_ID, isMember: true })).toBe('NONE');
    expect(roleFromOwnership(USER_ID, { ownerId: USER_ID, isMember: true })).toBe('OWNER');
    expect(roleFromOwnership(USER_ID, { ownerId: 1, isMember: true })).toBe('MEMBER');
    expect(roleFromOwnership(USER_ID, { ownerId: 1, isMember: false })).toBe('NONE');
    expect(roleByOwner({ ownerId: USER_ID }, USER_ID)).toBe('OWNER');
    expect(roleByOwner({ ownerId: USER_ID }, null)).toBe('NONE');
    expect(roleByOwner({ ownerId: 1 }, USER_ID)).toBe('NONE');
  });
});
