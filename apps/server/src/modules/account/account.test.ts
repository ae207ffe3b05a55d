import { ACCOUNT_MSG, accountExportSchema, DELETED_USER_NICKNAME, MSG } from '@dongne/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import {
  buildGroup,
  buildPost,
  buildUser,
  joinAs,
  randomIp,
  signupPayload,
  type TestUser,
  uploadImage,
  verifyAddress,
} from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { stompClientsFor, waitUntil } from '../../../test/stomp-clients.ts';
import { queryRows } from '../../db/query.ts';
import {
  authSessions,
  calendarTokens,
  chatMessages,
  eventParticipants,
  events,
  groupMembers,
  groups,
  joinRequests,
  notifications,
  postLikes,
  posts,
  refreshTokens,
  uploads,
  userInterests,
  userLocations,
  users,
} from '../../db/schema.ts';
import { USER_DATA_COLUMNS } from './user-data-columns.ts';

const ctx = setupTestApp({ WRITE_LIMIT_EXPORTS: '3/1h' }, { listen: true });
const connect = stompClientsFor(ctx);

const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.request({ method, url, ...(user ? { token: user.accessToken } : {}), ...(payload ? { payload } : {}) });
const deleteMe = (user: TestUser | null, password?: unknown) =>
  as(user, 'DELETE', '/api/users/me', password === undefined ? {} : { password });
const inHours = (hours: number) => new Date(ctx.clock.now().getTime() + hours * 3_600_000).toISOString();
const eventPayload = (groupId: number, maxParticipants: number) => ({
  groupId,
  title: '한강 야간 러닝',
  description: '반포 한강공원에서 5km 함께 달려요.',
  eventDate: inHours(48),
  location: '반포 한강공원',
  maxParticipants,
});

/** A member with something of everything: profile, interests, 동네, a post, a comment, a like, chat, an event seat, a pending request. */
async function busyMember() {
  const owner = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner, maxMembers: 50 });
  const privateGroup = await buildGroup(ctx, { owner, isPublic: false });
  const member = await buildUser(ctx);
  await joinAs(ctx, member, group.id);
  const photo = await uploadImage(ctx, member, 'profile');
  expect((await as(member, 'PUT', '/api/users/profile', { bio: '주말마다 달립니다', profileImage: photo })).statusCode).toBe(200);
  expect((await as(member, 'PUT', '/api/users/interests', { categoryIds: [401] })).statusCode).toBe(200);
  expect((await as(member, 'PUT', '/api/users/locations', { locationIds: [23] })).statusCode).toBe(200);
  const post = await buildPost(ctx, { author: member, groupId: group.id, content: '탈퇴 전에 쓴 후기' });
  const ownerPost = await buildPost(ctx, { author: owner, groupId: group.id });
  expect((await as(member, 'POST', `/api/posts/${ownerPost.id}/like`)).statusCode).toBe(200);
  expect((await as(member, 'POST', `/api/posts/${ownerPost.id}/comments`, { content: '좋은 글이에요' })).statusCode).toBe(201);
  expect((await as(member, 'POST', `/api/groups/${group.id}/chat/messages`, { message: '안녕하세요' })).statusCode).toBe(201);
  expect((await as(member, 'POST', `/api/groups/${privateGroup.id}/join`, { message: '가입하고 싶어요' })).statusCode).toBe(201);
  return { owner, group, privateGroup, member, photo, post, ownerPost };
}

