import { GROUP_MSG, MSG } from '@dongne/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { groupMembers, groups, joinRequests, notifications } from '../../db/schema.ts';

const ctx = setupTestApp();
const join = (groupId: number, user?: TestUser, message?: string) =>
  ctx.request({ method: 'POST', url: `/api/groups/${groupId}/join`, token: user?.accessToken, payload: message ? { message } : {} });
const memberCount = async (groupId: number) => (await ctx.deps.db.select().from(groups).where(eq(groups.id, groupId)))[0]?.memberCount;
const notificationsOf = (userId: number) => ctx.deps.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/groups/{id}/join', () => {
  it('makes a member of a public group at once and tells the owner', async () => {
    const owner = await buildUser(ctx);
    const user = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    const response = await join(group.id, user);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'APPROVED', message: GROUP_MSG.joined });
    expect(await memberCount(group.id)).toBe(2);
    expect(await notificationsOf(owner.id)).toContainEqual(
      expect.objectContaining({ type: 'GROUP_JOIN', relatedType: 'GROUP', relatedId: group.id, isRead: false }),
    );
    const detail = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}`, token: user.accessToken });
    expect(detail.json()).toMatchObject({ isMember: true, membership: 'MEMBER', memberCount: 2 });
  });

  it('files a pending request for a private group and tells the owner', async () => {
    const owner = await buildUser(ctx);
    const user = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const response = await join(group.id, user, '  안녕하세요, 함께하고 싶어요!  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'PENDING',
      request: { status: 'PENDING', userId: user.id, userName: user.nickname, requestMessage: '안녕하세요, 함께하고 싶어요!' },
    });
    expect(await memberCount(group.id)).toBe(1);
    expect(await notificationsOf(owner.id)).toContainEqual(expect.objectContaining({ type: 'GROUP_JOIN_REQUEST', relatedId: group.id }));
    const detail = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}`, token: user.accessToken });
    expect(detail.json()).toMatchObject({ isMember: false, membership: 'PENDING' });
    const again = await join(group.id, user);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(GROUP_MSG.alreadyPending);
  });

  it('refuses guests, members, the owner, unknown groups and full groups', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, maxMembers: 2 });
    expect((await join(group.id)).statusCode).toBe(401);
    expect((await join(group.id, owner)).json()).toMatchObject({ status: 409, message: GROUP_MSG.alreadyMember });
    expect((await join(999_999, owner)).json()).toMatchObject({ status: 404, message: GROUP_MSG.notFound });
    expect((await join(group.id, await buildUser(ctx))).statusCode).toBe(201);
    const full = await join(group.id, await buildUser(ctx));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(GROUP_MSG.full);
    expect(await memberCount(group.id)).toBe(2);
    const tooLong = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/join`,
      token: owner.accessToken,
      payload: { message: '가'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('never exceeds capacity when 20 people join 5 free seats at once', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, maxMembers: 6 });
    const joiners = await Promise.all(Array.from({ length: 20 }, () => buildUser(ctx)));
    const responses = await Promise.all(joiners.map((user) => join(group.id, user)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(await memberCount(group.id)).toBe(6);
    expect(await ctx.deps.db.select().from(groupMembers).where(eq(groupMembers.groupId, group.id))).toHaveLength(6);
  });
});

describe('POST /api/groups/{id}/leave', () => {
  it('lets a member leave but not the owner or a stranger', async () => {
    const owner = await buildUser(ctx);
    const member = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await join(group.id, member);
    const leave = (user?: TestUser) => ctx.request({ method: 'POST', url: `/api/groups/${group.id}/leave`, token: user?.accessToken });
    expect((await leave()).statusCode).toBe(401);
    expect((await leave(owner)).json()).toMatchObject({ status: 400, message: GROUP_MSG.ownerCannotLeave });
    expect((await leave(await buildUser(ctx))).json()).toMatchObject({ status: 400, message: GROUP_MSG.notMember });
    expect((await leave(member)).statusCode).toBe(200);
    expect(await memberCount(group.id)).toBe(1);
    expect((await ctx.request({ method: 'POST', url: '/api/groups/999999/leave', token: member.accessToken })).statusCode).toBe(404);
  });
});

describe('GET /api/groups/{id}/members', () => {
  it('lists a public group’s members for anyone, the owner first', async () => {
    const owner = await buildUser(ctx);
    const member = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await join(group.id, member);
    const response = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/members` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      totalElements: 2,
      content: [
        { id: owner.id, role: 'OWNER', nickname: owner.nickname },
        { id: member.id, role: 'MEMBER' },
      ],
    });
  });

  it('keeps a private group’s members to its members', async () => {
    const owner = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false });
    const url = `/api/groups/${group.id}/members`;
    expect((await ctx.request({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await ctx.request({ method: 'GET', url, token: (await buildUser(ctx)).accessToken });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().message).toBe(GROUP_MSG.membersOnly);
    expect((await ctx.request({ method: 'GET', url, token: owner.accessToken })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: '/api/groups/999999/members' })).statusCode).toBe(404);
  });
});

