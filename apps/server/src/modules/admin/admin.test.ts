import { ADMIN_MSG, MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, randomIp, signupPayload, type TestUser, uniqueEmail, verifyAddress } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { companies, users } from '../../db/schema.ts';
import { applyAdminEmails } from './admin-access.ts';

const BOSS = `boss-${Date.now().toString(36)}@example.com`;
const EDITS_BUDGET = 12;
const ctx = setupTestApp({ ADMIN_EMAILS: ` ${BOSS.toUpperCase()} , `, WRITE_LIMIT_EDITS: `${EDITS_BUDGET}/1h` });
const DAY = 24 * 60 * 60 * 1000;

async function operator(): Promise<TestUser> {
  const user = await buildUser(ctx);
  await ctx.deps.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, user.id));
  return user;
}
const as = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.request({ method, url, ...(user ? { token: user.accessToken } : {}), ...(payload ? { payload } : {}) });
const login = (user: TestUser) =>
  ctx.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    remoteAddress: randomIp(),
  });

describe('operators (contract §13)', () => {
  it('are named by ADMIN_EMAILS from sign-up on, and carry role in their profile', async () => {
    const token = await verifyAddress(ctx, BOSS, randomIp());
    const signup = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload(BOSS, token),
      remoteAddress: randomIp(),
    });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().user.role).toBe('ADMIN');
    const someone = await buildUser(ctx);
    const profile = await as(someone, 'GET', '/api/users/profile');
    expect(profile.json().role).toBe('USER');
  });

  it('are named by ADMIN_EMAILS at the next start for accounts that already exist', async () => {
    const user = await buildUser(ctx);
    await applyAdminEmails({ db: ctx.deps.db, log: ctx.deps.log, config: { ...ctx.deps.config, adminEmails: [user.email] } });
    const [row] = await ctx.deps.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('ADMIN');
  });
});

