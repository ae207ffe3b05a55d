import { CHAT_MSG, EVENT_MSG, GROUP_MSG, MSG, POST_MSG } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound, unauthorized } from '../../lib/app-error.ts';
import { findGroup, findMembership } from './groups.repo.ts';

/**
 * A user's standing in one group. PENDING (their join request awaits the owner) may do no more
 * than NONE. Contract §10's MANAGER is one more role here, ranked 2 in `RANK` so that `moderator`
 * actions let it in; `needsMembership` must then read the membership row for those actions too.
 */
export type GroupRole = 'NONE' | 'PENDING' | 'MEMBER' | 'OWNER';

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
};

const RULES = {
  readPosts: { audience: 'reader', denied: POST_MSG.membersOnlyRead },
  writePost: { audience: 'member', denied: POST_MSG.membersOnlyWrite },
  editPost: { audience: 'author', denied: POST_MSG.authorOnlyEdit },
  editComment: { audience: 'author', denied: POST_MSG.commentAuthorOnly },
  /** Likes and comments; a reader check comes first, so a private group's outsider hears "members only read". */
  reactToPost: { audience: 'member', denied: POST_MSG.membersOnlyReact },
  deletePost: { audience: 'moderator', denied: POST_MSG.authorOrOwnerDelete, authorMay: true },
  deleteComment: { audience: 'moderator', denied: POST_MSG.commentDeleteForbidden, authorMay: true },
  readEvents: { audience: 'reader', denied: EVENT_MSG.membersOnly },
  /** Create an event, join one or its waitlist. */
  takePartInEvents: { audience: 'member', denied: EVENT_MSG.membersOnly },
  /** Edit, cancel or delete an event. */
  manageEvent: { audience: 'moderator', denied: EVENT_MSG.organizerOnly, authorMay: true },
  readMembers: { audience: 'reader', denied: GROUP_MSG.membersOnly },
  /** Read and write the group's chat: members only, public group or not. */
  chat: { audience: 'member', denied: CHAT_MSG.membersOnly },
  handleJoinRequests: { audience: 'moderator', denied: GROUP_MSG.ownerOnlyRequests },
  editGroup: { audience: 'owner', denied: GROUP_MSG.ownerOnly },
  deleteGroup: { audience: 'owner', denied: GROUP_MSG.ownerOnlyDelete },
} as const satisfies Record<string, Rule>;

export type GroupAction = keyof typeof RULES;
export const GROUP_ACTIONS = Object.keys(RULES) as GroupAction[];

/** The one asking: `userId` null for a guest; `isAuthor` when they wrote (or organize) the thing acted on. */
export type GroupActor = { userId: number | null; role: GroupRole; isAuthor?: boolean };

/** What the policy needs to know of the group; its visibility matters only to `reader` actions. */
export type GroupFacts = { isPublic: boolean };

const RANK: Record<GroupRole, number> = { NONE: 0, PENDING: 0, MEMBER: 1, OWNER: 3 };
const NEEDED: Record<Exclude<Audience, 'reader'>, number> = { member: 1, author: 1, moderator: 2, owner: 3 };

const isAuthorAndMember = (actor: GroupActor) => actor.userId !== null && actor.isAuthor === true && RANK[actor.role] >= NEEDED.member;

function ruleAllows(rule: Rule, actor: GroupActor, group: GroupFacts | undefined): boolean {
  if ((rule.authorMay || rule.audience === 'author') && isAuthorAndMember(actor)) return true;
  if (rule.audience === 'author') return false;
  if (rule.audience === 'reader') {
    if (!group) throw new Error('a reader action needs the group');
    return group.isPublic || RANK[actor.role] >= NEEDED.member;
  }
  return actor.userId !== null && RANK[actor.role] >= NEEDED[rule.audience];
}

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
  throw forbidden(rule.denied);
}

/** Whether the role may read the group's posts, events and members (realtime and any other reader). */
export const canReadGroup = (actor: GroupActor, group: GroupFacts) => can('readPosts', actor, group);

/** The role a membership row (or its absence) stands for. */
export const roleFromMembership = (membership: { role: 'OWNER' | 'MEMBER' } | null): GroupRole => membership?.role ?? 'NONE';

/** The role from what post and event rows carry: the group's owner and whether the user is a member. */
export function roleFromOwnership(userId: number | null, group: { ownerId: number; isMember: boolean }): GroupRole {
  if (userId === null) return 'NONE';
  if (group.ownerId === userId) return 'OWNER';
  return group.isMember ? 'MEMBER' : 'NONE';
}

/**
 * The role as far as the group row tells it, OWNER or NONE: enough for today's moderator and
 * owner actions (contract §10's managers will need the membership row), never for an action an
 * author may take (`authorMay`, `author`), which needs to know whether the author is still a member.
 */
export const roleByOwner = (group: { ownerId: number }, userId: number | null): GroupRole =>
  userId !== null && group.ownerId === userId ? 'OWNER' : 'NONE';

/**
 * Whether answering `action` needs the user's membership row: a public group's readers need none,
 * and today's moderator and owner actions are answered by the group row's owner.
 */
function needsMembership(action: GroupAction, group: GroupFacts): boolean {
  const { audience } = RULES[action];
  if (audience === 'reader') return !group.isPublic;
  return audience === 'member' || audience === 'author';
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
