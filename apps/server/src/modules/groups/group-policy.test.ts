import { ALBUM_MSG, CHAT_MSG, DATE_POLL_MSG, EVENT_MSG, GROUP_MSG, MSG, POLL_MSG, POST_MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import {
  type Authorship,
  albumPhotoViewerCan,
  authorize,
  authorizeOnMember,
  can,
  canReadGroup,
  chatMessageViewerCan,
  commentViewerCan,
  eventViewerCan,
  GROUP_ACTIONS,
  type GroupAction,
  type GroupActor,
  type GroupRole,
  groupViewerCan,
  type MemberAction,
  memberViewerCan,
  postViewerCan,
  roleByOwner,
  roleFromMembership,
} from './group-policy.ts';

type Who = 'guest' | GroupRole;
type Answer = 'allow' | 401 | 403;
const WHO: Who[] = ['guest', 'NONE', 'PENDING', 'MEMBER', 'MANAGER', 'OWNER'];
const USER_ID = 7;

/** Readers: anyone in a public group; members in a private one (guests 401, others 403). */
const reader = (isPublic: boolean): Record<Who, Answer> =>
  isPublic
    ? { guest: 'allow', NONE: 'allow', PENDING: 'allow', MEMBER: 'allow', MANAGER: 'allow', OWNER: 'allow' }
    : { guest: 401, NONE: 403, PENDING: 403, MEMBER: 'allow', MANAGER: 'allow', OWNER: 'allow' };
const member: Record<Who, Answer> = { guest: 401, NONE: 403, PENDING: 403, MEMBER: 'allow', MANAGER: 'allow', OWNER: 'allow' };
/** Owner or manager (contract §10: people and content). */
const staff: Record<Who, Answer> = { guest: 401, NONE: 403, PENDING: 403, MEMBER: 403, MANAGER: 'allow', OWNER: 'allow' };
/** The owner alone (the group itself, roles, hand-over). */
const ownerOnly: Record<Who, Answer> = { guest: 401, NONE: 403, PENDING: 403, MEMBER: 403, MANAGER: 403, OWNER: 'allow' };
/** Nobody but the author, whatever their role. */
const nobody: Record<Who, Answer> = { guest: 401, NONE: 403, PENDING: 403, MEMBER: 403, MANAGER: 403, OWNER: 403 };

/** Every action: who may take it (by visibility) and the 403 the others get. */
const TABLE: Record<
  GroupAction,
  { expected: (isPublic: boolean) => Record<Who, Answer>; denied: string; authorMay: boolean; overAnyAuthor?: boolean }
> = {
  readPosts: { expected: reader, denied: POST_MSG.membersOnlyRead, authorMay: false },
  writePost: { expected: () => member, denied: POST_MSG.membersOnlyWrite, authorMay: false },
  editPost: { expected: () => nobody, denied: POST_MSG.authorOnlyEdit, authorMay: true },
  editComment: { expected: () => nobody, denied: POST_MSG.commentAuthorOnly, authorMay: true },
  reactToPost: { expected: () => member, denied: POST_MSG.membersOnlyReact, authorMay: false },
  votePoll: { expected: () => member, denied: POLL_MSG.membersOnlyVote, authorMay: false },
  closePoll: { expected: () => staff, denied: POLL_MSG.closeForbidden, authorMay: true },
  deletePost: { expected: () => staff, denied: POST_MSG.authorOrOwnerDelete, authorMay: true },
  deleteComment: { expected: () => staff, denied: POST_MSG.commentDeleteForbidden, authorMay: true },
  readEvents: { expected: reader, denied: EVENT_MSG.membersOnly, authorMay: false },
  takePartInEvents: { expected: () => member, denied: EVENT_MSG.membersOnly, authorMay: false },
  manageEvent: { expected: () => staff, denied: EVENT_MSG.organizerOnly, authorMay: true },
  takeAttendance: { expected: () => staff, denied: EVENT_MSG.attendanceStaffOnly, authorMay: true, overAnyAuthor: true },
  readAlbum: { expected: () => member, denied: ALBUM_MSG.membersOnly, authorMay: false },
  addEventPhotos: { expected: () => member, denied: ALBUM_MSG.membersOnlyAdd, authorMay: false },
  deleteEventPhoto: { expected: () => staff, denied: ALBUM_MSG.deleteForbidden, authorMay: true, overAnyAuthor: true },
  takePartInDatePolls: { expected: () => member, denied: DATE_POLL_MSG.membersOnly, authorMay: false },
  manageDatePoll: { expected: () => staff, denied: DATE_POLL_MSG.manageForbidden, authorMay: true, overAnyAuthor: true },
  readMembers: { expected: reader, denied: GROUP_MSG.membersOnly, authorMay: false },
  chat: { expected: () => member, denied: CHAT_MSG.membersOnly, authorMay: false },
  setGroupNotifications: { expected: () => member, denied: GROUP_MSG.membersOnlyNotifications, authorMay: false },
  deleteChatMessage: { expected: () => staff, denied: CHAT_MSG.senderOnly, authorMay: true },
  pinChatNotice: { expected: () => staff, denied: CHAT_MSG.staffOnlyNotice, authorMay: false, overAnyAuthor: true },
  handleJoinRequests: { expected: () => staff, denied: GROUP_MSG.staffOnlyRequests, authorMay: false },
  pinPost: { expected: () => staff, denied: POST_MSG.staffOnlyPin, authorMay: false },
  removeMember: { expected: () => staff, denied: GROUP_MSG.staffOnlyMembers, authorMay: false },
  manageBans: { expected: () => staff, denied: GROUP_MSG.staffOnlyBans, authorMay: false },
  changeRole: { expected: () => ownerOnly, denied: GROUP_MSG.ownerOnlyRoles, authorMay: false },
  handOver: { expected: () => ownerOnly, denied: GROUP_MSG.ownerOnlyHandOver, authorMay: false },
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
      for (const who of ['NONE', 'PENDING', 'MEMBER', 'MANAGER', 'OWNER'] as const) {
        const withoutAuthorship = TABLE[action].expected(isPublic)[who];
        const isMember = who === 'MEMBER' || who === 'MANAGER' || who === 'OWNER';
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
    expect(roleFromMembership(null)).toBe('NONE');
    expect(roleFromMembership({ role: 'MANAGER' })).toBe('MANAGER');
    expect(roleByOwner({ ownerId: USER_ID }, USER_ID)).toBe('OWNER');
    expect(roleByOwner({ ownerId: USER_ID }, null)).toBe('NONE');
    expect(roleByOwner({ ownerId: 1 }, USER_ID)).toBe('NONE');
  });
});