describe('DELETE /api/users/me (contract §12)', () => {
  it('401 without a token', async () => {
    expectErrorBody(await deleteMe(null, 'whatever'), 401);
  });

  it('400 with fieldErrors.password for a missing or wrong password; the account stays whole', async () => {
    const user = await buildUser(ctx);
    const missing = await deleteMe(user);
    expectErrorBody(missing, 400);
    expect(missing.json().fieldErrors[0].field).toBe('password');
    const wrong = await deleteMe(user, 'not my password');
    expectErrorBody(wrong, 400, ACCOUNT_MSG.wrongPassword);
    expect(wrong.json().fieldErrors).toEqual([{ field: 'password', message: ACCOUNT_MSG.wrongPassword }]);
    expectErrorBody(await deleteMe(user, 12345), 400);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, nickname: user.nickname, deletedAt: null });
    expect((await as(user, 'GET', '/api/users/profile')).statusCode).toBe(200);
  });

  it('409 for an owner, naming the groups (ids and names); nothing is deleted', async () => {
    const owner = await buildUser(ctx);
    const first = await buildGroup(ctx, { owner, name: '첫 모임' });
    const second = await buildGroup(ctx, { owner, name: '둘째 모임' });
    const other = await buildGroup(ctx, { owner: await buildUser(ctx) });
    await joinAs(ctx, owner, other.id);
    const response = await deleteMe(owner, owner.password);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ status: 409, message: ACCOUNT_MSG.ownsGroups, path: '/api/users/me' });
    expect(response.json().groups).toEqual(
      expect.arrayContaining([
        { id: first.id, name: '첫 모임' },
        { id: second.id, name: '둘째 모임' },
      ]),
    );
    expect(response.json().groups).toHaveLength(2);
    const memberships = await ctx.deps.db.select().from(groupMembers).where(eq(groupMembers.userId, owner.id));
    expect(memberships).toHaveLength(3);
    expect((await as(owner, 'GET', '/api/users/profile')).statusCode).toBe(200);
  });

  it('204: erases the account at once; posts, comments and chat stay as 탈퇴한 회원', async () => {
    const { owner, group, privateGroup, member, photo, post, ownerPost } = await busyMember();
    const [before] = await ctx.deps.db.select().from(groups).where(eq(groups.id, group.id));
    expect((await as(member, 'POST', '/api/events/calendar-token')).statusCode).toBeLessThan(300);

    const response = await deleteMe(member, member.password);
    expect(response.statusCode).toBe(204);

    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      email: '',
      nickname: DELETED_USER_NICKNAME,
      bio: null,
      profileImage: null,
      locationId: null,
      locationLat: null,
      passwordHash: '',
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await ctx.deps.db.select().from(userInterests).where(eq(userInterests.userId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(userLocations).where(eq(userLocations.userId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(postLikes).where(eq(postLikes.userId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(groupMembers).where(eq(groupMembers.userId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(joinRequests).where(eq(joinRequests.userId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(notifications).where(eq(notifications.userId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(calendarTokens).where(eq(calendarTokens.userId, member.id))).toEqual([]);
    const tokens = await ctx.deps.db.select().from(refreshTokens).where(eq(refreshTokens.userId, member.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    const sessions = await ctx.deps.db.select().from(authSessions).where(eq(authSessions.userId, member.id));
    expect(sessions.every((session) => session.revokedAt !== null && session.ip === null && session.userAgent === null)).toBe(true);
    // Counts kept exact: the group lost a member, the liked post a like.
    const [after] = await ctx.deps.db.select().from(groups).where(eq(groups.id, group.id));
    expect(after?.memberCount).toBe((before?.memberCount ?? 0) - 1);
    const [liked] = await ctx.deps.db.select().from(posts).where(eq(posts.id, ownerPost.id));
    expect(liked?.likeCount).toBe(0);
    // The profile photo's upload and file are gone.
    expect(await ctx.deps.db.select().from(uploads).where(eq(uploads.url, photo))).toEqual([]);
    expect((await ctx.request({ method: 'GET', url: photo })).statusCode).toBe(404);

    // What they wrote stays, under 탈퇴한 회원, without a photo.
    const reader = await buildUser(ctx);
    await joinAs(ctx, reader, group.id);
    const shown = (await as(reader, 'GET', `/api/posts/${post.id}`)).json();
    expect(shown.content).toBe('탈퇴 전에 쓴 후기');
    expect(shown.author).toEqual({ id: member.id, nickname: DELETED_USER_NICKNAME, profileImage: null, isDeleted: true });
    const livingAuthor = (await as(reader, 'GET', `/api/posts/${ownerPost.id}`)).json();
    expect(livingAuthor.author.isDeleted).toBe(false);
    const comments = (await as(reader, 'GET', `/api/posts/${ownerPost.id}/comments`)).json();
    expect(comments.content[0].author).toMatchObject({ nickname: DELETED_USER_NICKNAME, isDeleted: true, profileImage: null });
    // Nobody is left to report or block: the menus offer neither on what they left.
    expect(shown.viewerCan).toMatchObject({ report: false, block: false });
    expect(comments.content[0].viewerCan).toMatchObject({ report: false, block: false });
    const chat = (await as(reader, 'GET', `/api/groups/${group.id}/chat/messages`)).json();
    const said = chat.content.find((message: { content: string }) => message.content === '안녕하세요');
    expect(said).toMatchObject({
      senderId: member.id,
      senderNickname: DELETED_USER_NICKNAME,
      senderIsDeleted: true,
      senderProfileImage: null,
    });
    expect(said.viewerCan).toMatchObject({ report: false, block: false });
    const preview = (await as(null, 'GET', `/api/groups/${group.id}`)).json().preview;
    expect(preview.posts.find((entry: { id: number }) => entry.id === post.id).author).toMatchObject({ isDeleted: true });
    // No profile, no login, no token, no refresh.
    expectErrorBody(await as(reader, 'GET', `/api/users/profile/${member.id}`), 404, MSG.userNotFound);
    expectErrorBody(await as(member, 'GET', '/api/users/profile'), 401);
    const refresh = await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: member.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const login = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.email, password: member.password },
      remoteAddress: randomIp(),
    });
    expectErrorBody(login, 401, MSG.badCredentials);
    // The owner's private group no longer lists the request.
    const requests = (await as(owner, 'GET', `/api/groups/${privateGroup.id}/join-requests`)).json();
    expect(JSON.stringify(requests)).not.toContain(String(member.email));
    // A second deletion with the dead token is 401.
    expectErrorBody(await deleteMe(member, member.password), 401);
  });

  it('a deletion that fails part-way leaves the account whole', async () => {
    const { group, member, ownerPost } = await busyMember();
    // An impossible count makes the like's decrement break a check constraint, late in the transaction.
    await ctx.deps.db.update(posts).set({ likeCount: 0 }).where(eq(posts.id, ownerPost.id));
    const response = await deleteMe(member, member.password);
    expect(response.statusCode).toBe(500);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ email: member.email, nickname: member.nickname, bio: '주말마다 달립니다', deletedAt: null });
    expect(await ctx.deps.db.select().from(groupMembers).where(eq(groupMembers.userId, member.id))).toHaveLength(1);
    expect(await ctx.deps.db.select().from(postLikes).where(eq(postLikes.userId, member.id))).toHaveLength(1);
    expect(await ctx.deps.db.select().from(userInterests).where(eq(userInterests.userId, member.id))).toHaveLength(1);
    const [kept] = await ctx.deps.db.select().from(groups).where(eq(groups.id, group.id));
    expect(kept?.memberCount).toBe(2);
    // Still signed in, live connections and all.
    expect((await as(member, 'GET', '/api/users/profile')).statusCode).toBe(200);
  });

  it('frees the event seat: the first on the waitlist is promoted and told', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, maxMembers: 50 });
    const leaver = await buildUser(ctx);
    const waiting = await buildUser(ctx);
    await joinAs(ctx, leaver, group.id);
    await joinAs(ctx, waiting, group.id);
    const created = await as(owner, 'POST', '/api/events', eventPayload(group.id, 2));
    expect(created.statusCode).toBe(201);
    const eventId = created.json().id;
    expect((await as(leaver, 'POST', `/api/events/${eventId}/join`)).json().status).toBe('PARTICIPATING');
    expect((await as(waiting, 'POST', `/api/events/${eventId}/join`)).json().status).toBe('WAITLISTED');

    expect((await deleteMe(leaver, leaver.password)).statusCode).toBe(204);

    const seats = await ctx.deps.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, eventId));
    expect(seats.map((seat) => [seat.userId, seat.status]).sort()).toEqual(
      [
        [owner.id, 'PARTICIPATING'],
        [waiting.id, 'PARTICIPATING'],
      ].sort(),
    );
    const [event] = await ctx.deps.db.select().from(events).where(eq(events.id, eventId));
    expect(event?.participantCount).toBe(2);
    const told = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, waiting.id), eq(notifications.type, 'EVENT_WAITLIST_PROMOTED')));
    expect(told).toHaveLength(1);
  });

  it('closes the user’s live STOMP connections; a new one is refused', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const member = await buildUser(ctx);
    await joinAs(ctx, member, group.id);
    const live = await connect(member.accessToken, { transport: 'websocket' });
    let closed = false;
    live.client.onWebSocketClose = () => {
      closed = true;
    };
    await live.subscribe(`/topic/group.${group.id}`);
    const ownerLive = await connect(owner.accessToken, { transport: 'websocket' });

    expect((await deleteMe(member, member.password)).statusCode).toBe(204);
    await waitUntil(() => closed, 5_000);
    expect(closed).toBe(true);
    expect(ownerLive.client.connected).toBe(true);
    await expect(connect(member.accessToken, { transport: 'websocket' })).rejects.toThrow();
  });

  it('the address and the nickname may sign up again, as a new account', async () => {
    const email = `again-${Date.now().toString(36)}@example.com`;
    const nickname = `다시${Date.now().toString(36).slice(-6)}`;
    const ip = randomIp();
    const first = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload(email, await verifyAddress(ctx, email, ip), { nickname }),
      remoteAddress: ip,
    });
    expect(first.statusCode).toBe(201);
    const old = first.json();
    const user = { id: old.user.id, accessToken: old.accessToken } as TestUser;
    expect((await deleteMe(user, 'correct horse 42')).statusCode).toBe(204);

    const second = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload(email, await verifyAddress(ctx, email, ip), { nickname }),
      remoteAddress: ip,
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().user.id).not.toBe(old.user.id);
    expect(second.json().user).toMatchObject({ email, nickname });
  });

  it('탈퇴한 회원 is never a nickname anyone may take', async () => {
    const user = await buildUser(ctx);
    const response = await as(user, 'PUT', '/api/users/profile', { nickname: DELETED_USER_NICKNAME });
    expectErrorBody(response, 409, MSG.nicknameTaken);
  });
});