describe('join requests', () => {
  async function pendingRequest() {
    const owner = await buildUser(ctx);
    const requester = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner, isPublic: false, maxMembers: 3 });
    const requestId: number = (await join(group.id, requester, '가입 부탁드려요')).json().request.id;
    return { owner, requester, group, requestId };
  }

  it('shows the owner the requests by status, and nobody else', async () => {
    const { owner, requester, group, requestId } = await pendingRequest();
    const list = (user: TestUser | undefined, query = '') =>
      ctx.request({ method: 'GET', url: `/api/groups/${group.id}/join-requests${query}`, token: user?.accessToken });
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await list(requester)).json()).toMatchObject({ status: 403, message: GROUP_MSG.staffOnlyRequests });
    const pending = await list(owner, '?status=PENDING');
    expect(pending.json().content).toEqual([
      expect.objectContaining({ id: requestId, status: 'PENDING', requestMessage: '가입 부탁드려요' }),
    ]);
    expect((await list(owner, '?status=APPROVED')).json().content).toEqual([]);
    expect((await list(owner, '?status=WHATEVER')).statusCode).toBe(400);
  });

  it('approves: the requester becomes a member and is told; approving twice is 409', async () => {
    const { owner, requester, group, requestId } = await pendingRequest();
    const approve = (user: TestUser) =>
      ctx.request({
        method: 'POST',
        url: `/api/groups/join-requests/${requestId}/approve`,
        token: user.accessToken,
        payload: { message: '환영해요!' },
      });
    expect((await approve(requester)).statusCode).toBe(403);
    const response = await approve(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'APPROVED', approvedBy: owner.id, approvalMessage: '환영해요!' });
    expect(await memberCount(group.id)).toBe(2);
    expect(await notificationsOf(requester.id)).toContainEqual(
      expect.objectContaining({ type: 'GROUP_JOIN_APPROVED', relatedId: group.id }),
    );
    const twice = await approve(owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(GROUP_MSG.requestNotPending);
    const mine = await ctx.request({ method: 'GET', url: '/api/groups/my', token: requester.accessToken });
    expect(mine.json().content.map((entry: { id: number }) => entry.id)).toContain(group.id);
  });

  it('rejects with a reason the requester is told', async () => {
    const { owner, requester, group, requestId } = await pendingRequest();
    const response = await ctx.request({
      method: 'POST',
      url: `/api/groups/join-requests/${requestId}/reject`,
      token: owner.accessToken,
      payload: { reason: '정원이 곧 찹니다' },
    });
    expect(response.json()).toMatchObject({ status: 'REJECTED', rejectedReason: '정원이 곧 찹니다' });
    const [sent] = (await notificationsOf(requester.id)).filter((row) => row.type === 'GROUP_JOIN_REJECTED');
    expect(sent?.message).toContain('정원이 곧 찹니다');
    expect(await memberCount(group.id)).toBe(1);
  });

  it('re-checks capacity when approving', async () => {
    const { owner, group, requestId } = await pendingRequest();
    const others = await Promise.all([buildUser(ctx), buildUser(ctx)]);
    const ids = [];
    for (const other of others) ids.push((await join(group.id, other)).json().request.id);
    for (const id of ids)
      await ctx.request({ method: 'POST', url: `/api/groups/join-requests/${id}/approve`, token: owner.accessToken, payload: {} });
    const response = await ctx.request({
      method: 'POST',
      url: `/api/groups/join-requests/${requestId}/approve`,
      token: owner.accessToken,
      payload: {},
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(GROUP_MSG.full);
    expect(await memberCount(group.id)).toBe(3);
  });

  it('lets the requester see and cancel a pending request, and nobody else cancel it', async () => {
    const { requester, group, requestId } = await pendingRequest();
    const mine = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/my-join-request`, token: requester.accessToken });
    expect(mine.json()).toMatchObject({ id: requestId, status: 'PENDING' });
    const cancel = (user: TestUser) =>
      ctx.request({ method: 'POST', url: `/api/groups/${group.id}/join-requests/${requestId}/cancel`, token: user.accessToken });
    expect((await cancel(await buildUser(ctx))).statusCode).toBe(403);
    expect((await cancel(requester)).statusCode).toBe(200);
    const [row] = await ctx.deps.db
      .select()
      .from(joinRequests)
      .where(and(eq(joinRequests.id, requestId)));
    expect(row?.status).toBe('CANCELLED');
    expect(
      (await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/my-join-request`, token: requester.accessToken })).statusCode,
    ).toBe(404);
    expect((await cancel(requester)).statusCode).toBe(409);
    expect((await join(group.id, requester)).statusCode).toBe(201);
  });

  it('answers 404 for unknown requests and 401 for guests', async () => {
    const owner = await buildUser(ctx);
    expect(
      (
        await ctx.request({ method: 'POST', url: '/api/groups/join-requests/999999/approve', token: owner.accessToken, payload: {} })
      ).json(),
    ).toMatchObject({
      status: 404,
      message: GROUP_MSG.requestNotFound,
    });
    expect((await ctx.request({ method: 'POST', url: '/api/groups/join-requests/1/reject', payload: {} })).statusCode).toBe(401);
    expect((await ctx.request({ method: 'GET', url: '/api/groups/1/my-join-request' })).json().message).toBe(MSG.unauthorized);
  });
});