/** Staff acting on someone else's content: only on content of those ranked below them (contract §10). */
describe('group policy: staff and the content author’s rank', () => {
  const MODERATED = GROUP_ACTIONS.filter(
    (action) => TABLE[action].expected(true).MANAGER === 'allow' && TABLE[action].authorMay && !TABLE[action].overAnyAuthor,
  );
  const AUTHORS: GroupRole[] = ['NONE', 'MEMBER', 'MANAGER', 'OWNER'];
  const EXPECTED: Record<'MANAGER' | 'OWNER', Record<string, Answer | string>> = {
    MANAGER: { NONE: 'allow', MEMBER: 'allow', MANAGER: GROUP_MSG.managerOnManager, OWNER: GROUP_MSG.notOnOwner },
    // Only one owner: content of an OWNER not the actor's own cannot exist; the rank rule refuses it all the same.
    OWNER: { NONE: 'allow', MEMBER: 'allow', MANAGER: 'allow', OWNER: GROUP_MSG.notOnOwner },
  };
  it('covers deleting posts, comments, chat messages, managing events and closing polls', () => {
    expect(MODERATED.sort()).toEqual(['closePoll', 'deleteChatMessage', 'deleteComment', 'deletePost', 'manageEvent']);
  });
  const rows = MODERATED.flatMap((action) =>
    (['MANAGER', 'OWNER'] as const).flatMap((role) =>
      AUTHORS.map((authorRole) => ({ action, role, authorRole, expected: EXPECTED[role][authorRole] })),
    ),
  );
  it.each(rows)('$action by $role on content of $authorRole → $expected', ({ action, role, authorRole, expected }) => {
    const actor = { userId: USER_ID, role, isAuthor: false, authorRole };
    expect(can(action, actor)).toBe(expected === 'allow');
    if (expected === 'allow') expect(() => authorize(action, actor)).not.toThrow();
    else expect(() => authorize(action, actor)).toThrow(expect.objectContaining({ status: 403, message: expected }));
  });
  it.each(GROUP_ACTIONS.filter((action) => TABLE[action].overAnyAuthor))('%s: any staff member, whoever wrote the thing', (action) => {
    for (const role of ['MANAGER', 'OWNER'] as const)
      for (const authorRole of AUTHORS) expect(can(action, { userId: USER_ID, role, isAuthor: false, authorRole })).toBe(true);
  });
});

