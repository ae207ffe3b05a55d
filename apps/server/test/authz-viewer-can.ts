import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../src/db/schema.ts';
import {
  eventPayload,
  freshChatMessage,
  freshComment,
  freshDatePoll,
  freshEventSoon,
  freshGroup,
  freshMember,
  freshPoll,
  freshPost,
  freshStartedEvent,
  inject,
  multipart,
  tinyPng,
  type World,
} from './authz-world.ts';
import { buildUser, type TestUser } from './factories.ts';
import type { TestContext } from './harness.ts';

/**
 * Who reads a thing's `viewerCan` and then tries the route behind each flag: the matrix's callers
 * plus an operator (platform ADMIN, contract §13) who belongs to no group.
 */
export const VIEWERS = ['anonymous', 'other', 'member', 'author', 'manager', 'owner', 'operator'] as const;
export type Viewer = (typeof VIEWERS)[number];

export type ViewerWorld = World & { operator: TestUser };

/** Adds the operator to the matrix's world. */
export async function withOperator(world: World): Promise<ViewerWorld> {
  const operator = await buildUser(world.ctx as TestContext);
  await world.ctx.deps.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, operator.id));
  return { ...world, operator };
}

const userOf = (world: ViewerWorld, viewer: Viewer) =>
  viewer === 'anonymous' ? null : viewer === 'operator' ? world.operator : world.users[viewer];

/** A request a viewer sends: method, url, body. */
type Try = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: InjectOptions['payload'];
  headers?: InjectOptions['headers'];
};

/**
 * One object kind: how a fresh one is made (by `author`, in a fresh public group with the matrix's
 * members), how a viewer reads its `viewerCan` (null when they may not read it at all), and the
 * route behind each flag. Flags without a route yet (the room's notice: contract §21) are the
 * policy table test's alone.
 */
export type ViewerCanRow<T> = {
  kind: string;
  /** Every key the object's `viewerCan` carries (contract §22). */
  keys: string[];
  make: (world: ViewerWorld) => Promise<T>;
  read: (world: ViewerWorld, thing: T) => Try;
  /** The `viewerCan` in the read's answer. */
  pick: (body: unknown, thing: T) => Record<string, boolean> | undefined;
  routes: Record<string, (world: ViewerWorld, thing: T) => Promise<Try> | Try>;
};

type Body = Record<string, unknown> & { content?: { id: number; viewerCan: Record<string, boolean> }[] };
const own = (body: unknown) => (body as { viewerCan?: Record<string, boolean> }).viewerCan;
const inList = (id: number) => (body: unknown) => (body as Body).content?.find((item) => item.id === id)?.viewerCan;
const report = (targetType: string, targetId: number): Try => ({
  method: 'POST',
  url: '/api/reports',
  payload: { targetType, targetId, reason: 'SPAM' },
});
const blockAuthor = (world: ViewerWorld): Try => ({ method: 'POST', url: `/api/users/${world.users.author.id}/block` });

type InGroup = { groupId: number; id: number };

async function postInFreshGroup(world: ViewerWorld): Promise<InGroup> {
  const groupId = await freshGroup(world, 'public');
  return { groupId, id: await freshPost(world, groupId) };
}

const GROUP: ViewerCanRow<number> = {
  kind: 'group',
  keys: ['createEvent', 'delete', 'edit', 'manageMembers', 'manageRoles', 'pin'],
  make: (world) => freshGroup(world, 'public'),
  read: (_world, id) => ({ method: 'GET', url: `/api/groups/${id}` }),
  pick: own,
  routes: {
    edit: (_world, id) => ({ method: 'PUT', url: `/api/groups/${id}`, payload: { description: '설명을 고쳤습니다. 모두 환영합니다.' } }),
    delete: (_world, id) => ({ method: 'DELETE', url: `/api/groups/${id}` }),
    manageMembers: async (world, id) => ({ method: 'DELETE', url: `/api/groups/${id}/members/${await freshMember(world, id)}` }),
    manageRoles: async (world, id) => ({
      method: 'PUT',
      url: `/api/groups/${id}/members/${await freshMember(world, id)}/role`,
      payload: { role: 'MANAGER' },
    }),
    pin: async (world, id) => ({ method: 'PUT', url: `/api/posts/${await freshPost(world, id)}/pin` }),
    createEvent: (_world, id) => ({ method: 'POST', url: '/api/events', payload: eventPayload(id) }),
  },
};

