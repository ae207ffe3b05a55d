import { reportQueueItemSchema, reportQueuePageSchema, SAFETY_MSG } from '@dongne/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildGroupWithMember, buildPost, buildUser, joinAs, type TestUser, uploadImage } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { stompClientsFor } from '../../../test/stomp-clients.ts';
import {
  chatMessages,
  comments,
  events,
  groups,
  notifications,
  posts,
  reports,
  reportTargets,
  staffAudit,
  users,
} from '../../db/schema.ts';
import { deleteReportsMadeBy, forgetSnapshotAuthor } from './reports.repo.ts';

const ctx = setupTestApp({ STOMP_HEARTBEAT_MS: '300' }, { listen: true });
const connect = stompClientsFor(ctx);

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const as = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  ctx.request({ method, url, ...(user ? { token: user.accessToken } : {}), ...(payload ? { payload } : {}) });
const report = (user: TestUser, targetType: string, targetId: number, extra: object = {}) =>
  as(user, 'POST', '/api/reports', { targetType, targetId, reason: 'SPAM', ...extra });

/**
 * One target's entry in the operators' queue, read page by page: on PostgreSQL every test file of a
 * run shares the database, so other files' reports can fill the first page.
 */
async function queueEntry(admin: TestUser, status: 'OPEN' | 'RESOLVED', targetType: string, targetId: number) {
  for (let page = 0; ; page += 1) {
    const answer = await as(admin, 'GET', `/api/admin/reports?status=${status}&size=100&page=${page}`);
    expect(answer.statusCode).toBe(200);
    const { content, last } = reportQueuePageSchema.parse(answer.json());
    const entry = content.find((candidate) => candidate.targetType === targetType && candidate.targetId === targetId);
    if (entry || last) return entry;
  }
}

async function operator(): Promise<TestUser> {
  const user = await buildUser(ctx);
  await ctx.deps.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
  return user;
}

/** A public group with its owner, the author of a post and four more members. */
async function cast() {
  const { owner, member: author, group } = await buildGroupWithMember(ctx);
  const members: TestUser[] = [];
  for (let i = 0; i < 4; i++) {
    const user = await buildUser(ctx);
    await joinAs(ctx, user, group.id);
    members.push(user);
  }
  const [a, b, c, d] = members as [TestUser, TestUser, TestUser, TestUser];
  return { owner, author, group, a, b, c, d };
}

async function reportByThree(reporters: TestUser[], targetType: string, targetId: number) {
  for (const user of reporters) expect((await report(user, targetType, targetId)).statusCode).toBe(201);
}

const auditRows = (action: string, targetId: number) =>
  ctx.deps.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.action, action as never), eq(staffAudit.targetId, targetId)));