describe('the nickname in what others read (contract §12)', () => {
  /** The owner's notifications and the group's chat, as their readers get them. */
  const seenByOwner = async (owner: TestUser, groupId: number) => ({
    news: (await as(owner, 'GET', '/api/notifications?size=100')).json().content as { type: string; message: string }[],
    chat: (await as(owner, 'GET', `/api/groups/${groupId}/chat/messages?size=100`)).json().content as {
      messageType: string;
      content: string;
    }[],
  });
  const systemLines = (chat: { messageType: string; content: string }[]) =>
    chat.filter((message) => message.messageType === 'SYSTEM').map((message) => message.content);

  it('the live push and the live SYSTEM line name the member as they are then', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const post = await buildPost(ctx, { author: owner, groupId: group.id });
    const ownerLive = await connect(owner.accessToken, { transport: 'websocket' });
    await ownerLive.subscribe('/user/queue/notifications');
    await ownerLive.subscribe(`/topic/group.${group.id}`);
    const member = await buildUser(ctx);
    await joinAs(ctx, member, group.id);
    expect((await as(member, 'POST', `/api/posts/${post.id}/like`)).statusCode).toBe(200);
    const pushed = (await ownerLive.waitFor('/user/queue/notifications', 2)) as { type: string; message: string }[];
    expect(pushed.map((entry) => entry.message)).toEqual([
      `${member.nickname}님이 '${group.name}' 모임에 가입했습니다.`,
      `${member.nickname}님이 회원님의 게시글을 좋아합니다.`,
    ]);
    const lines = (await ownerLive.waitFor(`/topic/group.${group.id}`, 1)) as { messageType: string; content: string }[];
    expect(lines).toEqual([expect.objectContaining({ messageType: 'SYSTEM', content: `${member.nickname}님이 참여했습니다.` })]);
  });

  it('follows a new nickname, and a deleted account’s leaves notifications and SYSTEM lines at once', async () => {
    const { owner, group, privateGroup, member } = await busyMember();
    const before = await seenByOwner(owner, group.id);
    const byType = (news: { type: string; message: string }[]) => Object.fromEntries(news.map((entry) => [entry.type, entry.message]));
    expect(byType(before.news)).toMatchObject({
      GROUP_JOIN: `${member.nickname}님이 '${group.name}' 모임에 가입했습니다.`,
      GROUP_JOIN_REQUEST: `${member.nickname}님이 '${privateGroup.name}' 모임 가입을 신청했습니다.`,
      POST_LIKE: `${member.nickname}님이 회원님의 게시글을 좋아합니다.`,
      POST_COMMENT: `${member.nickname}님: 좋은 글이에요`,
    });
    expect(systemLines(before.chat)).toEqual([`${member.nickname}님이 참여했습니다.`]);

    const renamed = `새이름${member.id}`;
    expect((await as(member, 'PUT', '/api/users/profile', { nickname: renamed })).statusCode).toBe(200);
    const afterRename = await seenByOwner(owner, group.id);
    expect(byType(afterRename.news).POST_LIKE).toBe(`${renamed}님이 회원님의 게시글을 좋아합니다.`);
    expect(systemLines(afterRename.chat)).toEqual([`${renamed}님이 참여했습니다.`]);

    expect((await deleteMe(member, member.password)).statusCode).toBe(204);
    const after = await seenByOwner(owner, group.id);
    expect(byType(after.news)).toMatchObject({
      GROUP_JOIN: `${DELETED_USER_NICKNAME}님이 '${group.name}' 모임에 가입했습니다.`,
      POST_LIKE: `${DELETED_USER_NICKNAME}님이 회원님의 게시글을 좋아합니다.`,
      POST_COMMENT: `${DELETED_USER_NICKNAME}님: 좋은 글이에요`,
    });
    expect(systemLines(after.chat)).toEqual([`${DELETED_USER_NICKNAME}님이 참여했습니다.`]);
    const stored = [await ctx.deps.db.select().from(notifications), await ctx.deps.db.select().from(chatMessages)];
    for (const text of [JSON.stringify(after), JSON.stringify(stored)]) {
      expect(text).not.toContain(member.nickname);
      expect(text).not.toContain(renamed);
    }
  });
});

