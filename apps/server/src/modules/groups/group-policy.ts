import {
  ALBUM_MSG,
  type AlbumPhotoViewerCan,
  CHAT_MSG,
  type ChatMessageViewerCan,
  type CommentViewerCan,
  DATE_POLL_MSG,
  type DatePollViewerCan,
  EVENT_MSG,
  type EventViewerCan,
  GROUP_MSG,
  type GroupViewerCan,
  type MemberViewerCan,
  MSG,
  POLL_MSG,
  POST_MSG,
  type PollViewerCan,
  type PostViewerCan,
} from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import { type AppError, badRequest, forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { findMembership } from './group-members.repo.ts';
import { findGroup } from './groups.repo.ts';

/**
 * A user's standing in one group. PENDING (their join request awaits the staff) may do no more
 * than NONE. Contract §10's MANAGER (운영진) ranks between MEMBER and OWNER: `moderator` actions let
 * it in, `owner` actions do not.
 */
export type GroupRole = 'NONE' | 'PENDING' | 'MEMBER' | 'MANAGER' | 'OWNER';

/**
 * Who may take an action: `reader` is anyone for a public group and members for a private one;
 * `member` any member; `moderator` whoever handles the group's people and content (the owner
 * today, managers too per contract §10); `owner` the owner alone (the group itself); `author` the
 * thing's author alone, while still a member.
 */
type Audience = 'reader' | 'member' | 'author' | 'moderator' | 'owner';

type Rule = {
  audience: Audience;
  /** The 403 a signed-in user gets when refused (guests get 401 `MSG.unauthorized`). */
  denied: string;
  /**
   * The thing's own author (writer, organizer) may take the action too, as long as they are still a
   * member: an author who left (or was removed) keeps no rights over what they wrote (contract §16).
   */
  authorMay?: boolean;
  /** A `moderator` action staff take on anyone's thing, whatever its author's rank (contract §19's attendance). */
  overAnyAuthor?: boolean;
};

const RULES = {
  readPosts: { audience: 'reader', denied: POST_MSG.membersOnlyRead },
  writePost: { audience: 'member', denied: POST_MSG.membersOnlyWrite },
  editPost: { audience: 'author', denied: POST_MSG.authorOnlyEdit },
  editComment: { audience: 'author', denied: POST_MSG.commentAuthorOnly },
  /** Likes and comments; a reader check comes first, so a private group's outsider hears "members only read". */
  reactToPost: { audience: 'member', denied: POST_MSG.membersOnlyReact },
  /** Vote in a poll (contract §20); a reader check comes first, as for likes. */
  votePoll: { audience: 'member', denied: POLL_MSG.membersOnlyVote },
  /** Close a poll before its time: the post's author (while a member) or the staff above them. */
  closePoll: { audience: 'moderator', denied: POLL_MSG.closeForbidden, authorMay: true },
  deletePost: { audience: 'moderator', denied: POST_MSG.authorOrOwnerDelete, authorMay: true },
  deleteComment: { audience: 'moderator', denied: POST_MSG.commentDeleteForbidden, authorMay: true },
  readEvents: { audience: 'reader', denied: EVENT_MSG.membersOnly },
  /** Create an event, join one or its waitlist. */
  takePartInEvents: { audience: 'member', denied: EVENT_MSG.membersOnly },
  /** Edit, cancel or delete an event. */
  manageEvent: { audience: 'moderator', denied: EVENT_MSG.organizerOnly, authorMay: true },
  /** Mark who came and show the check-in code (contract §19): the organiser, the owner or any manager. */
  takeAttendance: { audience: 'moderator', denied: EVENT_MSG.attendanceStaffOnly, authorMay: true, overAnyAuthor: true },
  /** The group's album (사진첩, contract §20): members only, public group or not. */
  readAlbum: { audience: 'member', denied: ALBUM_MSG.membersOnly },
  /** Add photos to an event of the group (from its start on; the service checks the time). */
  addEventPhotos: { audience: 'member', denied: ALBUM_MSG.membersOnlyAdd },
  /** Delete an event photo: whoever added it (while a member) or the staff. */
  deleteEventPhoto: { audience: 'moderator', denied: ALBUM_MSG.deleteForbidden, authorMay: true, overAnyAuthor: true },
  /**
   * Read, start and answer date polls (일정 조율, contract §20): members only, in a public group too,
   * since answers tell when each member is free (docs/decisions.md, "Date polls").
   */
  takePartInDatePolls: { audience: 'member', denied: DATE_POLL_MSG.membersOnly },
  /** Close a date poll, make its event, delete it: its creator (while a member), the owner or any manager. */
  manageDatePoll: { audience: 'moderator', denied: DATE_POLL_MSG.manageForbidden, authorMay: true, overAnyAuthor: true },
  readMembers: { audience: 'reader', denied: GROUP_MSG.membersOnly },
  /** Read and write the group's chat: members only, public group or not. */
  chat: { audience: 'member', denied: CHAT_MSG.membersOnly },
  /** Delete a chat message: its sender (while a member) or the staff. */
  deleteChatMessage: { audience: 'moderator', denied: CHAT_MSG.senderOnly, authorMay: true },
  /** Read and set one's own notifications of the group (알림 끄기, 채팅 알림): members only. */
  setGroupNotifications: { audience: 'member', denied: GROUP_MSG.membersOnlyNotifications },
  /** Pin a message as the room's notice (contract §21): the owner or a manager, whoever wrote it. */
  pinChatNotice: { audience: 'moderator', denied: CHAT_MSG.staffOnlyNotice, overAnyAuthor: true },
  handleJoinRequests: { audience: 'moderator', denied: GROUP_MSG.staffOnlyRequests },
  /** Pin or unpin a post as a notice (공지). */
  pinPost: { audience: 'moderator', denied: POST_MSG.staffOnlyPin },
  /** Remove a member (강퇴), with or without a ban; whom is `authorizeOnMember`'s question. */
  removeMember: { audience: 'moderator', denied: GROUP_MSG.staffOnlyMembers },
  /** Read the ban list and lift a ban. */
  manageBans: { audience: 'moderator', denied: GROUP_MSG.staffOnlyBans },
  /** Make a member a manager or a manager a member. */
  changeRole: { audience: 'owner', denied: GROUP_MSG.ownerOnlyRoles },
  /** Hand the group over (위임). */
  handOver: { audience: 'owner', denied: GROUP_MSG.ownerOnlyHandOver },
  editGroup: { audience: 'owner', denied: GROUP_MSG.ownerOnly },
  deleteGroup: { audience: 'owner', denied: GROUP_MSG.ownerOnlyDelete },
} as const satisfies Record<string, Rule>;

export type GroupAction = keyof typeof RULES;
export const GROUP_ACTIONS = Object.keys(RULES) as GroupAction[];

/**
 * The one asking: `userId` null for a guest; `isAuthor` when they wrote (or organize) the thing acted
 * on; `authorRole` the role in the group of whoever wrote it, when it has an author (contract §10:
 * staff act on content only of those ranked below them, so a manager never deletes the owner's or
 * another manager's post; unknown counts as MEMBER).
 */
export type GroupActor = { userId: number | null; role: GroupRole; isAuthor?: boolean; authorRole?: GroupRole };

/** What the policy needs to know of the group; its visibility matters only to `reader` actions. */
export type GroupFacts = { isPublic: boolean };

const RANK: Record<GroupRole, number> = { NONE: 0, PENDING: 0, MEMBER: 1, MANAGER: 2, OWNER: 3 };
const NEEDED: Record<Exclude<Audience, 'reader'>, number> = { member: 1, author: 1, moderator: 2, owner: 3 };

const isAuthorAndMember = (actor: GroupActor) => actor.userId !== null && actor.isAuthor === true && RANK[actor.role] >= NEEDED.member;

function ruleAllows(rule: Rule, actor: GroupActor, group: GroupFacts | undefined): boolean {
  if ((rule.authorMay || rule.audience === 'author') && isAuthorAndMember(actor)) return true;
  if (rule.audience === 'author') return false;
  if (rule.audience === 'reader') {
    if (!group) throw new Error('a reader action needs the group');
    return group.isPublic || RANK[actor.role] >= NEEDED.member;
  }
  return actor.userId !== null && RANK[actor.role] >= NEEDED[rule.audience] && outranksAuthor(rule, actor);
}

/** A moderator acts on someone else's thing only when its author ranks below them (the owner outranks all). */
const outranksAuthor = (rule: Rule, actor: GroupActor) =>
  rule.audience !== 'moderator' ||
  rule.overAnyAuthor === true ||
  actor.isAuthor === true ||
  RANK[actor.role] > RANK[actor.authorRole ?? 'MEMBER'];

/** Whether `actor` may take `action` in the group. */
export function can(action: GroupAction, actor: GroupActor, group?: GroupFacts): boolean {
  const rule: Rule = RULES[action];
  return ruleAllows(rule, actor, group);
}

/**
 * Allows, or throws 401 for a guest and the action's 403 for anyone else; an author who is no longer
 * a member hears why their authorship no longer counts.
 */
export function authorize(action: GroupAction, actor: GroupActor, group?: GroupFacts): void {
  const rule: Rule = RULES[action];
  if (ruleAllows(rule, actor, group)) return;
  if (actor.userId === null) throw unauthorized(MSG.unauthorized);
  if ((rule.authorMay || rule.audience === 'author') && actor.isAuthor) throw forbidden(MSG.formerMemberAuthor);
  if (actor.userId !== null && rule.audience === 'moderator' && RANK[actor.role] >= NEEDED.moderator)
    throw forbidden(outrankedMessage(actor.authorRole));
  throw forbidden(rule.denied);
}

const outrankedMessage = (role: GroupRole | undefined) => (role === 'OWNER' ? GROUP_MSG.notOnOwner : GROUP_MSG.managerOnManager);

/** The actions whose object is another member of the group. */
export type MemberAction = 'removeMember' | 'changeRole' | 'handOver';

/** Why acting on `target` is refused once the action itself is allowed, or null (see `authorizeOnMember`). */
function refusalOnMember(actor: GroupActor, target: { userId: number; role: GroupRole }): AppError | null {
  if (target.userId === actor.userId) return badRequest(GROUP_MSG.notOnSelf);
  if (RANK[target.role] < NEEDED.member) return notFound(GROUP_MSG.targetNotMember);
  if (target.role === 'OWNER') return forbidden(GROUP_MSG.notOnOwner);
  if (RANK[target.role] >= RANK[actor.role]) return forbidden(GROUP_MSG.managerOnManager);
  return null;
}

/**
 * Authorizes an action on another member (contract §10): first the action itself (401/403 by the
 * actor's role), then its object: nobody acts on themself (400) or on the owner (403), a manager
 * never on a manager (403), and the object must be a member (404).
 */
export function authorizeOnMember(action: MemberAction, actor: GroupActor, target: { userId: number; role: GroupRole }): void {
  authorize(action, actor);
  const refusal = refusalOnMember(actor, target);
  if (refusal) throw refusal;
}

/** Whether `actor` may take `action` on the member `target` (what `authorizeOnMember` allows). */
export const canOnMember = (action: MemberAction, actor: GroupActor, target: { userId: number; role: GroupRole }) =>
  can(action, actor) && refusalOnMember(actor, target) === null;

/** Whether the role is staff (owner or manager). */
export const isStaff = (role: GroupRole) => RANK[role] >= NEEDED.moderator;

/** Whether the role may read the group's posts, events and members (realtime and any other reader). */
export const canReadGroup = (actor: GroupActor, group: GroupFacts) => can('readPosts', actor, group);

/** The role a membership row (or its absence) stands for. */
export const roleFromMembership = (membership: { role: 'OWNER' | 'MANAGER' | 'MEMBER' } | null): GroupRole => membership?.role ?? 'NONE';

/**
 * The role as far as the group row tells it, OWNER or NONE: enough for owner actions (the group's
 * `owner_id` moves with the OWNER membership in the same transaction), never for a moderator action
 * (managers) or one an author may take, which need the membership row.
 */
export const roleByOwner = (group: { ownerId: number }, userId: number | null): GroupRole =>
  userId !== null && group.ownerId === userId ? 'OWNER' : 'NONE';

/**
 * Whether answering `action` needs the user's membership row: a public group's readers need none,
 * and owner actions are answered by the group row's owner.
 */
function needsMembership(action: GroupAction, group: GroupFacts): boolean {
  const { audience } = RULES[action];
  if (audience === 'reader') return !group.isPublic;
  return audience !== 'owner';
}

/**
 * Loads the group (404 when it does not exist) and authorizes `action` in it for the user, reading
 * their membership only when the answer depends on it. Answers the group.
 */
export async function authorizeInGroup(db: Executor, action: GroupAction, { groupId, userId }: { groupId: number; userId: number | null }) {
  const group = await findGroup(db, groupId);
  if (!group) throw notFound(GROUP_MSG.notFound);
  const role =
    userId !== null && needsMembership(action, group)
      ? roleFromMembership(await findMembership(db, groupId, userId))
      : roleByOwner(group, userId);
  authorize(action, { userId, role }, group);
  return group;
}

/*
 * `viewerCan` (contract §17, §22): what the caller may do to one thing, answered by the same rules
 * the services authorize with, so the clients show actions and keep no copy of the rules. The
 * `actor` is built as for `authorize` (role in the group, `isAuthor`, `authorRole`); a guest gets
 * all false because every rule needs a signed-in user. Operators (platform ADMIN) act through
 * `/api/admin`, not through a group's routes, so they get what their role in the group gives.
 */

/** Who wrote a thing, as far as reporting and blocking care: null for a SYSTEM line. */
export type Authorship = { authorId: number | null; authorDeleted: boolean };

/**
 * Report and block (contract §11): anyone signed in who can see the thing, except about themself or
 * a deleted account (nobody is left to report or block), and nothing about what is already deleted.
 */
function mayReportAndBlock(actor: GroupActor, thing: Authorship & { isDeleted?: boolean }): boolean {
  return (
    actor.userId !== null && thing.authorId !== null && thing.authorId !== actor.userId && !thing.authorDeleted && thing.isDeleted !== true
  );
}

export function groupViewerCan(actor: GroupActor): GroupViewerCan {
  return {
    edit: can('editGroup', actor),
    delete: can('deleteGroup', actor),
    manageMembers: can('removeMember', actor),
    manageRoles: can('changeRole', actor),
    pin: can('pinPost', actor),
    createEvent: can('takePartInEvents', actor),
  };
}

/** On one member of the member list: what the staff's ⋮ menu offers. */
export function memberViewerCan(actor: GroupActor, member: { userId: number; role: GroupRole }): MemberViewerCan {
  return {
    changeRole: canOnMember('changeRole', actor, member),
    handOver: canOnMember('handOver', actor, member),
    remove: canOnMember('removeMember', actor, member),
  };
}

export function postViewerCan(actor: GroupActor, post: Authorship): PostViewerCan {
  const reportAndBlock = mayReportAndBlock(actor, post);
  return {
    edit: can('editPost', actor),
    delete: can('deletePost', actor),
    pin: can('pinPost', actor),
    report: reportAndBlock,
    block: reportAndBlock,
  };
}

/** A poll: vote and close, both only while it is open. */
export function pollViewerCan(actor: GroupActor, poll: { closed: boolean }): PollViewerCan {
  return { vote: !poll.closed && can('votePoll', actor), close: !poll.closed && can('closePoll', actor) };
}

export function commentViewerCan(actor: GroupActor, comment: Authorship & { isDeleted: boolean }): CommentViewerCan {
  const reportAndBlock = mayReportAndBlock(actor, comment);
  return {
    edit: !comment.isDeleted && can('editComment', actor),
    delete: !comment.isDeleted && can('deleteComment', actor),
    report: reportAndBlock,
    block: reportAndBlock,
  };
}

/** An event; photos are added from its start on, never to a cancelled one (contract §20). */
export function eventViewerCan(actor: GroupActor, event: { started: boolean; cancelled: boolean }): EventViewerCan {
  const manage = can('manageEvent', actor);
  const attendance = can('takeAttendance', actor);
  return {
    edit: manage,
    cancel: manage,
    delete: manage,
    markAttendance: attendance,
    showCheckInCode: attendance,
    addPhotos: event.started && !event.cancelled && can('addEventPhotos', actor),
  };
}

/** An album photo: only an event photo can be deleted from the album; the others go with their post or message. */
export function albumPhotoViewerCan(actor: GroupActor, photo: { isEventPhoto: boolean }): AlbumPhotoViewerCan {
  return { delete: photo.isEventPhoto && can('deleteEventPhoto', actor) };
}

/**
 * A date poll: answers while open and undecided; closing while open and undecided; the event while
 * none was made (a closed poll can still be decided); deleting always.
 */
export function datePollViewerCan(actor: GroupActor, poll: { closed: boolean; decided: boolean }): DatePollViewerCan {
  const manage = can('manageDatePoll', actor);
  return {
    answer: !poll.closed && !poll.decided && can('takePartInDatePolls', actor),
    close: !poll.closed && !poll.decided && manage,
    makeEvent: !poll.decided && manage,
    delete: manage,
  };
}

/** A chat message: a SYSTEM line (no sender) and a deleted message offer nothing. */
export function chatMessageViewerCan(actor: GroupActor, message: Authorship & { isDeleted: boolean }): ChatMessageViewerCan {
  const offers = !message.isDeleted && message.authorId !== null;
  const reportAndBlock = mayReportAndBlock(actor, message);
  return {
    delete: offers && can('deleteChatMessage', actor),
    report: reportAndBlock,
    block: reportAndBlock,
    pinNotice: offers && can('pinChatNotice', actor),
  };
}