describe('POST /api/reports (contract §11)', () => {
  it('stores a report with the target’s snapshot; 401 for guests, 400 for bad input, 409 for the same target twice', async () => {
    const { author, group, a } = await cast();
    const image = await uploadImage(ctx, author, 'post');
    const post = await ctx.deps.db
      .insert(posts)
      .values({ groupId: group.id, authorId: author.id, content: '광고 글입니다', imageUrls: [image] })
      .returning({ id: posts.id });
    const postId = post[0]?.id ?? 0;

    expect((await as(null, 'POST', '/api/reports', { targetType: 'POST', targetId: postId, reason: 'SPAM' })).statusCode).toBe(401);
    const bad = await as(a, 'POST', '/api/reports', { targetType: 'POSTS', targetId: -1, detail: 'x'.repeat(1001) });
    expect(bad.statusCode).toBe(400);
    const fields = Object.fromEntries(
      bad.json().fieldErrors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(fields).toMatchObject({
      targetType: SAFETY_MSG.reportTargetRequired,
      reason: SAFETY_MSG.reportReasonRequired,
      detail: SAFETY_MSG.reportDetailMax,
    });

    const created = await report(a, 'POST', postId, { reason: 'ABUSE', detail: '  욕설이 있어요  ' });
    expect(created.statusCode).toBe(201);
    const [row] = await ctx.deps.db.select().from(reports).where(eq(reports.id, created.json().id));
    expect(row).toMatchObject({ reporterId: a.id, targetType: 'POST', targetId: postId, reason: 'ABUSE', detail: '욕설이 있어요' });
    const [target] = await ctx.deps.db
      .select()
      .from(reportTargets)
      .where(and(eq(reportTargets.targetType, 'POST'), eq(reportTargets.targetId, postId)));
    expect(target).toMatchObject({ status: 'OPEN', hiddenAt: null });
    expect(target?.snapshot).toEqual({
      text: '광고 글입니다',
      imageUrls: [image],
      authorId: author.id,
      authorNickname: author.nickname,
      groupId: group.id,
      groupName: group.name,
    });

    const again = await report(a, 'POST', postId, { reason: 'OTHER' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAFETY_MSG.reportDuplicate);
    expect(await ctx.deps.db.select().from(reports).where(eq(reports.reporterId, a.id))).toHaveLength(1);
  });

  it('one report per user and target even when two arrive at once', async () => {
    const { author, group, a } = await cast();
    const post = await buildPost(ctx, { author, groupId: group.id });
    const answers = await Promise.all([report(a, 'POST', post.id), report(a, 'POST', post.id), report(a, 'POST', post.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      await ctx.deps.db
        .select()
        .from(reports)
        .where(and(eq(reports.reporterId, a.id), eq(reports.targetId, post.id))),
    ).toHaveLength(1);
  });

  it('404 for what the user cannot see, 400 for their own things', async () => {
    const owner = await buildUser(ctx);
    const outsider = await buildUser(ctx);
    const secret = await buildGroup(ctx, { owner, isPublic: false });
    const secretPost = await ctx.deps.db.insert(posts).values({ groupId: secret.id, authorId: owner.id, content: '비공개' }).returning();
    const postId = secretPost[0]?.id ?? 0;
    const message = await as(owner, 'POST', `/api/groups/${secret.id}/chat/messages`, { message: '비밀 대화' });
    expect(message.statusCode).toBe(201);
    const comment = await as(owner, 'POST', `/api/posts/${postId}/comments`, { content: '비공개 댓글' });
    for (const [type, id] of [
      ['POST', postId],
      ['COMMENT', comment.json().id],
      ['CHAT_MESSAGE', message.json().id],
      ['POST', 999_999_999],
      ['USER', 999_999_999],
      ['GROUP', 999_999_999],
      ['EVENT', 999_999_999],
    ] as const) {
      const answer = await report(outsider, type, id);
      expect(answer.statusCode, `${type} ${id}`).toBe(404);
      expect(answer.json().message).toBe(SAFETY_MSG.reportNotFound);
    }
    // A private group itself is seen in lists, so it can be reported.
    expect((await report(outsider, 'GROUP', secret.id)).statusCode).toBe(201);
    for (const [type, id] of [
      ['POST', postId],
      ['COMMENT', comment.json().id],
      ['CHAT_MESSAGE', message.json().id],
      ['USER', owner.id],
      ['GROUP', secret.id],
    ] as const) {
      const answer = await report(owner, type, id);
      expect(answer.statusCode, `${type}`).toBe(400);
      expect(answer.json().message).toBe(SAFETY_MSG.reportOwn);
    }
    expect(await ctx.deps.db.select().from(reports).where(eq(reports.reporterId, owner.id))).toHaveLength(0);
  });

  it('at most 20 reports per user per hour (429)', async () => {
    const user = await buildUser(ctx);
    const others = await Promise.all(Array.from({ length: 21 }, () => buildUser(ctx)));
    for (const other of others.slice(0, 20)) expect((await report(user, 'USER', other.id)).statusCode).toBe(201);
    const over = await report(user, 'USER', others[20]?.id ?? 0);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(await ctx.deps.db.select().from(reports).where(eq(reports.reporterId, user.id))).toHaveLength(20);
  });
});

describe('auto-hide after 3 reporters (contract §11)', () => {
  it('hides a post from everyone but its author and operators: lists, detail, feed, group preview', async () => {
    const { author, group, a, b, c, d } = await cast();
    const image = await uploadImage(ctx, author, 'post');
    const created = await as(author, 'POST', '/api/posts', { groupId: group.id, content: '문제의 글', imageUrls: [image] });
    const postId = created.json().id;
    await reportByThree([a, b], 'POST', postId);
    let seen = await as(d, 'GET', `/api/posts/${postId}`);
    expect(seen.json()).toMatchObject({ isHidden: false, content: '문제의 글' });
    await reportByThree([c], 'POST', postId);

    const [row] = await ctx.deps.db.select({ hiddenAt: posts.hiddenAt }).from(posts).where(eq(posts.id, postId));
    expect(row?.hiddenAt).not.toBeNull();
    const list = await as(d, 'GET', `/api/posts/group/${group.id}`);
    const inList = list.json().content.find((post: { id: number }) => post.id === postId);
    expect(inList).toMatchObject({ isHidden: true, content: SAFETY_MSG.hiddenContent, imageUrls: [] });
    seen = await as(d, 'GET', `/api/posts/${postId}`);
    expect(seen.json()).toMatchObject({ isHidden: true, content: SAFETY_MSG.hiddenContent, imageUrls: [] });
    const guest = await as(null, 'GET', `/api/posts/${postId}`);
    expect(guest.json()).toMatchObject({ isHidden: true, content: SAFETY_MSG.hiddenContent });
    const feed = await as(d, 'GET', '/api/posts?size=50');
    expect(feed.json().content.find((post: { id: number }) => post.id === postId)).toMatchObject({ content: SAFETY_MSG.hiddenContent });
    const detail = await as(d, 'GET', `/api/groups/${group.id}`);
    expect(detail.json().preview.posts.find((post: { id: number }) => post.id === postId).content).toBe(SAFETY_MSG.hiddenContent);

    const own = await as(author, 'GET', `/api/posts/${postId}`);
    expect(own.json()).toMatchObject({ isHidden: true, content: '문제의 글', imageUrls: [image] });
    const admin = await operator();
    expect((await as(admin, 'GET', `/api/posts/${postId}`)).json()).toMatchObject({ isHidden: true, content: '문제의 글' });
  });

  it('hides a comment, and the notification that quoted it', async () => {
    const { author, group, a, b, c } = await cast();
    const post = await buildPost(ctx, { author, groupId: group.id });
    const comment = await as(a, 'POST', `/api/posts/${post.id}/comments`, { content: '나쁜 말이 담긴 댓글' });
    const before = await as(author, 'GET', '/api/notifications');
    expect(before.json().content[0].message).toContain('나쁜 말이 담긴 댓글');
    await reportByThree([b, c, author], 'COMMENT', comment.json().id);

    const list = await as(b, 'GET', `/api/posts/${post.id}/comments`);
    expect(list.json().content[0]).toMatchObject({ id: comment.json().id, isHidden: true, content: SAFETY_MSG.hiddenContent });
    const own = await as(a, 'GET', `/api/comments/${comment.json().id}`);
    expect(own.json()).toMatchObject({ isHidden: true, content: '나쁜 말이 담긴 댓글' });
    const after = await as(author, 'GET', '/api/notifications');
    expect(after.json().content[0].message).toBe(`${a.nickname}님: ${SAFETY_MSG.hiddenContent}`);
    expect(after.json().content[0].message).not.toContain('나쁜 말');
  });

  it('re-broadcasts a chat message hidden to the room, and history and gap fill carry it hidden', async () => {
    const { author, group, a, b, c, d } = await cast();
    const topic = `/topic/group.${group.id}`;
    const watcher = await connect(d.accessToken);
    await watcher.subscribe(topic);
    const sent = await as(author, 'POST', `/api/groups/${group.id}/chat/messages`, { message: '도배 메시지' });
    const messageId = sent.json().id;
    await watcher.waitFor(topic, 1);
    await reportByThree([a, b, c], 'CHAT_MESSAGE', messageId);

    const [, hidden] = (await watcher.waitFor(topic, 2)) as { id: number; isHidden: boolean; content: string }[];
    expect(hidden).toMatchObject({ id: messageId, isHidden: true, content: SAFETY_MSG.hiddenContent, isDeleted: false });

    const history = await as(d, 'GET', `/api/groups/${group.id}/chat/messages`);
    expect(history.json().content.find((m: { id: number }) => m.id === messageId)).toMatchObject({
      isHidden: true,
      content: SAFETY_MSG.hiddenContent,
    });
    const own = await as(author, 'GET', `/api/groups/${group.id}/chat/messages`);
    expect(own.json().content.find((m: { id: number }) => m.id === messageId)).toMatchObject({ isHidden: true, content: '도배 메시지' });
    const gap = await as(d, 'GET', `/api/groups/${group.id}/chat/messages?afterId=${messageId}`);
    expect(gap.json().content.find((m: { id: number }) => m.id === messageId)).toMatchObject({
      isHidden: true,
      content: SAFETY_MSG.hiddenContent,
    });
    // An operator in the room reads the text over REST, the page and the gap fill alike.
    const admin = await operator();
    expect((await as(admin, 'POST', `/api/groups/${group.id}/join`, {})).statusCode).toBeLessThan(300);
    for (const url of [`/api/groups/${group.id}/chat/messages`, `/api/groups/${group.id}/chat/messages?afterId=${messageId - 1}`]) {
      const read = await as(admin, 'GET', url);
      expect(read.json().content.find((m: { id: number }) => m.id === messageId)).toMatchObject({ isHidden: true, content: '도배 메시지' });
    }
    const [row] = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
    expect(row?.hiddenAt).not.toBeNull();
    expect(row?.moderatedAt).not.toBeNull();
  });
});

describe('operators’ reports queue (contract §13)', () => {
  it('is 404 for everyone but operators, and changes nothing', async () => {
    const { author, group, a } = await cast();
    const post = await buildPost(ctx, { author, groupId: group.id });
    await report(a, 'POST', post.id);
    const missing = await as(a, 'GET', '/api/admin/no-such-thing');
    for (const user of [null, a]) {
      expect((await as(user, 'GET', '/api/admin/reports')).statusCode).toBe(404);
      const resolve = await as(user, 'POST', `/api/admin/reports/POST/${post.id}/resolve`, { action: 'DELETE', reason: '광고' });
      expect(resolve.statusCode).toBe(404);
      expect(resolve.json().message).toBe(missing.json().message);
    }
    expect(await ctx.deps.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(1);
  });

  it('lists targets grouped with their reports; DISMISS shows the content again, closes it and tells the reporters', async () => {
    const { author, group, a, b, c, d } = await cast();
    const admin = await operator();
    const post = await buildPost(ctx, { author, groupId: group.id, content: '가려질 글' });
    await report(a, 'POST', post.id, { reason: 'ABUSE', detail: '욕설' });
    await reportByThree([b, c], 'POST', post.id);

    const item = await queueEntry(admin, 'OPEN', 'POST', post.id);
    expect(item).toMatchObject({ isHidden: true, isDeleted: false, reportCount: 3, resolution: null, resolvedAt: null });
    expect(item?.snapshot).toMatchObject({ text: '가려질 글', authorId: author.id, groupId: group.id, groupName: group.name });
    expect(item?.reports.map((entry) => entry.reporterNickname)).toEqual([a.nickname, b.nickname, c.nickname]);
    expect(item?.reports[0]).toMatchObject({ reason: 'ABUSE', detail: '욕설', reporterId: a.id });

    const bad = await as(admin, 'POST', `/api/admin/reports/POST/${post.id}/resolve`, { action: 'NOPE' });
    expect(bad.statusCode).toBe(400);
    expect(await as(admin, 'POST', `/api/admin/reports/POST/${d.id}999/resolve`, { action: 'DISMISS', reason: '확인' })).toMatchObject({
      statusCode: 404,
    });

    const live = await connect(a.accessToken);
    await live.subscribe('/user/queue/notifications');
    const resolved = await as(admin, 'POST', `/api/admin/reports/POST/${post.id}/resolve`, { action: 'DISMISS', reason: '문제 없음' });
    expect(resolved.statusCode).toBe(200);
    expect(reportQueueItemSchema.parse(resolved.json())).toMatchObject({
      resolution: 'DISMISS',
      resolutionReason: '문제 없음',
      isHidden: false,
    });
    expect((await as(d, 'GET', `/api/posts/${post.id}`)).json()).toMatchObject({ isHidden: false, content: '가려질 글' });

    const [pushed] = (await live.waitFor('/user/queue/notifications', 1)) as { type: string; message: string }[];
    expect(pushed).toMatchObject({ type: 'REPORT_RESOLVED' });
    for (const reporter of [a, b, c]) {
      const [notice] = await ctx.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, reporter.id), eq(notifications.type, 'REPORT_RESOLVED')));
      expect(notice?.message).toBe('신고하신 내용을 검토했습니다. 알려주셔서 감사합니다.');
    }
    expect(await auditRows('REPORT_DISMISSED', post.id)).toMatchObject([
      { actorId: admin.id, targetType: 'POST', groupId: group.id, reason: '문제 없음' },
    ]);

    const twice = await as(admin, 'POST', `/api/admin/reports/POST/${post.id}/resolve`, { action: 'HIDE', reason: '다시' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(SAFETY_MSG.reportAlreadyResolved);
    expect(await queueEntry(admin, 'RESOLVED', 'POST', post.id)).toMatchObject({ resolution: 'DISMISS' });
    // A new report opens it again, its reporters counted afresh.
    await report(d, 'POST', post.id);
    expect((await as(d, 'GET', `/api/posts/${post.id}`)).json().isHidden).toBe(false);
  });

  it('HIDE hides below the threshold; actions that do not fit the target are 400', async () => {
    const { author, group, a } = await cast();
    const admin = await operator();
    const post = await buildPost(ctx, { author, groupId: group.id });
    await report(a, 'POST', post.id);
    await report(a, 'USER', author.id);
    for (const action of ['HIDE', 'DELETE']) {
      const answer = await as(admin, 'POST', `/api/admin/reports/USER/${author.id}/resolve`, { action, reason: '부적절' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(SAFETY_MSG.actionNotApplicable);
    }
    const hidden = await as(admin, 'POST', `/api/admin/reports/POST/${post.id}/resolve`, { action: 'HIDE', reason: '부적절' });
    expect(hidden.statusCode).toBe(200);
    expect((await as(a, 'GET', `/api/posts/${post.id}`)).json()).toMatchObject({ isHidden: true, content: SAFETY_MSG.hiddenContent });
    expect(await auditRows('CONTENT_HIDDEN', post.id)).toHaveLength(1);
  });

  it('DELETE removes a post, a comment, and a chat message (broadcast deleted)', async () => {
    const { author, group, a, d } = await cast();
    const admin = await operator();
    const post = await buildPost(ctx, { author, groupId: group.id });
    const comment = (await as(author, 'POST', `/api/posts/${post.id}/comments`, { content: '댓글' })).json();
    const message = (await as(author, 'POST', `/api/groups/${group.id}/chat/messages`, { message: '메시지' })).json();
    const topic = `/topic/group.${group.id}`;
    const watcher = await connect(d.accessToken);
    await watcher.subscribe(topic);
    for (const [type, id] of [
      ['COMMENT', comment.id],
      ['CHAT_MESSAGE', message.id],
      ['POST', post.id],
    ] as const) {
      await report(a, type, id);
      const answer = await as(admin, 'POST', `/api/admin/reports/${type}/${id}/resolve`, { action: 'DELETE', reason: '삭제' });
      expect(answer.statusCode, type).toBe(200);
      expect(answer.json()).toMatchObject({ isDeleted: true, resolution: 'DELETE' });
      expect(await auditRows('CONTENT_DELETED', id)).toMatchObject([{ actorId: admin.id, targetType: type, groupId: group.id }]);
    }
    const [deleted] = (await watcher.waitFor(topic, 1)) as { id: number; isDeleted: boolean }[];
    expect(deleted).toMatchObject({ id: message.id, isDeleted: true });
    expect(await ctx.deps.db.select().from(posts).where(eq(posts.id, post.id))).toHaveLength(0);
    expect(await ctx.deps.db.select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(0);
    const [row] = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row?.isDeleted).toBe(true);
  });

  it('SUSPEND suspends the author (never an operator or oneself); DELETE_GROUP deletes the group', async () => {
    const { author, group, a } = await cast();
    const admin = await operator();
    const post = await buildPost(ctx, { author, groupId: group.id });
    await report(a, 'POST', post.id);
    const suspended = await as(admin, 'POST', `/api/admin/reports/POST/${post.id}/resolve`, {
      action: 'SUSPEND',
      reason: '반복 광고',
      suspendDays: 7,
    });
    expect(suspended.statusCode).toBe(200);
    const [user] = await ctx.deps.db.select().from(users).where(eq(users.id, author.id));
    expect(user?.suspendedAt).not.toBeNull();
    expect(user?.suspendedUntil).not.toBeNull();
    expect(await auditRows('USER_SUSPENDED', author.id)).toMatchObject([{ actorId: admin.id, targetType: 'USER', reason: '반복 광고' }]);

    const otherAdmin = await operator();
    await report(a, 'USER', otherAdmin.id);
    const refused = await as(admin, 'POST', `/api/admin/reports/USER/${otherAdmin.id}/resolve`, { action: 'SUSPEND', reason: '정지' });
    expect(refused.statusCode).toBe(400);
    const [still] = await ctx.deps.db
      .select()
      .from(reportTargets)
      .where(and(eq(reportTargets.targetType, 'USER'), eq(reportTargets.targetId, otherAdmin.id)));
    expect(still?.status).toBe('OPEN');

    // An operator's own content: suspending oneself is 400, and nothing is resolved.
    await joinAs(ctx, admin, group.id);
    const adminPost = await buildPost(ctx, { author: admin, groupId: group.id });
    await report(a, 'POST', adminPost.id);
    const self = await as(admin, 'POST', `/api/admin/reports/POST/${adminPost.id}/resolve`, { action: 'SUSPEND', reason: '정지' });
    expect(self.statusCode).toBe(400);
    expect(await auditRows('USER_SUSPENDED', admin.id)).toHaveLength(0);

    const event = await ctx.deps.db
      .insert(events)
      .values({
        groupId: group.id,
        organizerId: author.id,
        title: '번개',
        eventDate: new Date(Date.now() + 86_400_000),
        maxParticipants: 10,
        location: '역삼역',
        tags: [],
      })
      .returning({ id: events.id });
    const eventId = event[0]?.id ?? 0;
    expect((await report(a, 'EVENT', eventId)).statusCode).toBe(201);
    const removed = await as(admin, 'POST', `/api/admin/reports/EVENT/${eventId}/resolve`, { action: 'DELETE_GROUP', reason: '불법 모임' });
    expect(removed.statusCode).toBe(200);
    expect(await ctx.deps.db.select().from(groups).where(eq(groups.id, group.id))).toHaveLength(0);
    expect(await auditRows('GROUP_DELETED', group.id)).toMatchObject([{ actorId: admin.id, targetType: 'GROUP' }]);
    const [notice] = await ctx.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.id), eq(notifications.type, 'GROUP_DELETED')));
    expect(notice).toBeDefined();
  });
});

describe('account deletion helpers (contract §12)', () => {
  it('deleteReportsMadeBy removes a user’s reports; forgetSnapshotAuthor takes their nickname out of snapshots', async () => {
    const { author, group, a } = await cast();
    const post = await buildPost(ctx, { author, groupId: group.id, content: '남는 글' });
    await report(a, 'POST', post.id);
    await report(a, 'USER', author.id);
    await ctx.deps.db.transaction(async (tx) => {
      await deleteReportsMadeBy(tx, a.id);
      await forgetSnapshotAuthor(tx, author.id);
    });
    expect(await ctx.deps.db.select().from(reports).where(eq(reports.reporterId, a.id))).toHaveLength(0);
    const targets = await ctx.deps.db
      .select()
      .from(reportTargets)
      .where(and(eq(reportTargets.targetType, 'POST'), eq(reportTargets.targetId, post.id)));
    expect(targets[0]?.snapshot).toMatchObject({ text: '남는 글', authorId: author.id, authorNickname: '탈퇴한 회원' });
    const [user] = await ctx.deps.db
      .select()
      .from(reportTargets)
      .where(and(eq(reportTargets.targetType, 'USER'), eq(reportTargets.targetId, author.id)));
    expect(user?.snapshot).toMatchObject({ text: null, imageUrls: [], authorNickname: '탈퇴한 회원' });
  });
});
