import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { addMember } from '../src/modules/groups/group-members.repo.ts';
import { buildGroup, buildPost, buildUser, type TestUser } from './factories.ts';
import type { TestContext } from './harness.ts';

/** The callers of the matrix, each column of the table. */
export const ACTORS = ['anonymous', 'other', 'member', 'author', 'manager', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

/** What the matrix and the malformed-input generator need of a test context (the bench builds one without vitest). */
export type AppContext = Pick<TestContext, 'app' | 'deps' | 'request'>;

export type Visibility = 'public' | 'private';

/** One group with everything inside it that the matrix asks about, all made by `author`. */
export type GroupFixture = { id: number; postId: number; commentId: number; eventId: number; chatMessageId: number };

/**
 * The shared fixtures: owner owns both groups; member and author belong to both, manager as a
 * MANAGER (운영진, contract §10); other belongs to none.
 * Cells that would consume an object (deletes, leaves, decisions) make fresh ones with the helpers below.
 */
export type World = {
  ctx: AppContext;
  users: Record<SignedInActor, TestUser>;
  groups: Record<Visibility, GroupFixture>;
};

export function expectStatus(response: LightMyRequestResponse, status: number, what: string) {
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function inject(ctx: AppContext, user: TestUser | null, options: InjectOptions) {
  return ctx.request({ ...options, token: user?.accessToken });
}

/** A multipart/form-data body assembled by the platform's own FormData, as a browser would send it. */
export async function multipart(fields: Record<string, string>, files: { field: string; bytes: Buffer; type?: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), 'photo.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

export const tinyPng = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .png()
    .toBuffer();

export const groupPayload = (overrides: Record<string, unknown> = {}) => ({
  name: `권한 확인 모임 ${Math.random().toString(36).slice(2, 8)}`,
  description: '권한 표를 확인하는 모임입니다.',
  categoryIds: [401],
  locationId: 23,
  maxMembers: 30,
  ...overrides,
});

/** A week ahead, so that every event made here can still be joined. */
export const eventPayload = (groupId: number) => ({
  groupId,
  title: '주말 한강 산책',
  description: '가볍게 걷고 커피 한 잔 해요.',
  eventDate: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
  location: '여의도 한강공원',
  maxParticipants: 20,
});

export async function freshGroup(world: World, visibility: Visibility): Promise<number> {
  const { ctx, users } = world;
  const group = await buildGroup(ctx as TestContext, { owner: users.owner, isPublic: visibility === 'public' });
  // Straight into the table: joining through the API would also write notices and notifications.
  for (const user of [users.member, users.author]) await addMember(ctx.deps.db, group.id, user.id, 'MEMBER', new Date());
  await addMember(ctx.deps.db, group.id, users.manager.id, 'MANAGER', new Date());
  return group.id;
}

/** A new user who just joined the group as a MEMBER (the object of a staff act); answers their id. */
export async function freshMember(world: World, groupId: number): Promise<number> {
  const user = await buildUser(world.ctx as TestContext);
  await addMember(world.ctx.deps.db, groupId, user.id, 'MEMBER', new Date());
  return user.id;
}

/** A user the owner removed from the group and banned; answers their id. */
export async function freshBan(world: World, groupId: number): Promise<number> {
  const userId = await freshMember(world, groupId);
  const response = await inject(world.ctx, world.users.owner, {
    method: 'DELETE',
    url: `/api/groups/${groupId}/members/${userId}?ban=true`,
  });
  expectStatus(response, 200, 'ban');
  return userId;
}

export async function freshPost(world: World, groupId: number): Promise<number> {
  return (await buildPost(world.ctx as TestContext, { author: world.users.author, groupId })).id;
}

/** A poll posted by `author` (두 선택지, 한 개 선택); answers its id and its first option's. */
export async function freshPoll(
  world: World,
  groupId: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; optionId: number }> {
  const response = await inject(world.ctx, world.users.author, {
    method: 'POST',
    url: `/api/groups/${groupId}/polls`,
    payload: { question: '이번 주 정모 어디서 할까요?', options: ['한강공원', '북한산'], ...overrides },
  });
  const poll = expectStatus(response, 201, 'poll').poll;
  return { id: poll.id, optionId: poll.options[0].id };
}

/** Two candidate times 3 and 4 days ahead (contract §20's slots). */
export const datePollSlots = (now: Date) =>
  [3, 4].map((days) => {
    const start = new Date(now.getTime() + days * 24 * 3600 * 1000);
    return { start: start.toISOString(), end: new Date(start.getTime() + 2 * 3600 * 1000).toISOString() };
  });

/** A date poll started by `author` with two slots; answers its id and its first slot's. */
export async function freshDatePoll(world: World, groupId: number): Promise<{ id: number; slotId: number }> {
  const response = await inject(world.ctx, world.users.author, {
    method: 'POST',
    url: `/api/groups/${groupId}/date-polls`,
    payload: { title: '다음 정모 날짜', slots: datePollSlots(world.ctx.deps.clock.now()) },
  });
  const poll = expectStatus(response, 201, 'date poll');
  return { id: poll.id, slotId: poll.slots[0].id };
}

export async function freshComment(world: World, postId: number, thread: 'posts' | 'events' = 'posts'): Promise<number> {
  const response = await inject(world.ctx, world.users.author, {
    method: 'POST',
    url: `/api/${thread}/${postId}/comments`,
    payload: { content: '좋은 글이네요' },
  });
  return expectStatus(response, 201, 'comment').id;
}

export async function freshEvent(world: World, groupId: number): Promise<number> {
  const response = await inject(world.ctx, world.users.author, { method: 'POST', url: '/api/events', payload: eventPayload(groupId) });
  return expectStatus(response, 201, 'event').id;
}

/** A recurring 정모 by `author` in the group (contract §19): answers its series id. */
export async function freshSeries(world: World, groupId: number): Promise<number> {
  const response = await inject(world.ctx, world.users.author, {
    method: 'POST',
    url: '/api/events',
    payload: { ...eventPayload(groupId), recurrence: 'FREQ=WEEKLY;COUNT=4' },
  });
  return expectStatus(response, 201, 'series').seriesId;
}

/** An event by `author` that started an hour ago (moved in the table: the API takes only future dates), open to photos. */
export async function freshStartedEvent(world: World, groupId: number): Promise<number> {
  const id = await freshEvent(world, groupId);
  const start = new Date(world.ctx.deps.clock.now().getTime() - 3_600_000);
  await world.ctx.deps.db.execute(
    sql`update events set event_date = ${start}, end_date = ${new Date(start.getTime() + 7_200_000)} where id = ${id}`,
  );
  return id;
}

/** A photo `author` added to a fresh started event of the group (contract §20). */
export async function freshEventPhoto(world: World, groupId: number): Promise<{ eventId: number; photoId: number }> {
  const eventId = await freshStartedEvent(world, groupId);
  const body = await multipart({}, [{ field: 'files', bytes: await tinyPng() }]);
  const response = await inject(world.ctx, world.users.author, { method: 'POST', url: `/api/events/${eventId}/photos`, ...body });
  return { eventId, photoId: expectStatus(response, 201, 'event photo').photos[0].photoId };
}

/** An event by `author` starting in 10 minutes, so attendance (contract §19) is already open; `joiners` take seats. */
export async function freshEventSoon(world: World, groupId: number, joiners: SignedInActor[] = []): Promise<number> {
  const eventDate = new Date(world.ctx.deps.clock.now().getTime() + 10 * 60_000).toISOString();
  const response = await inject(world.ctx, world.users.author, {
    method: 'POST',
    url: '/api/events',
    payload: { ...eventPayload(groupId), eventDate },
  });
  const id = expectStatus(response, 201, 'event').id;
  for (const joiner of joiners) {
    expectStatus(await inject(world.ctx, world.users[joiner], { method: 'POST', url: `/api/events/${id}/join` }), 201, 'join');
  }
  return id;
}

export async function freshChatMessage(world: World, groupId: number): Promise<number> {
  const send = () =>
    inject(world.ctx, world.users.author, {
      method: 'POST',
      url: `/api/groups/${groupId}/chat/messages`,
      payload: { message: '다들 안녕하세요' },
    });
  let response = await send();
  // The matrix sends faster than a person types: past chat's per-second rate (not a write budget
  // the test can raise) it waits the second out as a client would.
  for (let tries = 0; response.statusCode === 429 && tries < 3; tries++) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers['retry-after'] ?? 1) * 1_000));
    response = await send();
  }
  return expectStatus(response, 201, 'chat message').id;
}

