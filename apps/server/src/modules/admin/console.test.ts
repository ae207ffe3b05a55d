import { ADMIN_USER_MSG, DELETED_USER_NICKNAME } from '@dongne/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';
import { staffAudit, users } from '../../db/schema.ts';
import { insertAudit } from '../audit/audit.repo.ts';

/** The operators' console reads (contract §13): members, the audit log, and the audit rows operators' own acts write. */
const ctx = setupTestApp();
const tag = Date.now().toString(36);

async function operator(): Promise<TestUser> {
  const user = await buildUser(ctx);
  await ctx.deps.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
  return user;
}
const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.request({ method, url, ...(user ? { token: user.accessToken } : {}), ...(payload ? { payload } : {}) });
const auditOf = (actorId: number) => ctx.deps.db.select().from(staffAudit).where(eq(staffAudit.actorId, actorId)).orderBy(staffAudit.id);

describe('GET /api/admin/users and /api/admin/audit for everyone but operators', () => {
  it.each(['/api/admin/users?query=abc', '/api/admin/audit', '/api/admin/audit?action=NOPE'])(
    '%s is 404 as if it did not exist',
    async (url) => {
      const member = await buildUser(ctx);
      const missing = await ctx.request({ method: 'GET', url: '/api/admin/no-such-thing' });
      for (const response of [await as(null, 'GET', url), await as(member, 'GET', url)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe(missing.json().message);
      }
    },
  );
});

describe('finding members (GET /api/admin/users)', () => {
  it('finds by a part of the address or of the nickname (NFKC, any case), exact and prefix matches first, with company and suspension', async () => {
    const admin = await operator();
    const a = await buildUser(ctx, { email: `kim-${tag}@example.com`, nickname: `Kim${tag}` });
    const b = await buildUser(ctx, { email: `park-${tag}@example.com`, nickname: `박${tag}kim` });
    await as(admin, 'POST', `/api/admin/users/${b.id}/suspend`, { reason: '스팸', suspendDays: 7 });

    const byNickname = await as(admin, 'GET', `/api/admin/users?query=${encodeURIComponent(`ＫＩＭ${tag}`)}`);
    expect(byNickname.statusCode).toBe(200);
    expect(byNickname.json().content.map((user: { id: number }) => user.id)).toEqual([a.id]);

    const byPart = (await as(admin, 'GET', `/api/admin/users?query=${tag}`)).json();
    expect(byPart.totalElements).toBe(2);
    expect(byPart.content.map((user: { id: number }) => user.id)).toEqual([b.id, a.id]);
    expect(byPart.content[0]).toEqual({
      id: b.id,
      email: b.email,
      nickname: b.nickname,
      company: { id: 1, name: expect.any(String) },
      role: 'USER',
      suspendedAt: expect.any(String),
      suspendedUntil: expect.any(String),
      createdAt: expect.any(String),
    });
    // The one whose nickname starts with the word comes before one that only contains it.
    const prefix = (await as(admin, 'GET', `/api/admin/users?query=${encodeURIComponent(`박${tag}`)}`)).json();
    expect(prefix.content.map((user: { id: number }) => user.id)).toEqual([b.id]);
    const byAddress = (await as(admin, 'GET', `/api/admin/users?query=PARK-${tag}@`)).json();
    expect(byAddress.content.map((user: { id: number }) => user.id)).toEqual([b.id]);
    // LIKE wildcards match themselves.
    expect((await as(admin, 'GET', `/api/admin/users?query=${encodeURIComponent('%%')}`)).json().content).toEqual([]);

    const newest = (await as(admin, 'GET', '/api/admin/users?size=2')).json();
    expect(newest.size).toBe(2);
    expect(newest.content[0].id).toBeGreaterThan(newest.content[1].id);
    const pastEnd = (await as(admin, 'GET', `/api/admin/users?query=${tag}&page=5`)).json();
    expect(pastEnd).toMatchObject({ content: [], totalElements: 2, number: 5, empty: true });
  });

  it('refuses a one-character word, a long one and bad paging with 400 in Korean', async () => {
    const admin = await operator();
    const cases: [string, string][] = [
      ['query=a', ADMIN_USER_MSG.queryMin],
      [`query=${'a'.repeat(101)}`, ADMIN_USER_MSG.queryMax],
      ['size=0', ''],
      ['page=-1', ''],
      ['size=abc', ''],
    ];
    for (const [query, message] of cases) {
      const response = await as(admin, 'GET', `/api/admin/users?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.length).toBeGreaterThan(0);
      if (message) expect(response.json().fieldErrors).toContainEqual({ field: 'query', message });
    }
    // Blank is no word at all: the newest accounts.
    expect((await as(admin, 'GET', '/api/admin/users?query=%20%20')).statusCode).toBe(200);
  });

  it('narrows through the two-character index (users_admin_search_idx)', async () => {
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from users u where search_bigrams(lower(u.email || ' ' || u.nickname_key)) @> search_bigrams('kim'::text)
            and (lower(u.email) like '%kim%' or u.nickname_key like '%kim%')`,
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('users_admin_search_idx');
  });
});

describe('the audit log (GET /api/admin/audit)', () => {
  it('lists acts newest first with the actor nickname, filtered by actor, group and act, paged', async () => {
    const admin = await operator();
    const staff = await buildUser(ctx);
    const groupId = 900_000 + Math.floor(Math.random() * 90_000);
    await insertAudit(ctx.deps.db, {
      actorId: staff.id,
      action: 'MEMBER_BANNED',
      targetType: 'USER',
      targetId: 7,
      groupId,
      reason: '욕설',
    });
    await insertAudit(ctx.deps.db, { actorId: staff.id, action: 'POST_DELETED', targetType: 'POST', targetId: 8, groupId });
    await insertAudit(ctx.deps.db, { actorId: staff.id, action: 'POST_DELETED', targetType: 'POST', targetId: 9, groupId: null });

    const byActor = await as(admin, 'GET', `/api/admin/audit?actorId=${staff.id}`);
    expect(byActor.statusCode).toBe(200);
    expect(byActor.json().totalElements).toBe(3);
    expect(byActor.json().content.map((entry: { targetId: number }) => entry.targetId)).toEqual([9, 8, 7]);
    expect(byActor.json().content[2]).toEqual({
      id: expect.any(Number),
      actorId: staff.id,
      actorNickname: staff.nickname,
      action: 'MEMBER_BANNED',
      targetType: 'USER',
      targetId: 7,
      groupId,
      reason: '욕설',
      at: expect.any(String),
    });
    const inGroup = (await as(admin, 'GET', `/api/admin/audit?groupId=${groupId}&action=POST_DELETED`)).json();
    expect(inGroup.content.map((entry: { targetId: number }) => entry.targetId)).toEqual([8]);
    const paged = (await as(admin, 'GET', `/api/admin/audit?actorId=${staff.id}&size=2&page=1`)).json();
    expect(paged).toMatchObject({ number: 1, size: 2, totalElements: 3, totalPages: 2, last: true });
    expect(paged.content.map((entry: { targetId: number }) => entry.targetId)).toEqual([7]);
    expect((await as(admin, 'GET', `/api/admin/audit?actorId=${staff.id}&page=9`)).json()).toMatchObject({ totalElements: 3, empty: true });

    // An actor whose account is gone keeps their rows, named as a deleted account.
    await insertAudit(ctx.deps.db, { actorId: 2_000_000_000, action: 'ROLE_CHANGED', targetType: 'USER', targetId: 1, groupId });
    const gone = (await as(admin, 'GET', '/api/admin/audit?actorId=2000000000')).json();
    expect(gone.content[0].actorNickname).toBe(DELETED_USER_NICKNAME);
  });

  it('refuses unknown acts and bad ids with 400', async () => {
    const admin = await operator();
    for (const query of ['action=NOPE', 'actorId=abc', 'groupId=0', 'actorId=-3', 'size=101']) {
      const response = await as(admin, 'GET', `/api/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fieldErrors.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ['actor_id', 'staff_audit_actor_id_at_idx'],
    ['group_id', 'staff_audit_group_id_at_idx'],
    ['action', 'staff_audit_action_at_idx'],
    [null, 'staff_audit_at_idx'],
  ] as const)('filtered by %s, reads %s in order', async (column, index) => {
    const where =
      column === null ? sql`` : column === 'action' ? sql`where a.action = 'USER_SUSPENDED'` : sql`where a.${sql.raw(column)} = 5`;
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select a.id from staff_audit a ${where} order by a.at desc, a.id desc limit 20`,
      );
    });
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain(index);
  });
});

describe("operators' own acts land in the audit log in the same transaction", () => {
  it('suspensions, unsuspensions and company changes, each with its target', async () => {
    const admin = await operator();
    const user = await buildUser(ctx);
    await as(admin, 'POST', `/api/admin/users/${user.id}/suspend`, { reason: '반복 스팸', suspendDays: 3 });
    await as(admin, 'POST', `/api/admin/users/${user.id}/unsuspend`);
    const domain = `audit${tag}.co.kr`;
    const { id } = (await as(admin, 'POST', '/api/admin/companies', { name: `감사 ${tag}`, domains: [domain] })).json();
    await as(admin, 'PUT', `/api/admin/companies/${id}`, { name: `감사2 ${tag}`, domains: [domain] });
    expect((await as(admin, 'DELETE', `/api/admin/companies/${id}`)).statusCode).toBe(204);

    const rows = await auditOf(admin.id);
    expect(rows.map(({ action, targetType, targetId, groupId, reason }) => ({ action, targetType, targetId, groupId, reason }))).toEqual([
      { action: 'USER_SUSPENDED', targetType: 'USER', targetId: user.id, groupId: null, reason: '반복 스팸' },
      { action: 'USER_UNSUSPENDED', targetType: 'USER', targetId: user.id, groupId: null, reason: null },
      { action: 'COMPANY_CREATED', targetType: 'COMPANY', targetId: id, groupId: null, reason: `감사 ${tag} (${domain})` },
      { action: 'COMPANY_UPDATED', targetType: 'COMPANY', targetId: id, groupId: null, reason: `감사2 ${tag} (${domain})` },
      { action: 'COMPANY_REMOVED', targetType: 'COMPANY', targetId: id, groupId: null, reason: `감사2 ${tag} (${domain})` },
    ]);
    const listed = (await as(admin, 'GET', `/api/admin/audit?actorId=${admin.id}&action=USER_SUSPENDED`)).json();
    expect(listed.content).toEqual([expect.objectContaining({ actorNickname: admin.nickname, targetId: user.id, reason: '반복 스팸' })]);
  });

  it('refused acts write no row', async () => {
    const admin = await operator();
    const other = await operator();
    const user = await buildUser(ctx);
    await as(admin, 'POST', `/api/admin/users/${other.id}/suspend`, { reason: '운영자' });
    await as(admin, 'POST', `/api/admin/users/${user.id}/unsuspend`);
    await as(admin, 'POST', '/api/admin/companies', { name: `중복 ${tag}`, domains: ['example.com'] });
    await as(admin, 'DELETE', '/api/admin/companies/999999');
    await as(user, 'POST', `/api/admin/users/${user.id}/suspend`, { reason: '남' });
    expect(await auditOf(admin.id)).toEqual([]);
    expect(
      await ctx.deps.db
        .select()
        .from(staffAudit)
        .where(and(eq(staffAudit.actorId, user.id))),
    ).toEqual([]);
  });
});