/** A member of a fresh group: a new plain member, the manager or the owner. */
const memberRow = (target: 'new member' | 'manager' | 'owner'): ViewerCanRow<InGroup> => ({
  kind: `member (${target})`,
  keys: ['changeRole', 'handOver', 'remove'],
  make: async (world) => {
    const groupId = await freshGroup(world, 'public');
    const id = target === 'new member' ? await freshMember(world, groupId) : world.users[target].id;
    return { groupId, id };
  },
  read: (_world, { groupId }) => ({ method: 'GET', url: `/api/groups/${groupId}/members?size=100` }),
  pick: (body, { id }) => inList(id)(body),
  routes: {
    changeRole: (world, { groupId, id }) => ({
      method: 'PUT',
      url: `/api/groups/${groupId}/members/${id}/role`,
      payload: { role: id === world.users.manager.id ? 'MEMBER' : 'MANAGER' },
    }),
    handOver: (_world, { groupId, id }) => ({ method: 'POST', url: `/api/groups/${groupId}/owner`, payload: { userId: id } }),
    remove: (_world, { groupId, id }) => ({ method: 'DELETE', url: `/api/groups/${groupId}/members/${id}` }),
  },
});

const POST: ViewerCanRow<InGroup> = {
  kind: 'post',
  keys: ['block', 'delete', 'edit', 'pin', 'report'],
  make: postInFreshGroup,
  read: (_world, { id }) => ({ method: 'GET', url: `/api/posts/${id}` }),
  pick: own,
  routes: {
    edit: (_world, { id }) => ({ method: 'PUT', url: `/api/posts/${id}`, payload: { content: '내용을 조금 고쳤어요.' } }),
    delete: (_world, { id }) => ({ method: 'DELETE', url: `/api/posts/${id}` }),
    pin: (_world, { id }) => ({ method: 'PUT', url: `/api/posts/${id}/pin` }),
    report: (_world, { id }) => report('POST', id),
    block: blockAuthor,
  },
};

const COMMENT: ViewerCanRow<InGroup> = {
  kind: 'comment',
  keys: ['block', 'delete', 'edit', 'report'],
  make: async (world) => {
    const post = await postInFreshGroup(world);
    return { groupId: post.groupId, id: await freshComment(world, post.id) };
  },
  read: (_world, { id }) => ({ method: 'GET', url: `/api/comments/${id}` }),
  pick: own,
  routes: {
    edit: (_world, { id }) => ({ method: 'PUT', url: `/api/comments/${id}`, payload: { content: '댓글을 고쳤어요' } }),
    delete: (_world, { id }) => ({ method: 'DELETE', url: `/api/comments/${id}` }),
    report: (_world, { id }) => report('COMMENT', id),
    block: blockAuthor,
  },
};

/** Adds one photo to the event (contract §20). */
const addPhoto = async (_world: ViewerWorld, { id }: InGroup): Promise<Try> => ({
  method: 'POST',
  url: `/api/events/${id}/photos`,
  ...(await multipart({}, [{ field: 'files', bytes: await tinyPng() }])),
});

const EVENT_KEYS = ['addPhotos', 'cancel', 'delete', 'edit', 'markAttendance', 'showCheckInCode'];

const EVENT: ViewerCanRow<InGroup> = {
  kind: 'event',
  keys: EVENT_KEYS,
  // Starting in 10 minutes: attendance is open, so its flags meet their routes.
  make: async (world) => {
    const groupId = await freshGroup(world, 'public');
    return { groupId, id: await freshEventSoon(world, groupId) };
  },
  read: (_world, { id }) => ({ method: 'GET', url: `/api/events/${id}` }),
  pick: own,
  routes: {
    markAttendance: (world, { id }) => ({
      method: 'PUT',
      url: `/api/events/${id}/attendance`,
      payload: { userId: world.users.author.id, status: 'ATTENDED' },
    }),
    showCheckInCode: (_world, { id }) => ({ method: 'GET', url: `/api/events/${id}/check-in-code` }),
    edit: (_world, { id }) => ({ method: 'PUT', url: `/api/events/${id}`, payload: { description: '준비물: 물과 편한 신발' } }),
    cancel: (_world, { id }) => ({ method: 'POST', url: `/api/events/${id}/cancel` }),
    delete: (_world, { id }) => ({ method: 'DELETE', url: `/api/events/${id}` }),
    // Not started yet: nobody may add photos (409), and nobody is offered it.
    addPhotos: addPhoto,
  },
};

/** An event that started an hour ago: its members may add photos. */
const STARTED_EVENT: ViewerCanRow<InGroup> = {
  kind: 'started event',
  keys: EVENT_KEYS,
  make: async (world) => {
    const groupId = await freshGroup(world, 'public');
    return { groupId, id: await freshStartedEvent(world, groupId) };
  },
  read: (_world, { id }) => ({ method: 'GET', url: `/api/events/${id}` }),
  pick: own,
  routes: { addPhotos: addPhoto },
};