describe('GET /api/users/me/export (contract §12)', () => {
  it('401 without a token', async () => {
    expectErrorBody(await as(null, 'GET', '/api/users/me/export'), 401);
  });

  it('a JSON attachment with everything the user gave, only theirs; rate-limited', async () => {
    const { group, member, post, ownerPost, privateGroup } = await busyMember();
    const response = await as(member, 'GET', '/api/users/me/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="dongne-moim-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = response.json();
    expect(data.profile).toMatchObject({ id: member.id, email: member.email, nickname: member.nickname, bio: '주말마다 달립니다' });
    expect(data.company).toMatchObject({ id: 1 });
    expect(data.interests.map((entry: { id: number }) => entry.id)).toEqual([401]);
    expect(data.locations.map((entry: { id: number }) => entry.id)).toEqual([23]);
    expect(data.memberships).toEqual([expect.objectContaining({ groupId: group.id, role: 'MEMBER' })]);
    expect(data.joinRequests).toEqual([expect.objectContaining({ groupId: privateGroup.id, status: 'PENDING' })]);
    expect(data.posts).toEqual([expect.objectContaining({ id: post.id, content: '탈퇴 전에 쓴 후기' })]);
    expect(data.comments).toEqual([expect.objectContaining({ postId: ownerPost.id, content: '좋은 글이에요' })]);
    expect(data.likes).toEqual([expect.objectContaining({ postId: ownerPost.id })]);
    expect(data.chatMessages).toEqual([expect.objectContaining({ groupId: group.id, content: '안녕하세요' })]);
    expect(data.uploads).toHaveLength(1);
    expect(data.truncated).toEqual([]);
    expect(new Date(data.posts[0].createdAt).toISOString()).toBe(data.posts[0].createdAt);
    expect(response.body).not.toContain('password');
    // Heavy: a few per hour (3 in this file's configuration).
    await as(member, 'GET', '/api/users/me/export');
    await as(member, 'GET', '/api/users/me/export');
    expect((await as(member, 'GET', '/api/users/me/export')).statusCode).toBe(429);
  });

  it('lists events created and joined', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const created = await as(owner, 'POST', '/api/events', eventPayload(group.id, 5));
    const data = (await as(owner, 'GET', '/api/users/me/export')).json();
    expect(data.eventsCreated).toEqual([expect.objectContaining({ id: created.json().id, title: '한강 야간 러닝' })]);
    expect(data.eventsJoined).toEqual([expect.objectContaining({ eventId: created.json().id, status: 'PARTICIPATING' })]);
    expect(data.memberships).toEqual([expect.objectContaining({ groupId: group.id, role: 'OWNER' })]);
  });
});