/** A PENDING request by `author` to a fresh private group of `owner`. */
export async function freshJoinRequest(world: World): Promise<{ groupId: number; requestId: number }> {
  const { ctx, users } = world;
  const group = await buildGroup(ctx as TestContext, { owner: users.owner, isPublic: false });
  await addMember(ctx.deps.db, group.id, users.member.id, 'MEMBER', new Date());
  await addMember(ctx.deps.db, group.id, users.manager.id, 'MANAGER', new Date());
  const response = await inject(ctx, users.author, {
    method: 'POST',
    url: `/api/groups/${group.id}/join`,
    payload: { message: '가입하고 싶어요' },
  });
  const body = expectStatus(response, 201, 'join request');
  return { groupId: group.id, requestId: body.request.id };
}

/** A notification for `author` (member liked a fresh post of theirs); answers its id. */
export async function freshNotification(world: World): Promise<number> {
  const { ctx, users } = world;
  const postId = await freshPost(world, world.groups.public.id);
  expectStatus(await inject(ctx, users.member, { method: 'POST', url: `/api/posts/${postId}/like` }), 200, 'like');
  const list = expectStatus(await inject(ctx, users.author, { method: 'GET', url: '/api/notifications?size=1' }), 200, 'notifications');
  return list.content[0].id;
}

/** An image uploaded by `author`; answers its URL. */
export async function freshUpload(world: World): Promise<string> {
  const body = await multipart({}, [{ field: 'file', bytes: await tinyPng() }]);
  const response = await inject(world.ctx, world.users.author, { method: 'POST', url: '/api/images/upload/profile', ...body });
  return expectStatus(response, 200, 'upload').imageUrl;
}

async function groupFixture(world: World, visibility: Visibility): Promise<GroupFixture> {
  const id = await freshGroup(world, visibility);
  const postId = await freshPost(world, id);
  return {
    id,
    postId,
    commentId: await freshComment(world, postId),
    eventId: await freshEvent(world, id),
    chatMessageId: await freshChatMessage(world, id),
  };
}

export async function buildWorld(ctx: AppContext): Promise<World> {
  const build = () => buildUser(ctx as TestContext);
  const users = { other: await build(), member: await build(), author: await build(), manager: await build(), owner: await build() };
  const world = { ctx, users, groups: {} as World['groups'] };
  world.groups = { public: await groupFixture(world, 'public'), private: await groupFixture(world, 'private') };
  return world;
}
