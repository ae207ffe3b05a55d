import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildUser, latestMail, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/query.ts';
import { JOB_TABLE } from '../../job-table.ts';
import { dailyDigestJob, sendDailyDigests, seoulDay, unsubscribeUrl } from './digest.jobs.ts';
import { DIGEST_MSG } from './digest.service.ts';
import { unsubscribeToken } from './digest-token.ts';

const ctx = setupTestApp();
const HOUR = 3_600_000;

/** Unread notifications for a person, made at the test clock's now. */
async function notify(user: TestUser, titles: string[], { read = false, actorId = null as number | null } = {}) {
  for (const title of titles) {
    await ctx.deps.db.execute(
      sql`insert into notifications (user_id, type, title, message, is_read, actor_id, created_at)
          values (${user.id}, 'POST_LIKE', ${title}, '회원님의 글을 좋아해요', ${read}, ${actorId}, ${ctx.clock.now()})`,
    );
  }
}

/** When the person last opened the app: their sessions' newest refresh, `hoursAgo` before the test clock. */
async function lastOpened(user: TestUser, hoursAgo: number) {
  await ctx.deps.db.execute(
    sql`update auth_sessions set last_seen_at = ${new Date(ctx.clock.now().getTime() - hoursAgo * HOUR)} where user_id = ${user.id}`,
  );
}

const outboxOf = (user: TestUser) =>
  queryRows<{ subject: string }>(ctx.deps.db, sql`select subject from mail_outbox where "to" = ${user.email} order by id`);
const sendsOf = (user: TestUser) =>
  queryRows<{ day: string; notification_count: number }>(
    ctx.deps.db,
    sql`select day::text as day, notification_count from digest_sends where user_id = ${user.id} order by day`,
  );