/** Acting on another member: removal, role change, hand-over (contract §10). */
describe('group policy: acting on a member', () => {
  const ACTIONS: MemberAction[] = ['removeMember', 'changeRole', 'handOver'];
  const TARGETS: (GroupRole | 'SELF')[] = ['SELF', 'NONE', 'PENDING', 'MEMBER', 'MANAGER', 'OWNER'];
  const OTHER = 8;
  /** What each actor gets on each target: allow, or status and message. */
  function expected(action: MemberAction, actor: GroupRole, target: GroupRole | 'SELF'): 'allow' | [number, string] {
    const actionAnswer = TABLE[action].expected(true)[actor];
    if (actionAnswer !== 'allow') return [403, TABLE[action].denied];
    if (target === 'SELF') return [400, GROUP_MSG.notOnSelf];
    if (target === 'NONE' || target === 'PENDING') return [404, GROUP_MSG.targetNotMember];
    if (target === 'OWNER') return [403, GROUP_MSG.notOnOwner];
    if (actor === 'MANAGER' && target === 'MANAGER') return [403, GROUP_MSG.managerOnManager];
    return 'allow';
  }
  const rows = ACTIONS.flatMap((action) =>
    (['NONE', 'MEMBER', 'MANAGER', 'OWNER'] as const).flatMap((actor) =>
      TARGETS.map((target) => ({ action, actor, target, expected: expected(action, actor, target) })),
    ),
  );
  it('lets a manager remove members only, and the owner remove anyone but themself', () => {
    expect(expected('removeMember', 'MANAGER', 'MEMBER')).toBe('allow');
    expect(expected('removeMember', 'OWNER', 'MANAGER')).toBe('allow');
    expect(expected('changeRole', 'MANAGER', 'MEMBER')).toEqual([403, GROUP_MSG.ownerOnlyRoles]);
  });
  it.each(rows)('$action by $actor on $target → $expected', ({ action, actor, target, expected: answer }) => {
    const targetRole: GroupRole = target === 'SELF' ? actor : target;
    const run = () =>
      authorizeOnMember(action, { userId: USER_ID, role: actor }, { userId: target === 'SELF' ? USER_ID : OTHER, role: targetRole });
    if (answer === 'allow') expect(run).not.toThrow();
    else expect(run).toThrow(expect.objectContaining({ status: answer[0], message: answer[1] }));
  });
  it('refuses a guest with 401 before looking at the target', () => {
    expect(() => authorizeOnMember('removeMember', { userId: null, role: 'NONE' }, { userId: OTHER, role: 'MEMBER' })).toThrow(
      expect.objectContaining({ status: 401 }),
    );
  });
});

/**
 * `viewerCan` (contract §22): each flag is the answer of the rule behind its route, for a thing
 * written by a plain member (or by the viewer), so the clients can show actions without the rules.
 */