describe('what the export covers (contract §12)', () => {
  it('carries reports made and blocks', async () => {
    const { owner, member, ownerPost } = await busyMember();
    const report = await as(member, 'POST', '/api/reports', { targetType: 'POST', targetId: ownerPost.id, reason: 'SPAM', detail: '광고' });
    expect(report.statusCode).toBe(201);
    expect((await as(member, 'POST', `/api/users/${owner.id}/block`)).statusCode).toBe(204);
    const data = (await as(member, 'GET', '/api/users/me/export')).json();
    expect(data.reportsMade).toEqual([
      expect.objectContaining({
        targetType: 'POST',
        targetId: ownerPost.id,
        reason: 'SPAM',
        detail: '광고',
        createdAt: expect.any(String),
      }),
    ]);
    expect(data.blocks).toEqual([expect.objectContaining({ userId: owner.id, nickname: owner.nickname, blockedAt: expect.any(String) })]);
    // The one they blocked learns nothing from their own export.
    expect((await as(owner, 'GET', '/api/users/me/export')).json().blocks).toEqual([]);
  });

  it('every column pointing at a user is exported under a key or excluded with a reason', async () => {
    // Foreign keys to users(id), and user ids kept without one (the audit log), from the catalogue.
    const found = await queryRows<{ column: string }>(
      ctx.deps.db,
      sql`select kcu.table_name || '.' || kcu.column_name as column
          from information_schema.referential_constraints rc
          join information_schema.key_column_usage kcu
            on kcu.constraint_schema = rc.constraint_schema and kcu.constraint_name = rc.constraint_name
          join information_schema.key_column_usage target
            on target.constraint_schema = rc.unique_constraint_schema and target.constraint_name = rc.unique_constraint_name
            and target.ordinal_position = kcu.position_in_unique_constraint
          where kcu.table_schema = 'public' and target.table_name = 'users' and target.column_name = 'id'
        union
        select c.table_name || '.' || c.column_name from information_schema.columns c
          where c.table_schema = 'public' and c.table_name <> 'users' and c.data_type = 'integer'
            and (c.column_name ~ '(^|_)(user|author|actor|owner|organizer|sender|reporter|blocker|blocked|member)_id$' or c.column_name ~ '_by$')`,
    );
    const columns = found.map((row) => row.column).sort();
    expect(columns).toEqual(Object.keys(USER_DATA_COLUMNS).sort());
    // Each export key named exists in the contract's schema and in a real export.
    const { member } = await busyMember();
    const data = (await as(member, 'GET', '/api/users/me/export')).json();
    for (const entry of Object.values(USER_DATA_COLUMNS)) {
      if ('exportKey' in entry) {
        expect(Object.keys(accountExportSchema.shape)).toContain(entry.exportKey);
        expect(data).toHaveProperty(entry.exportKey);
      } else expect(entry.excluded.length).toBeGreaterThan(20);
    }
  });
});