const tokenOf = (mail: { headers: Record<string, string> | null }) =>
  /token=([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';

describe('daily digest: who gets it', () => {
  it('only an idle member with unread notifications and the digest on; Korean HTML and text, one-click unsubscribe headers', async () => {
    const idle = await buildUser(ctx);
    const recent = await buildUser(ctx);
    const allRead = await buildUser(ctx);
    const optedOut = await buildUser(ctx);
    const blocker = await buildUser(ctx);
    const blocked = await buildUser(ctx);
    await notify(idle, ['첫 번째 소식', '두 번째 소식']);
    await notify(recent, ['최근 소식']);
    await notify(allRead, ['읽은 소식'], { read: true });
    await notify(optedOut, ['끈 사람의 소식']);
    await notify(blocker, ['차단한 사람의 소식'], { actorId: blocked.id });
    await ctx.deps.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values (${blocker.id}, ${blocked.id})`);
    for (const user of [idle, allRead, optedOut, blocker]) await lastOpened(user, 25);
    await lastOpened(recent, 23);
    const off = await ctx.request({
      method: 'PUT',
      url: '/api/users/me/notification-settings',
      token: optedOut.accessToken,
      payload: {
        push: { activity: true, groupAdmin: true, chat: true, events: true },
        email: { reminders: true, digest: false },
        quietHours: { enabled: true, start: '22:00', end: '08:00' },
      },
    });
    expect(off.statusCode).toBe(200);

    const everyone = [idle, recent, allRead, optedOut, blocker];
    expect(await sendDailyDigests(ctx.deps, { only: everyone.map((user) => user.id) })).toEqual({ sent: 1 });

    for (const user of [recent, allRead, optedOut, blocker]) {
      expect(await outboxOf(user)).toEqual([]);
      expect(await sendsOf(user)).toEqual([]);
    }
    const mail = await latestMail(ctx, idle.email);
    expect(mail.subject).toBe('[동네모임] 읽지 않은 알림 2개');
    expect(mail.html).toMatch(/<html[^>]* lang="ko"/);
    expect(mail.html).toContain('두 번째 소식');
    expect(mail.html).toContain(`${idle.nickname}님`);
    // No web fonts in mail: the system's Korean fonts only.
    expect(mail.html).not.toMatch(/@font-face|fonts\.googleapis|Pretendard/);
    expect(mail.text).toContain('첫 번째 소식');
    expect(mail.text).toContain('http://localhost:8080/notifications');
    expect(mail.text).not.toMatch(/<[a-z]/i);
    const url = unsubscribeUrl(ctx.deps, idle.id);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.html).toContain(url.replaceAll('&', '&amp;'));
    expect(mail.text).toContain(url);
    expect(await sendsOf(idle)).toEqual([{ day: seoulDay(ctx.clock.now()), notification_count: 2 }]);
  });

  it('runs every day from the job table at 09:00 in Seoul', () => {
    expect(JOB_TABLE).toContain(dailyDigestJob);
    expect(dailyDigestJob.cron).toBe('0 0 * * *');
  });
});

describe('daily digest: at most one a day', () => {
  it('a second run the same day sends nothing; the next day lists only what came since', async () => {
    const person = await buildUser(ctx);
    await notify(person, ['어제의 소식']);
    await lastOpened(person, 30);
    const only = [person.id];
    expect(await sendDailyDigests(ctx.deps, { only })).toEqual({ sent: 1 });
    await notify(person, ['오늘 늦게 온 소식']);
    expect(await sendDailyDigests(ctx.deps, { only })).toEqual({ sent: 0 });
    expect(await outboxOf(person)).toHaveLength(1);

    ctx.clock.advance(24 * HOUR);
    expect(await sendDailyDigests(ctx.deps, { only })).toEqual({ sent: 1 });
    const second = await latestMail(ctx, person.email);
    expect(second.subject).toBe('[동네모임] 읽지 않은 알림 1개');
    expect(second.text).toContain('오늘 늦게 온 소식');
    expect(second.text).not.toContain('어제의 소식');

    // Nothing new since: no mail the day after, though the old ones are still unread.
    ctx.clock.advance(24 * HOUR);
    expect(await sendDailyDigests(ctx.deps, { only })).toEqual({ sent: 0 });
    expect((await sendsOf(person)).map((row) => row.notification_count)).toEqual([1, 1]);
  });

  it('two instances at once send one', async () => {
    const person = await buildUser(ctx);
    await notify(person, ['동시에 온 소식']);
    await lastOpened(person, 30);
    const runs = await Promise.all([1, 2, 3].map(() => sendDailyDigests(ctx.deps, { only: [person.id] })));
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await outboxOf(person)).toHaveLength(1);
  });

  it('opening the app (a token refresh) keeps the digest away', async () => {
    const person = await buildUser(ctx);
    await notify(person, ['열어 본 사람의 소식']);
    await lastOpened(person, 30);
    const refreshed = await ctx.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: person.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(await sendDailyDigests(ctx.deps, { only: [person.id] })).toEqual({ sent: 0 });
  });
});

describe('unsubscribe (GET/POST /api/mail/unsubscribe)', () => {
  it('the link shows one button and changes nothing; the one-click POST turns only the digest off', async () => {
    const person = await buildUser(ctx);
    await notify(person, ['수신 거부 전 소식']);
    await lastOpened(person, 30);
    await sendDailyDigests(ctx.deps, { only: [person.id] });
    const token = tokenOf(await latestMail(ctx, person.email));
    expect(token).not.toBe('');
    const url = `/api/mail/unsubscribe?token=${token}`;

    const page = await ctx.request({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<form method="post"');
    const settings = () => ctx.request({ method: 'GET', url: '/api/users/me/notification-settings', token: person.accessToken });
    expect((await settings()).json().email.digest).toBe(true);

    // RFC 8058: the mail client posts this form body, without cookies or a token of the app.
    const oneClick = await ctx.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('수신 거부되었어요');
    const after = (await settings()).json();
    expect(after.email).toEqual({ reminders: true, digest: false });
    expect(after.push).toEqual({ activity: true, groupAdmin: true, chat: true, events: true });
    // Again (a second click, a retrying client): the same answer.
    expect((await ctx.request({ method: 'POST', url })).statusCode).toBe(200);

    const [row] = await queryRows<{ email_digest: boolean }>(
      ctx.deps.db,
      sql`select email_digest from notification_settings where user_id = ${person.id}`,
    );
    expect(row?.email_digest).toBe(false);
    ctx.clock.advance(24 * HOUR);
    await notify(person, ['수신 거부 후 소식']);
    expect(await sendDailyDigests(ctx.deps, { only: [person.id] })).toEqual({ sent: 0 });
  });

  it('abuse: a tampered, foreign, other-purpose or missing token is 400 and turns nobody off', async () => {
    const victim = await buildUser(ctx);
    const attacker = await buildUser(ctx);
    const mine = unsubscribeToken(ctx.deps.config.jwtSecret, attacker.id);
    const [, signature] = mine.split('.');
    const forged = [
      `${victim.id.toString(36)}.${signature}`,
      `${mine}x`,
      `${mine}.extra`,
      unsubscribeToken('another-secret-another-secret-0123456789', victim.id),
      victim.accessToken,
      victim.refreshToken,
      '0.AAAA',
      'x'.repeat(101),
    ];
    for (const token of forged) {
      for (const method of ['GET', 'POST'] as const) {
        expectErrorBody(
          await ctx.request({ method, url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}` }),
          400,
          token.length > 100 ? undefined : DIGEST_MSG.badToken,
        );
      }
    }
    expectErrorBody(await ctx.request({ method: 'POST', url: '/api/mail/unsubscribe' }), 400);
    const [row] = await queryRows<{ count: number }>(
      ctx.deps.db,
      sql`select count(*)::int as count from notification_settings where user_id = ${victim.id} and not email_digest`,
    );
    expect(row?.count).toBe(0);
  });
});