describe('group policy: viewerCan', () => {
  const OTHER = 8;
  const ROLES: Who[] = ['guest', 'NONE', 'PENDING', 'MEMBER', 'MANAGER', 'OWNER'];
  const isStaffRole = (who: Who) => who === 'MANAGER' || who === 'OWNER';
  const isMemberRole = (who: Who) => who === 'MEMBER' || isStaffRole(who);
  const signedIn = (who: Who) => who !== 'guest';
  /** The viewer on a thing by a plain member, or on their own. */
  const viewerOn = (who: Who, own: boolean): GroupActor => ({ ...actorFor(who, own), authorRole: own ? (who as GroupRole) : 'MEMBER' });
  const byOther: Authorship = { authorId: OTHER, authorDeleted: false };
  const started = { started: true, cancelled: false };
  const byViewer: Authorship = { authorId: USER_ID, authorDeleted: false };

  it.each(ROLES)('group, %s', (who) => {
    expect(groupViewerCan(actorFor(who))).toEqual({
      edit: who === 'OWNER',
      delete: who === 'OWNER',
      manageMembers: isStaffRole(who),
      manageRoles: who === 'OWNER',
      pin: isStaffRole(who),
      createEvent: isMemberRole(who),
    });
  });

  it.each(ROLES)('post, comment, event and chat message of another member, %s', (who) => {
    const viewer = viewerOn(who, false);
    const reportAndBlock = signedIn(who);
    expect(postViewerCan(viewer, byOther)).toEqual({
      edit: false,
      delete: isStaffRole(who),
      pin: isStaffRole(who),
      report: reportAndBlock,
      block: reportAndBlock,
    });
    expect(commentViewerCan(viewer, { ...byOther, isDeleted: false })).toEqual({
      edit: false,
      delete: isStaffRole(who),
      report: reportAndBlock,
      block: reportAndBlock,
    });
    expect(eventViewerCan(viewer, started)).toEqual({
      edit: isStaffRole(who),
      cancel: isStaffRole(who),
      delete: isStaffRole(who),
      markAttendance: isStaffRole(who),
      showCheckInCode: isStaffRole(who),
      addPhotos: isMemberRole(who),
    });
    // Photos wait for the start and never go to a cancelled event; the album deletes only event photos.
    expect(eventViewerCan(viewer, { started: false, cancelled: false }).addPhotos).toBe(false);
    expect(eventViewerCan(viewer, { started: true, cancelled: true }).addPhotos).toBe(false);
    expect(albumPhotoViewerCan(viewer, { isEventPhoto: true })).toEqual({ delete: isStaffRole(who) });
    expect(albumPhotoViewerCan(viewer, { isEventPhoto: false })).toEqual({ delete: false });
    expect(chatMessageViewerCan(viewer, { ...byOther, isDeleted: false })).toEqual({
      delete: isStaffRole(who),
      report: reportAndBlock,
      block: reportAndBlock,
      pinNotice: isStaffRole(who),
    });
  });

  it.each(ROLES.filter(signedIn))('their own post, comment, event and chat message, %s', (who) => {
    const viewer = viewerOn(who, true);
    // Authorship counts while a member (contract §16); nobody reports or blocks themself.
    const mine = isMemberRole(who);
    expect(postViewerCan(viewer, byViewer)).toEqual({ edit: mine, delete: mine, pin: isStaffRole(who), report: false, block: false });
    expect(commentViewerCan(viewer, { ...byViewer, isDeleted: false })).toEqual({ edit: mine, delete: mine, report: false, block: false });
    expect(eventViewerCan(viewer, started)).toEqual({
      edit: mine,
      cancel: mine,
      delete: mine,
      markAttendance: mine,
      showCheckInCode: mine,
      addPhotos: mine,
    });
    expect(albumPhotoViewerCan(viewer, { isEventPhoto: true })).toEqual({ delete: mine });
    expect(chatMessageViewerCan(viewer, { ...byViewer, isDeleted: false })).toEqual({
      delete: mine,
      report: false,
      block: false,
      pinNotice: isStaffRole(who),
    });
  });

  it('lets a manager act on nothing of the owner’s or another manager’s but attendance and the room’s notice', () => {
    const manager = { userId: USER_ID, role: 'MANAGER' as const, isAuthor: false };
    for (const authorRole of ['MANAGER', 'OWNER'] as const) {
      const viewer = { ...manager, authorRole };
      expect(postViewerCan(viewer, byOther)).toMatchObject({ delete: false, pin: false });
      expect(eventViewerCan(viewer, started)).toMatchObject({ edit: false, markAttendance: true });
      expect(chatMessageViewerCan(viewer, { ...byOther, isDeleted: false })).toMatchObject({ delete: false, pinNotice: true });
    }
  });

  it('offers nothing on what is deleted, on SYSTEM lines, and no report or block of a deleted account', () => {
    const owner = viewerOn('OWNER', false);
    expect(commentViewerCan(owner, { ...byOther, isDeleted: true })).toEqual({ edit: false, delete: false, report: false, block: false });
    const none = { delete: false, report: false, block: false, pinNotice: false };
    expect(chatMessageViewerCan(owner, { ...byOther, isDeleted: true })).toEqual(none);
    expect(chatMessageViewerCan(owner, { authorId: null, authorDeleted: false, isDeleted: false })).toEqual(none);
    expect(postViewerCan(owner, { authorId: OTHER, authorDeleted: true })).toMatchObject({ delete: true, report: false, block: false });
  });

  it('on a member: what the ⋮ menu of the staff offers', () => {
    const on = (actor: GroupRole, target: GroupRole | 'SELF') =>
      memberViewerCan(
        { userId: USER_ID, role: actor },
        { userId: target === 'SELF' ? USER_ID : OTHER, role: target === 'SELF' ? actor : target },
      );
    const none = { changeRole: false, handOver: false, remove: false };
    expect(on('OWNER', 'MEMBER')).toEqual({ changeRole: true, handOver: true, remove: true });
    expect(on('OWNER', 'MANAGER')).toEqual({ changeRole: true, handOver: true, remove: true });
    expect(on('OWNER', 'SELF')).toEqual(none);
    expect(on('MANAGER', 'MEMBER')).toEqual({ changeRole: false, handOver: false, remove: true });
    expect(on('MANAGER', 'MANAGER')).toEqual(none);
    expect(on('MANAGER', 'OWNER')).toEqual(none);
    expect(on('MEMBER', 'MEMBER')).toEqual(none);
    expect(memberViewerCan({ userId: null, role: 'NONE' }, { userId: OTHER, role: 'MEMBER' })).toEqual(none);
  });
});