const CHAT_MESSAGE: ViewerCanRow<InGroup> = {
  kind: 'chat message',
  keys: ['block', 'delete', 'pinNotice', 'report'],
  make: async (world) => {
    const groupId = await freshGroup(world, 'public');
    return { groupId, id: await freshChatMessage(world, groupId) };
  },
  read: (_world, { groupId }) => ({ method: 'GET', url: `/api/groups/${groupId}/chat/messages` }),
  pick: (body, { id }) => inList(id)(body),
  routes: {
    delete: (_world, { groupId, id }) => ({ method: 'DELETE', url: `/api/groups/${groupId}/chat/messages/${id}` }),
    pinNotice: (_world, { groupId, id }) => ({ method: 'PUT', url: `/api/groups/${groupId}/chat/notice`, payload: { messageId: id } }),
    report: (_world, { id }) => report('CHAT_MESSAGE', id),
    block: blockAuthor,
  },
};

const POLL: ViewerCanRow<InGroup & { optionId: number }> = {
  kind: 'poll',
  keys: ['close', 'vote'],
  make: async (world) => {
    const groupId = await freshGroup(world, 'public');
    return { groupId, ...(await freshPoll(world, groupId)) };
  },
  read: (_world, { id }) => ({ method: 'GET', url: `/api/polls/${id}` }),
  pick: own,
  routes: {
    vote: (_world, { id, optionId }) => ({ method: 'PUT', url: `/api/polls/${id}/vote`, payload: { optionIds: [optionId] } }),
    close: (_world, { id }) => ({ method: 'POST', url: `/api/polls/${id}/close` }),
  },
};

const DATE_POLL: ViewerCanRow<InGroup & { slotId: number }> = {
  kind: 'date poll',
  keys: ['answer', 'close', 'delete', 'makeEvent'],
  make: async (world) => {
    const groupId = await freshGroup(world, 'public');
    return { groupId, ...(await freshDatePoll(world, groupId)) };
  },
  read: (_world, { id }) => ({ method: 'GET', url: `/api/date-polls/${id}` }),
  pick: own,
  routes: {
    answer: (_world, { id, slotId }) => ({
      method: 'PUT',
      url: `/api/date-polls/${id}/answers`,
      payload: { answers: [{ slotId, answer: 'YES' }] },
    }),
    close: (_world, { id }) => ({ method: 'POST', url: `/api/date-polls/${id}/close` }),
    makeEvent: (_world, { id, slotId }) => ({ method: 'POST', url: `/api/date-polls/${id}/event`, payload: { slotId } }),
    delete: (_world, { id }) => ({ method: 'DELETE', url: `/api/date-polls/${id}` }),
  },
};

// biome-ignore lint/suspicious/noExplicitAny: rows of different object kinds in one list
export const VIEWER_CAN_ROWS: ViewerCanRow<any>[] = [
  GROUP,
  memberRow('new member'),
  memberRow('manager'),
  memberRow('owner'),
  POST,
  COMMENT,
  EVENT,
  STARTED_EVENT,
  CHAT_MESSAGE,
  POLL,
  DATE_POLL,
];

/**
 * For one viewer, flag and fresh object: the flag as the viewer reads it (false when they may not
 * read the object), and whether the route behind it let them (2xx). A block made to check the flag
 * is lifted again, so later reads are not the blocker's.
 */
export async function flagAgainstRoute<T>(
  world: ViewerWorld,
  row: ViewerCanRow<T>,
  flag: string,
  viewer: Viewer,
): Promise<{ flag: boolean; status: number; readStatus: number; keys: string[] }> {
  const user = userOf(world, viewer);
  const thing = await row.make(world);
  const read = await inject(world.ctx, user, row.read(world, thing));
  const viewerCan = read.statusCode === 200 ? row.pick(read.json(), thing) : undefined;
  const route = row.routes[flag];
  if (!route) throw new Error(`${row.kind}: no route for ${flag}`);
  const attempt = await inject(world.ctx, user, await route(world, thing));
  if (flag === 'block' && attempt.statusCode < 300 && user) {
    const unblock = await inject(world.ctx, user, { method: 'DELETE', url: `/api/users/${world.users.author.id}/block` });
    if (unblock.statusCode !== 204) throw new Error(`unblock: ${unblock.statusCode}`);
  }
  return {
    flag: viewerCan?.[flag] ?? false,
    status: attempt.statusCode,
    readStatus: read.statusCode,
    keys: Object.keys(viewerCan ?? {}).sort(),
  };
}
