import { CHAT_MSG, GROUP_MSG, POST_MSG } from '@dongne/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { eventParticipants, groupBans, groupMembers, groups, joinRequests, notifications, posts, staffAudit } from '../../db/schema.ts';

// Staff acts are many per test here (a script, not a person): the staff write budget is out of the way.
const ctx = setupTestApp({ WRITE_LIMIT_STAFF: '100000/1h', WRITE_LIMIT_JOINS: '100000/1h', WRITE_LIMIT_POSTS: '100000/1h' });
const DAY = 24 * 60 * 60 * 1000;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  ctx.request({
    method,
    url,
    ...(user ? { token: user.accessToken } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function ok<T = { id: number }>(user: TestUser, method: Method, url: string, payload?: unknown): Promise<T> {
  const response = await call(user, method, url, payload);
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A group with its owner, a manager and two members (all through the API), public unless told. */
async function staffWorld({ isPublic = true } = {}) {
  const [owner, manager, member, another] = [await buildUser(ctx), await buildUser(ctx), await buildUser(ctx), await buildUser(ctx)];
  const group = await buildGroup(ctx, { owner, isPublic: true });
  for (const user of [manager, member, another]) await joinAs(ctx, user, group.id);
  await ok(owner, 'PUT', `/api/groups/${group.id}/members/${manager.id}/role`, { role: 'MANAGER' });
  if (!isPublic) await ok(owner, 'PUT', `/api/groups/${group.id}`, { isPublic: false });
  return { owner, manager, member, another, group };
}

const roleOf = async (groupId: number, userId: number) =>
  (
    await ctx.deps.db
      .select({ role: groupMembers.role })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
  )[0]?.role ?? null;

const auditOf = (groupId: number) =>
  ctx.deps.db
    .select({
      actorId: staffAudit.actorId,
      action: staffAudit.action,
      targetType: staffAudit.targetType,
      targetId: staffAudit.targetId,
      reason: staffAudit.reason,
    })
    .from(staffAudit)
    .where(eq(staffAudit.groupId, groupId))
    .orderBy(asc(staffAudit.id));

const notificationsOf = (userId: number, type: string) =>
  ctx.deps.db
    .select({ type: notifications.type, message: notifications.message, relatedId: notifications.relatedId })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

const expectError = (response: { statusCode: number; json: () => unknown }, status: number, message: string) => {
  expect({ status: response.statusCode, message: (response.json() as { message: string }).message }).toEqual({ status, message });
};

describe('roles (contract §10)', () => {
  it('lets the owner make a member a manager and back; the member is told, the act audited, lists and detail show roles', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const made = await ok<{ id: number; role: string }>(owner, 'PUT', `/api/groups/${group.id}/members/${member.id}/role`, {
      role: 'MANAGER',
    });
    expect(made).toMatchObject({ id: member.id, role: 'MANAGER' });
    expect(await roleOf(group.id, member.id)).toBe('MANAGER');
    expect(await notificationsOf(member.id, 'GROUP_ROLE_CHANGED')).toEqual([
      expect.objectContaining({ relatedId: group.id, message: expect.stringContaining('운영진으로 지정') }),
    ]);
    const list = await ok<{ content: { id: number; role: string }[] }>(member, 'GET', `/api/groups/${group.id}/members`);
    expect(list.content.slice(0, 3).map((row) => row.role)).toEqual(['OWNER', 'MANAGER', 'MANAGER']);
    expect((await ok<{ myRole: string }>(member, 'GET', `/api/groups/${group.id}`)).myRole).toBe('MANAGER');
    expect((await ok<{ myRole: string | null }>(owner, 'GET', `/api/groups/${group.id}`)).myRole).toBe('OWNER');
    expect((await ok<{ myRole: string | null }>(await buildUser(ctx), 'GET', `/api/groups/${group.id}`)).myRole).toBeNull();

    await ok(owner, 'PUT', `/api/groups/${group.id}/members/${member.id}/role`, { role: 'MEMBER' });
    expect(await roleOf(group.id, member.id)).toBe('MEMBER');
    expect(await auditOf(group.id)).toEqual([
      { actorId: owner.id, action: 'ROLE_CHANGED', targetType: 'USER', targetId: manager.id, reason: 'MANAGER' },
      { actorId: owner.id, action: 'ROLE_CHANGED', targetType: 'USER', targetId: member.id, reason: 'MANAGER' },
      { actorId: owner.id, action: 'ROLE_CHANGED', targetType: 'USER', targetId: member.id, reason: 'MEMBER' },
    ]);
    // Never for one's own act: the owner heard nothing of it.
    expect(await notificationsOf(owner.id, 'GROUP_ROLE_CHANGED')).toEqual([]);
  });

  it('refuses bad role changes in Korean, changing nothing', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const stranger = await buildUser(ctx);
    const url = (userId: number) => `/api/groups/${group.id}/members/${userId}/role`;
    expectError(await call(owner, 'PUT', url(owner.id), { role: 'MEMBER' }), 400, GROUP_MSG.notOnSelf);
    expectError(await call(manager, 'PUT', url(owner.id), { role: 'MEMBER' }), 403, GROUP_MSG.ownerOnlyRoles);
    expectError(await call(manager, 'PUT', url(member.id), { role: 'MANAGER' }), 403, GROUP_MSG.ownerOnlyRoles);
    expectError(await call(member, 'PUT', url(member.id), { role: 'MANAGER' }), 403, GROUP_MSG.ownerOnlyRoles);
    expectError(await call(owner, 'PUT', url(stranger.id), { role: 'MANAGER' }), 404, GROUP_MSG.targetNotMember);
    expectError(await call(owner, 'PUT', url(2_000_000_000), { role: 'MANAGER' }), 404, GROUP_MSG.targetNotMember);
    expectError(await call(owner, 'PUT', url(manager.id), { role: 'MANAGER' }), 409, GROUP_MSG.roleUnchanged);
    const owner400 = await call(owner, 'PUT', url(member.id), { role: 'OWNER' });
    expect(owner400.statusCode).toBe(400);
    expect(owner400.json().fieldErrors).toEqual([{ field: 'role', message: expect.stringMatching(/운영진/) }]);
    expect((await call(null, 'PUT', url(member.id), { role: 'MANAGER' })).statusCode).toBe(401);
    expectError(await call(owner, 'PUT', `/api/groups/2000000000/members/${member.id}/role`, { role: 'MANAGER' }), 404, GROUP_MSG.notFound);
    expect([await roleOf(group.id, owner.id), await roleOf(group.id, manager.id), await roleOf(group.id, member.id)]).toEqual([
      'OWNER',
      'MANAGER',
      'MEMBER',
    ]);
    expect((await auditOf(group.id)).length).toBe(1);
  });
});

describe('hand-over (위임)', () => {
  it('makes the member the owner and the old owner a manager, in the group row too; the new owner is told', async () => {
    const { owner, member, group } = await staffWorld();
    const answer = await ok<{ myRole: string; owner: { id: number } }>(owner, 'POST', `/api/groups/${group.id}/owner`, {
      userId: member.id,
    });
    expect(answer).toMatchObject({ myRole: 'MANAGER', owner: { id: member.id } });
    expect(await roleOf(group.id, member.id)).toBe('OWNER');
    expect(await roleOf(group.id, owner.id)).toBe('MANAGER');
    const [row] = await ctx.deps.db.select({ ownerId: groups.ownerId }).from(groups).where(eq(groups.id, group.id));
    expect(row?.ownerId).toBe(member.id);
    expect(await notificationsOf(member.id, 'GROUP_ROLE_CHANGED')).toEqual([expect.objectContaining({ relatedId: group.id })]);
    expect((await auditOf(group.id)).at(-1)).toEqual({
      actorId: owner.id,
      action: 'OWNER_HANDED_OVER',
      targetType: 'USER',
      targetId: member.id,
      reason: null,
    });
    // The group itself is the new owner's now.
    expectError(
      await call(owner, 'PUT', `/api/groups/${group.id}`, { description: '옛 모임장이 고쳐 봅니다. 안 됩니다.' }),
      403,
      GROUP_MSG.ownerOnly,
    );
    expect((await call(member, 'PUT', `/api/groups/${group.id}`, { description: '새 모임장이 고친 설명입니다.' })).statusCode).toBe(200);
    // The old owner, now a manager, may leave.
    expect((await call(owner, 'POST', `/api/groups/${group.id}/leave`)).statusCode).toBe(200);
  });

  it('refuses a hand-over to oneself, a non-member, or by a manager', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const url = `/api/groups/${group.id}/owner`;
    expectError(await call(owner, 'POST', url, { userId: owner.id }), 400, GROUP_MSG.notOnSelf);
    expectError(await call(owner, 'POST', url, { userId: (await buildUser(ctx)).id }), 404, GROUP_MSG.targetNotMember);
    expectError(await call(manager, 'POST', url, { userId: member.id }), 403, GROUP_MSG.ownerOnlyHandOver);
    expect((await call(owner, 'POST', url, {})).statusCode).toBe(400);
    expect(await roleOf(group.id, owner.id)).toBe('OWNER');
  });
});

describe('removal and bans (강퇴, 차단)', () => {
  it('removes a member everywhere at once: membership, event seats (waitlist promoted), notification, audit, access', async () => {
    const { owner, manager, member, another, group } = await staffWorld({ isPublic: false });
    const event = await ok(owner, 'POST', '/api/events', {
      groupId: group.id,
      title: '정원 한 명 이벤트',
      description: '',
      eventDate: new Date(ctx.clock.now().getTime() + 3 * DAY).toISOString(),
      isOnline: false,
      location: '성수역',
      maxParticipants: 2,
      tags: [],
    });
    await ok(member, 'POST', `/api/events/${event.id}/join`);
    await ok(another, 'POST', `/api/events/${event.id}/join`);
    const reason = '광고 글을 반복해서 올렸습니다';
    const response = await call(manager, 'DELETE', `/api/groups/${group.id}/members/${member.id}?reason=${encodeURIComponent(reason)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: GROUP_MSG.memberRemoved });
    expect(await roleOf(group.id, member.id)).toBeNull();
    const [groupRow] = await ctx.deps.db.select({ memberCount: groups.memberCount }).from(groups).where(eq(groups.id, group.id));
    expect(groupRow?.memberCount).toBe(3);
    const seats = await ctx.deps.db
      .select({ userId: eventParticipants.userId, status: eventParticipants.status })
      .from(eventParticipants)
      .where(eq(eventParticipants.eventId, event.id));
    expect(seats).not.toContainEqual(expect.objectContaining({ userId: member.id }));
    expect(seats).toContainEqual({ userId: another.id, status: 'PARTICIPATING' });
    expect(await notificationsOf(another.id, 'EVENT_WAITLIST_PROMOTED')).toHaveLength(1);
    // Told that they were removed, never why: the reason is for the owner and managers (contract §10).
    expect(await notificationsOf(member.id, 'GROUP_MEMBER_REMOVED')).toEqual([
      expect.objectContaining({ relatedId: group.id, message: `'${group.name}' 모임에서 내보내졌습니다.` }),
    ]);
    expect((await auditOf(group.id)).at(-1)).toEqual({
      actorId: manager.id,
      action: 'MEMBER_REMOVED',
      targetType: 'USER',
      targetId: member.id,
      reason,
    });
    expect(await notificationsOf(manager.id, 'GROUP_MEMBER_REMOVED')).toEqual([]);
    // REST access ends at once (a private group), but a plain removal is no ban: they may ask again.
    expectError(await call(member, 'GET', `/api/posts/group/${group.id}`), 403, POST_MSG.membersOnlyRead);
    expect((await call(member, 'POST', `/api/groups/${group.id}/join`, {})).statusCode).toBe(201);
  });

  it('bans with ?ban=true: no joining or requesting until unbanned; the ban list shows who and why', async () => {
    const { owner, member, group } = await staffWorld();
    const response = await call(
      owner,
      'DELETE',
      `/api/groups/${group.id}/members/${member.id}?ban=true&reason=${encodeURIComponent('욕설')}`,
    );
    expect(response.json()).toEqual({ message: GROUP_MSG.memberBanned });
    // The member hears that they were removed and banned, not the staff-only reason (contract §10).
    const news = (await ok<{ content: { type: string; message: string }[] }>(member, 'GET', '/api/notifications')).content;
    expect(news.filter((entry) => entry.type === 'GROUP_MEMBER_REMOVED').map((entry) => entry.message)).toEqual([
      `'${group.name}' 모임에서 내보내졌습니다. 다시 가입할 수 없습니다.`,
    ]);
    expect(JSON.stringify(news)).not.toContain('욕설');
    expectError(await call(member, 'POST', `/api/groups/${group.id}/join`, {}), 403, GROUP_MSG.banned);
    const bans = await ok<{ content: unknown[]; totalElements: number }>(owner, 'GET', `/api/groups/${group.id}/bans`);
    expect(bans.totalElements).toBe(1);
    expect(bans.content).toEqual([
      {
        userId: member.id,
        nickname: member.nickname,
        profileImage: null,
        bannedAt: expect.any(String),
        bannedBy: { id: owner.id, nickname: owner.nickname },
        reason: '욕설',
      },
    ]);
    // Already banned: a clear 409, nothing more written.
    expectError(await call(owner, 'DELETE', `/api/groups/${group.id}/members/${member.id}?ban=true`), 409, GROUP_MSG.alreadyBanned);
    expect((await auditOf(group.id)).filter((row) => row.action === 'MEMBER_BANNED')).toHaveLength(1);

    expect((await call(owner, 'DELETE', `/api/groups/${group.id}/bans/${member.id}`)).json()).toEqual({ message: GROUP_MSG.unbanned });
    expectError(await call(owner, 'DELETE', `/api/groups/${group.id}/bans/${member.id}`), 404, GROUP_MSG.banNotFound);
    expect((await auditOf(group.id)).at(-1)).toMatchObject({ action: 'MEMBER_UNBANNED', targetId: member.id });
    expect((await call(member, 'POST', `/api/groups/${group.id}/join`, {})).statusCode).toBe(201);
  });

  it('keeps a banned user from requesting to join a private group', async () => {
    const { owner, member, group } = await staffWorld({ isPublic: false });
    await ok(owner, 'DELETE', `/api/groups/${group.id}/members/${member.id}?ban=true`);
    expectError(await call(member, 'POST', `/api/groups/${group.id}/join`, { answer: '다시 받아주세요' }), 403, GROUP_MSG.banned);
    expect(await ctx.deps.db.select().from(joinRequests).where(eq(joinRequests.groupId, group.id))).toEqual([]);
  });

  it('refuses removals the policy forbids, in Korean, changing nothing', async () => {
    const { owner, manager, member, another, group } = await staffWorld();
    const secondManager = await buildUser(ctx);
    await joinAs(ctx, secondManager, group.id);
    await ok(owner, 'PUT', `/api/groups/${group.id}/members/${secondManager.id}/role`, { role: 'MANAGER' });
    const remove = (actor: TestUser, userId: number, query = '') =>
      call(actor, 'DELETE', `/api/groups/${group.id}/members/${userId}${query}`);
    const before = await auditOf(group.id);
    expectError(await remove(owner, owner.id), 400, GROUP_MSG.notOnSelf);
    expectError(await remove(manager, manager.id), 400, GROUP_MSG.notOnSelf);
    expectError(await remove(manager, owner.id), 403, GROUP_MSG.notOnOwner);
    expectError(await remove(manager, secondManager.id, '?ban=true'), 403, GROUP_MSG.managerOnManager);
    expectError(await remove(member, another.id), 403, GROUP_MSG.staffOnlyMembers);
    expectError(await remove(owner, (await buildUser(ctx)).id), 404, GROUP_MSG.targetNotMember);
    expectError(await remove(owner, 2_000_000_000), 404, GROUP_MSG.targetNotMember);
    expect((await remove(owner, member.id, `?reason=${'가'.repeat(201)}`)).statusCode).toBe(400);
    expect((await remove(owner, member.id, '?ban=yes')).statusCode).toBe(400);
    expect((await call(null, 'DELETE', `/api/groups/${group.id}/members/${member.id}`)).statusCode).toBe(401);
    expect((await call(member, 'GET', `/api/groups/${group.id}/bans`)).statusCode).toBe(403);
    expectError(await call(member, 'DELETE', `/api/groups/${group.id}/bans/${another.id}`), 403, GROUP_MSG.staffOnlyBans);
    for (const user of [owner, manager, secondManager, member, another]) expect(await roleOf(group.id, user.id)).not.toBeNull();
    expect(await auditOf(group.id)).toEqual(before);
    expect(await ctx.deps.db.select().from(groupBans).where(eq(groupBans.groupId, group.id))).toEqual([]);
    // The owner may remove a manager.
    expect((await remove(owner, secondManager.id)).statusCode).toBe(200);
  });
});

describe('members tab: search and paging', () => {
  it('pages the members, owner and managers first, and finds them by nickname', async () => {
    const { owner, manager, member, another, group } = await staffWorld();
    const page = await ok<{ content: { id: number }[]; totalElements: number; totalPages: number }>(
      owner,
      'GET',
      `/api/groups/${group.id}/members?size=2&page=1`,
    );
    expect(page.totalElements).toBe(4);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((row) => row.id)).toEqual([member.id, another.id]);
    const found = await ok<{ content: { id: number }[]; totalElements: number }>(
      owner,
      'GET',
      `/api/groups/${group.id}/members?query=${encodeURIComponent(manager.nickname.slice(2))}`,
    );
    expect(found.content.map((row) => row.id)).toEqual([manager.id]);
    expect(found.totalElements).toBe(1);
    const none = await ok<{ content: unknown[]; totalElements: number }>(
      owner,
      'GET',
      `/api/groups/${group.id}/members?query=%25%25&page=3`,
    );
    expect(none).toMatchObject({ content: [], totalElements: 0 });
    expect((await call(owner, 'GET', `/api/groups/${group.id}/members?query=${'가'.repeat(21)}`)).statusCode).toBe(400);
  });
});

describe('notices (공지)', () => {
  it('lets staff pin at most 3 posts, listed first with isPinned; the 4th is 409', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const ids: number[] = [];
    for (let index = 0; index < 5; index++)
      ids.push((await ok(member, 'POST', '/api/posts', { groupId: group.id, content: `글 ${index}` })).id);
    const [first, second, third, fourth] = ids as [number, number, number, number];
    expect((await ok<{ isPinned: boolean; canPin: boolean }>(manager, 'PUT', `/api/posts/${first}/pin`)).isPinned).toBe(true);
    await ok(owner, 'PUT', `/api/posts/${second}/pin`);
    await ok(manager, 'PUT', `/api/posts/${third}/pin`);
    expect((await ok<{ isPinned: boolean }>(manager, 'PUT', `/api/posts/${third}/pin`)).isPinned).toBe(true);
    expectError(await call(manager, 'PUT', `/api/posts/${fourth}/pin`), 409, POST_MSG.pinLimit);
    expectError(await call(member, 'PUT', `/api/posts/${fourth}/pin`), 403, POST_MSG.staffOnlyPin);
    expectError(await call(member, 'DELETE', `/api/posts/${first}/pin`), 403, POST_MSG.staffOnlyPin);
    expectError(await call(manager, 'PUT', '/api/posts/2000000000/pin'), 404, POST_MSG.notFound);
    const list = await ok<{ content: { id: number; isPinned: boolean; canPin: boolean }[] }>(member, 'GET', `/api/posts/group/${group.id}`);
    expect(list.content.slice(0, 3).map((post) => post.id)).toEqual([third, second, first]);
    expect(list.content.map((post) => post.isPinned)).toEqual([true, true, true, false, false]);
    expect(list.content.every((post) => !post.canPin)).toBe(true);
    expect((await ok<{ content: { canPin: boolean }[] }>(manager, 'GET', `/api/posts/group/${group.id}`)).content[0]?.canPin).toBe(true);
    expect((await ok<{ isPinned: boolean }>(manager, 'DELETE', `/api/posts/${second}/pin`)).isPinned).toBe(false);
    expect((await ok<{ isPinned: boolean }>(manager, 'PUT', `/api/posts/${fourth}/pin`)).isPinned).toBe(true);
    const pinned = await ctx.deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.groupId, group.id), sql`${posts.pinnedAt} is not null`));
    expect(pinned.map((row) => row.id).sort()).toEqual([first, third, fourth].sort());
  });
});

describe('join question (가입 질문)', () => {
  it('asks applicants to a private group, requires a 1–500 character answer, and shows it to the staff', async () => {
    const owner = await buildUser(ctx);
    const manager = await buildUser(ctx);
    const applicant = await buildUser(ctx);
    const question = '어느 동네에 사시나요?';
    expect((await call(owner, 'POST', '/api/groups', groupBody({ joinQuestion: 'ㄱ'.repeat(201) }))).statusCode).toBe(400);
    const group = await ok<{ id: number; joinQuestion: string | null }>(
      owner,
      'POST',
      '/api/groups',
      groupBody({ joinQuestion: question }),
    );
    expect(group.joinQuestion).toBe(question);
    expect((await ok<{ joinQuestion: string }>(applicant, 'GET', `/api/groups/${group.id}`)).joinQuestion).toBe(question);
    await ok(owner, 'PUT', `/api/groups/${group.id}`, { isPublic: true });
    await joinAs(ctx, manager, group.id);
    await ok(owner, 'PUT', `/api/groups/${group.id}`, { isPublic: false });
    await ok(owner, 'PUT', `/api/groups/${group.id}/members/${manager.id}/role`, { role: 'MANAGER' });

    const missing = await call(applicant, 'POST', `/api/groups/${group.id}/join`, { message: '안녕하세요' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual([{ field: 'answer', message: GROUP_MSG.answerRequired }]);
    expect((await call(applicant, 'POST', `/api/groups/${group.id}/join`, { answer: '   ' })).statusCode).toBe(400);
    const long = await call(applicant, 'POST', `/api/groups/${group.id}/join`, { answer: '가'.repeat(501) });
    expect(long.json().fieldErrors).toEqual([{ field: 'answer', message: GROUP_MSG.answerMax }]);
    expect(await ctx.deps.db.select().from(joinRequests).where(eq(joinRequests.groupId, group.id))).toEqual([]);

    const joined = await ok<{ request: { id: number; question: string; answer: string } }>(
      applicant,
      'POST',
      `/api/groups/${group.id}/join`,
      {
        answer: '성수동이요',
      },
    );
    expect(joined.request).toMatchObject({ question, answer: '성수동이요' });
    // The managers, who handle requests too, are told along with the owner.
    expect(await notificationsOf(manager.id, 'GROUP_JOIN_REQUEST')).toEqual([expect.objectContaining({ relatedId: group.id })]);
    expect(await notificationsOf(owner.id, 'GROUP_JOIN_REQUEST')).toHaveLength(1);
    const requests = await ok<{ content: { answer: string; question: string }[] }>(manager, 'GET', `/api/groups/${group.id}/join-requests`);
    expect(requests.content).toEqual([expect.objectContaining({ question, answer: '성수동이요' })]);
    expect((await call(manager, 'POST', `/api/groups/join-requests/${joined.request.id}/approve`, {})).statusCode).toBe(200);
    expect(await roleOf(group.id, applicant.id)).toBe('MEMBER');

    // Cleared with null; a public group never asks.
    expect(
      (await ok<{ joinQuestion: string | null }>(owner, 'PUT', `/api/groups/${group.id}`, { joinQuestion: null })).joinQuestion,
    ).toBeNull();
  });
});

const groupBody = (overrides: Record<string, unknown>) => ({
  name: `질문 모임 ${Math.random().toString(36).slice(2, 8)}`,
  description: '가입 질문을 확인하는 비공개 모임입니다.',
  categoryIds: [401],
  locationId: 23,
  isPublic: false,
  ...overrides,
});

describe('staff and other people’s content', () => {
  it('lets a manager delete members’ posts, comments and chat messages (audited), never the owner’s or another manager’s', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const secondManager = await buildUser(ctx);
    await joinAs(ctx, secondManager, group.id);
    await ok(owner, 'PUT', `/api/groups/${group.id}/members/${secondManager.id}/role`, { role: 'MANAGER' });
    const post = await ok(member, 'POST', '/api/posts', { groupId: group.id, content: '멤버 글' });
    const ownerPost = await ok(owner, 'POST', '/api/posts', { groupId: group.id, content: '모임장 글' });
    const managerComment = await ok(secondManager, 'POST', `/api/posts/${ownerPost.id}/comments`, { content: '운영진 댓글' });
    const memberComment = await ok(member, 'POST', `/api/posts/${ownerPost.id}/comments`, { content: '멤버 댓글' });
    const chat = await ok(member, 'POST', `/api/groups/${group.id}/chat/messages`, { message: '멤버 채팅' });
    const ownerChat = await ok(owner, 'POST', `/api/groups/${group.id}/chat/messages`, { message: '모임장 채팅' });
    const own = await ok(manager, 'POST', '/api/posts', { groupId: group.id, content: '내 글' });

    const listed = await ok<{ content: { id: number; canDelete: boolean }[] }>(manager, 'GET', `/api/posts/group/${group.id}`);
    expect(Object.fromEntries(listed.content.map((row) => [row.id, row.canDelete]))).toEqual({
      [post.id]: true,
      [ownerPost.id]: false,
      [own.id]: true,
    });
    expectError(await call(manager, 'DELETE', `/api/posts/${ownerPost.id}`), 403, GROUP_MSG.notOnOwner);
    expectError(await call(manager, 'DELETE', `/api/comments/${managerComment.id}`), 403, GROUP_MSG.managerOnManager);
    expectError(await call(manager, 'DELETE', `/api/groups/${group.id}/chat/messages/${ownerChat.id}`), 403, GROUP_MSG.notOnOwner);
    expectError(await call(member, 'DELETE', `/api/groups/${group.id}/chat/messages/${ownerChat.id}`), 403, CHAT_MSG.senderOnly);
    const before = await auditOf(group.id);

    expect((await call(manager, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/api/comments/${memberComment.id}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/api/groups/${group.id}/chat/messages/${chat.id}`)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/api/posts/${own.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/comments/${managerComment.id}`)).statusCode).toBe(200);
    expect((await auditOf(group.id)).slice(before.length)).toEqual([
      { actorId: manager.id, action: 'POST_DELETED', targetType: 'POST', targetId: post.id, reason: null },
      { actorId: manager.id, action: 'COMMENT_DELETED', targetType: 'COMMENT', targetId: memberComment.id, reason: null },
      { actorId: manager.id, action: 'CHAT_MESSAGE_DELETED', targetType: 'CHAT_MESSAGE', targetId: chat.id, reason: null },
      { actorId: owner.id, action: 'COMMENT_DELETED', targetType: 'COMMENT', targetId: managerComment.id, reason: null },
    ]);
  });

  it('never updates or deletes an audit row', async () => {
    const { group } = await staffWorld();
    await expect(ctx.deps.db.update(staffAudit).set({ reason: '고침' }).where(eq(staffAudit.groupId, group.id))).rejects.toThrow();
    await expect(ctx.deps.db.delete(staffAudit).where(eq(staffAudit.groupId, group.id))).rejects.toThrow();
    expect(await auditOf(group.id)).toHaveLength(1);
  });

  it('lets staff edit, cancel and delete members’ events, not the owner’s (manager)', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const input = {
      groupId: group.id,
      title: '번개 모임',
      description: '',
      eventDate: new Date(ctx.clock.now().getTime() + 3 * DAY).toISOString(),
      isOnline: false,
      location: '성수역',
      maxParticipants: 5,
      tags: [],
    };
    const memberEvent = await ok(member, 'POST', '/api/events', input);
    const ownerEvent = await ok(owner, 'POST', '/api/events', input);
    expect((await call(manager, 'PUT', `/api/events/${memberEvent.id}`, { title: '운영진이 고친 제목' })).statusCode).toBe(200);
    expectError(await call(manager, 'POST', `/api/events/${ownerEvent.id}/cancel`), 403, GROUP_MSG.notOnOwner);
    expect((await call(manager, 'POST', `/api/events/${memberEvent.id}/cancel`)).statusCode).toBe(200);
  });
});

describe('staff acts racing each other (real parallel requests; PostgreSQL in CI)', () => {
  it('two staff removing and banning the same member at once: one wins, the other hears 404 or 409', async () => {
    for (const banFirst of [true, false]) {
      const { owner, manager, member, group } = await staffWorld();
      const [a, b] = await Promise.all([
        call(owner, 'DELETE', `/api/groups/${group.id}/members/${member.id}?ban=true`),
        call(manager, 'DELETE', `/api/groups/${group.id}/members/${member.id}${banFirst ? '?ban=true' : ''}`),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0]).toBe(200);
      expect([404, 409]).toContain(statuses[1]);
      expect(await roleOf(group.id, member.id)).toBeNull();
      expect((await auditOf(group.id)).filter((row) => row.targetId === member.id)).toHaveLength(1);
      const [count] = await ctx.deps.db.select({ memberCount: groups.memberCount }).from(groups).where(eq(groups.id, group.id));
      expect(count?.memberCount).toBe(3);
      expect(await notificationsOf(member.id, 'GROUP_MEMBER_REMOVED')).toHaveLength(1);
    }
  });

  it('a hand-over racing the removal of the new owner: one owner, who is a member, whatever the order', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const [handOver, removal] = await Promise.all([
      call(owner, 'POST', `/api/groups/${group.id}/owner`, { userId: member.id }),
      call(manager, 'DELETE', `/api/groups/${group.id}/members/${member.id}`),
    ]);
    const outcome = [handOver.statusCode, removal.statusCode];
    // Hand-over first: the member is the owner, whom a manager cannot remove. Removal first: nobody to hand to.
    expect([
      [200, 403],
      [404, 200],
    ]).toContainEqual(outcome);
    const owners = await ctx.deps.db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, group.id), eq(groupMembers.role, 'OWNER')));
    const [row] = await ctx.deps.db.select({ ownerId: groups.ownerId }).from(groups).where(eq(groups.id, group.id));
    expect(owners).toEqual([{ userId: row?.ownerId }]);
    expect(row?.ownerId).toBe(outcome[0] === 200 ? member.id : owner.id);
  });

  it('pinning a 4th post from two tabs: one 200, one 409, three pinned', async () => {
    const { owner, manager, member, group } = await staffWorld();
    const ids: number[] = [];
    for (let index = 0; index < 5; index++)
      ids.push((await ok(member, 'POST', '/api/posts', { groupId: group.id, content: `경쟁 글 ${index}` })).id);
    for (const id of ids.slice(0, 2)) await ok(owner, 'PUT', `/api/posts/${id}/pin`);
    const answers = await Promise.all([call(owner, 'PUT', `/api/posts/${ids[2]}/pin`), call(manager, 'PUT', `/api/posts/${ids[3]}/pin`)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const pinned = await ctx.deps.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.groupId, group.id), sql`${posts.pinnedAt} is not null`));
    expect(pinned).toHaveLength(3);
  });
});