describe('/api/admin for everyone but operators', () => {
  it.each([
    ['GET', '/api/admin/companies'],
    ['POST', '/api/admin/companies'],
    ['PUT', '/api/admin/companies/1'],
    ['DELETE', '/api/admin/companies/1'],
    ['POST', '/api/admin/users/1/suspend'],
    ['POST', '/api/admin/users/1/unsuspend'],
  ] as const)('%s %s answers 404 as a route that does not exist, and changes nothing', async (method, url) => {
    const user = await buildUser(ctx);
    const missing = await ctx.request({ method: 'GET', url: '/api/admin/no-such-thing' });
    const before = await ctx.deps.db.select().from(companies);
    for (const response of [
      await as(null, method, url, { name: '해커 주식회사', domains: ['evil.com'], reason: 'x' }),
      await as(user, method, url, { name: '해커 주식회사', domains: ['evil.com'], reason: 'x' }),
      await ctx.request({ method, url, headers: { authorization: 'Bearer not-a-token' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(missing.json().message);
    }
    expect(await ctx.deps.db.select().from(companies)).toEqual(before);
    const [row] = await ctx.deps.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, 1));
    expect(row?.suspendedAt ?? null).toBeNull();
  });
});

describe('companies, for operators', () => {
  it('lists, adds, renames and removes one; a removed company stops sign-ups but keeps its accounts', async () => {
    const admin = await operator();
    const list = await as(admin, 'GET', '/api/admin/companies');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(expect.objectContaining({ id: 1, domains: ['example.com'] }));

    const domain = `c${Date.now().toString(36)}.co.kr`;
    const created = await as(admin, 'POST', '/api/admin/companies', { name: `새회사 ${domain}`, domains: [` ${domain.toUpperCase()} `] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: `새회사 ${domain}`, domains: [domain], userCount: 0 });
    const { id } = created.json();
    const renamed = await as(admin, 'PUT', `/api/admin/companies/${id}`, {
      name: `바뀐회사 ${domain}`,
      domains: [domain, `mail.${domain}`],
    });
    expect(renamed.json()).toMatchObject({ id, name: `바뀐회사 ${domain}`, domains: [domain, `mail.${domain}`] });

    const member = await buildUser(ctx);
    await ctx.deps.db.update(users).set({ companyId: id }).where(eq(users.id, member.id));
    expect((await as(admin, 'DELETE', `/api/admin/companies/${id}`)).statusCode).toBe(204);
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.removedAt).toBeInstanceOf(Date);
    const send = await ctx.request({
      method: 'POST',
      url: '/api/users/send-verification-email',
      payload: { email: uniqueEmail(domain) },
      remoteAddress: randomIp(),
    });
    expect(send.statusCode).toBe(400);
    expect((await login(member)).statusCode).toBe(200);
    expect((await as(admin, 'GET', '/api/admin/companies')).json().map((company: { id: number }) => company.id)).not.toContain(id);
    expect((await as(admin, 'DELETE', `/api/admin/companies/${id}`)).statusCode).toBe(404);
  });

  it('refuses a blank name, a bad domain, a domain another company holds and a taken name, storing nothing', async () => {
    const admin = await operator();
    const count = async () => (await ctx.deps.db.select().from(companies)).length;
    const before = await count();
    const cases: [object, number, string, string][] = [
      [{ name: '  ', domains: ['ok.co.kr'] }, 400, 'name', ADMIN_MSG.companyNameRequired],
      [{ name: '회사', domains: [] }, 400, 'domains', ADMIN_MSG.domainsRequired],
      [{ name: '회사', domains: ['not a domain'] }, 400, 'domains.0', ADMIN_MSG.domainInvalid],
      [{ name: '회사', domains: ['example.com'] }, 409, 'domains', ADMIN_MSG.domainTaken],
    ];
    for (const [payload, status, field, message] of cases) {
      const response = await as(admin, 'POST', '/api/admin/companies', payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().fieldErrors).toContainEqual({ field, message });
    }
    const [existing] = await ctx.deps.db.select().from(companies).where(eq(companies.id, 1));
    const taken = await as(admin, 'POST', '/api/admin/companies', { name: existing?.name, domains: [`t${Date.now()}.com`] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_MSG.companyNameTaken);
    expect(await count()).toBe(before);
    expect((await as(admin, 'PUT', '/api/admin/companies/999999', { name: '없는 회사', domains: ['none.co.kr'] })).statusCode).toBe(404);
  });
});

describe('suspending an account', () => {
  it('refuses its login with the end date, ends its sessions at once, and lifts when asked or when over', async () => {
    const admin = await operator();
    const user = await buildUser(ctx);
    const response = await as(admin, 'POST', `/api/admin/users/${user.id}/suspend`, { suspendDays: 3, reason: '스팸 반복' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: user.id, suspendedUntil: expect.any(String) });
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.suspendedUntil?.getTime()).toBeGreaterThan(Date.now() + 2.9 * DAY);

    const refused = await login(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(new RegExp(`^${ADMIN_MSG.suspended} \\d{4}년 \\d{1,2}월 \\d{1,2}일까지`));
    expect((await as(user, 'GET', '/api/users/profile')).statusCode).toBe(401);
    const refresh = await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: user.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    // A wrong password still hears the usual answer: only the owner learns of the suspension.
    const guess = await ctx.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong password 1' },
    });
    expect(guess.statusCode).toBe(401);
    expect(guess.json().message).toBe(MSG.badCredentials);

    expect((await as(admin, 'POST', `/api/admin/users/${user.id}/unsuspend`)).statusCode).toBe(200);
    expect((await login(user)).statusCode).toBe(200);
    expect((await as(admin, 'POST', `/api/admin/users/${user.id}/unsuspend`)).statusCode).toBe(409);

    await as(admin, 'POST', `/api/admin/users/${user.id}/suspend`, { suspendDays: 1, reason: '잠시' });
    ctx.clock.advance(DAY + 60_000);
    expect((await login(user)).statusCode).toBe(200);
  });

  it('suspends for good without a number of days', async () => {
    const admin = await operator();
    const user = await buildUser(ctx);
    await as(admin, 'POST', `/api/admin/users/${user.id}/suspend`, { reason: '불법 광고' });
    const refused = await login(user);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`${ADMIN_MSG.suspended} 기한 없이 정지되었습니다.`);
  });

  it('refuses oneself, another operator, an unknown account and days out of range', async () => {
    const admin = await operator();
    const other = await operator();
    const user = await buildUser(ctx);
    const cases: [number, object, number][] = [
      [admin.id, { reason: '테스트' }, 400],
      [other.id, { reason: '테스트' }, 400],
      [999_999, { reason: '테스트' }, 404],
      [user.id, { reason: '테스트', suspendDays: 0 }, 400],
      [user.id, { reason: '테스트', suspendDays: 3651 }, 400],
      [user.id, { reason: '   ' }, 400],
    ];
    for (const [id, payload, status] of cases) {
      expect((await as(admin, 'POST', `/api/admin/users/${id}/suspend`, payload)).statusCode).toBe(status);
    }
    const rows = await ctx.deps.db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, user.id));
    expect(rows).toEqual([{ suspendedAt: null }]);
    expect((await login(other)).statusCode).toBe(200);
  });
});

describe('operators write within a budget', () => {
  it('answers 429 past the edits budget and stores nothing more', async () => {
    const admin = await operator();
    const domain = `budget${Date.now().toString(36)}.co.kr`;
    const created = await as(admin, 'POST', '/api/admin/companies', { name: `예산 ${domain}`, domains: [domain] });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    for (let index = 1; index < EDITS_BUDGET; index += 1) {
      expect(
        (await as(admin, 'PUT', `/api/admin/companies/${id}`, { name: `예산 ${index} ${domain}`, domains: [domain] })).statusCode,
      ).toBe(200);
    }
    const refused = await as(admin, 'PUT', `/api/admin/companies/${id}`, { name: `넘침 ${domain}`, domains: [domain] });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const [row] = await ctx.deps.db.select().from(companies).where(eq(companies.id, id));
    expect(row?.name).toBe(`예산 ${EDITS_BUDGET - 1} ${domain}`);
  });
});
