import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import { buildGroupWithMember, buildUser, type TestUser, uploadImage } from '../../../test/factories.ts';
import { setupTestApp, type TestContext } from '../../../test/harness.ts';
import { runJob } from '../../../test/jobs.ts';
import { FakePushService } from '../../../test/push-service.ts';
import { queryRows } from '../../db/query.ts';
import { JOB_TABLE } from '../../job-table.ts';
import { JobQueue } from '../../jobs/queue.ts';
import { eventReminderJob, eventRemindersJob, eventRemindersKey } from '../events/event-reminders.ts';
import { quietSummaryJob } from './push.jobs.ts';

const ctx = setupTestApp({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' });
const push = new FakePushService(() => ctx.deps.config.vapid.publicKey);
beforeAll(() => push.start());
afterAll(() => push.stop());

const HOUR = 3_600_000;
const PUSH_JOBS = ['push.fan-out', 'push.deliver', 'push.quiet-summary', 'events.reminder', 'chat.push'];

/** Works every job due now, as a running instance would, until none is left (a retry waiting its turn is not due). */
async function workJobs(context: TestContext = ctx, timeoutMs = 50_000) {
  const queue = await JobQueue.open(
    { database: context.deps.database, config: { ...context.deps.config, jobsPollIntervalMs: 500 }, log: context.deps.log },
    JOB_TABLE,
    'work',
  );
  try {
    await queue.startWorkers(context.deps, { cron: false });
    await settle(context, timeoutMs);
  } finally {
    await queue.stop(1_000);
  }
}

async function settle(context: TestContext, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  while (Date.now() < deadline) {
    const [row] = await queryRows<{ pending: number }>(
      context.deps.db,
      sql`select count(*)::int as pending from ${context.deps.jobs.jobTable}
          where name in (${sql.join(
            PUSH_JOBS.map((name) => sql`${name}`),
            sql`, `,
          )}) and state in ('created', 'retry', 'active') and start_after <= now()`,
    );
    quiet = row?.pending === 0 ? quiet + 1 : 0;
    if (quiet >= 2) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('jobs did not settle');
}

const call = (user: TestUser | null, options: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }) =>
  ctx.request({ ...options, payload: options.payload as never, token: user?.accessToken, headers: { 'user-agent': ANDROID_CHROME } });

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

const SETTINGS_ON = {
  push: { activity: true, groupAdmin: true, chat: true, events: true },
  email: { reminders: false, digest: false },
  quietHours: { enabled: false, start: '22:00', end: '08:00' },
};

/** Quiet hours in Seoul from an hour ago to an hour from now: whatever the time, the person is in them. */
function quietNow() {
  const seoul = (offset: number) => {
    const date = new Date(Date.now() + 9 * HOUR + offset);
    return `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`;
  };
  return { enabled: true, start: seoul(-HOUR), end: seoul(HOUR) };
}

async function subscribed(user: TestUser, name: string, settings: object = SETTINGS_ON) {
  expect((await call(user, { method: 'PUT', url: '/api/users/me/notification-settings', payload: settings })).statusCode).toBe(200);
  const response = await call(user, { method: 'POST', url: '/api/push/subscriptions', payload: push.device(name) });
  expect(response.statusCode).toBe(201);
  return response.json();
}

async function createEvent(owner: TestUser, groupId: number, startsIn = 2 * HOUR, maxParticipants = 20) {
  const response = await call(owner, {
    method: 'POST',
    url: '/api/events',
    payload: {
      groupId,
      title: '토요일 아침 러닝',
      description: '한강에서 5km 가볍게 달려요.',
      eventDate: new Date(ctx.clock.now().getTime() + startsIn).toISOString(),
      location: '여의도 한강공원',
      maxParticipants,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as number;
}

const fieldError = (body: { fieldErrors?: { field: string; message: string }[] }, field: string) =>
  body.fieldErrors?.find((error) => error.field === field)?.message;

const devicesOf = (userId: number) =>
  queryRows<{ endpoint: string }>(ctx.deps.db, sql`select endpoint from push_subscriptions where user_id = ${userId} order by id`);

describe('push subscriptions', () => {
  it('hands out the VAPID public key to anyone', async () => {
    const response = await call(null, { method: 'GET', url: '/api/push/key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: ctx.deps.config.vapid.publicKey });
    expect(ctx.deps.config.vapid.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  it('needs a signed-in user for every device and settings route', async () => {
    for (const [method, url] of [
      ['POST', '/api/push/subscriptions'],
      ['GET', '/api/push/subscriptions'],
      ['DELETE', '/api/push/subscriptions?endpoint=x'],
      ['GET', '/api/users/me/notification-settings'],
      ['PUT', '/api/users/me/notification-settings'],
      ['GET', '/api/groups/1/notification-settings'],
      ['PUT', '/api/groups/1/notification-settings'],
    ] as const) {
      expectErrorBody(await call(null, { method, url, payload: {} }), 401);
    }
  });

  it('stores a device with a short label, updates the same endpoint, lists and removes only the caller’s own', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    const device = push.device('list-1');
    const created = await call(user, { method: 'POST', url: '/api/push/subscriptions', payload: device });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ endpoint: device.endpoint, label: 'Android · Chrome', lastDeliveredAt: null });
    // The same endpoint again (a browser re-subscribing) updates it: still one device.
    expect((await call(user, { method: 'POST', url: '/api/push/subscriptions', payload: device })).statusCode).toBe(201);
    const list = await call(user, { method: 'GET', url: '/api/push/subscriptions' });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toEqual({
      id: expect.any(Number),
      endpoint: device.endpoint,
      label: 'Android · Chrome',
      createdAt: expect.any(String),
      lastDeliveredAt: null,
    });
    const endpoint = encodeURIComponent(device.endpoint);
    expectErrorBody(await call(other, { method: 'DELETE', url: `/api/push/subscriptions?endpoint=${endpoint}` }), 404);
    expectErrorBody(await call(user, { method: 'DELETE', url: '/api/push/subscriptions' }), 400);
    expect((await call(user, { method: 'DELETE', url: `/api/push/subscriptions?endpoint=${endpoint}` })).statusCode).toBe(204);
    expect(await devicesOf(user.id)).toEqual([]);
  });

  it('keeps ten devices: the eleventh replaces the oldest', async () => {
    const user = await buildUser(ctx);
    for (let index = 0; index < 11; index += 1) {
      expect(
        (await call(user, { method: 'POST', url: '/api/push/subscriptions', payload: push.device(`flood-${index}`) })).statusCode,
      ).toBe(201);
    }
    const endpoints = (await devicesOf(user.id)).map((row) => row.endpoint);
    expect(endpoints).toHaveLength(10);
    expect(endpoints).not.toContain(`${push.base}/push/flood-0`);
    expect(endpoints).toContain(`${push.base}/push/flood-10`);
  });

  it('limits how often one user subscribes (a flood answers 429)', async () => {
    const user = await buildUser(ctx);
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push(
        (await call(user, { method: 'POST', url: '/api/push/subscriptions', payload: push.device(`rate-${index}`) })).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses endpoints that are not https, too long, or point inside (also after DNS), and bad keys, with Korean field errors', async () => {
    let user = await buildUser(ctx);
    const { keys } = push.device('bad');
    const endpoints = [
      'http://push.example.com/x',
      'ftp://push.example.com/x',
      'not a url',
      `https://push.example.com/${'a'.repeat(1100)}`,
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://0.0.0.0/x',
      'https://10.1.2.3/x',
      'https://172.16.0.1/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[fe80::1]/x',
      'https://[fd12:3456::1]/x',
      'https://2130706433/x',
      'https://0x7f.0.0.1/x',
      'https://user:pass@push.example.com/x',
      // A name that resolves to this machine (hosts file): refused after DNS.
      `https://${hostname()}/x`,
      `http://127.0.0.1/x`,
    ];
    for (const [index, endpoint] of endpoints.entries()) {
      // Refused tries count against the write limit too: a new user every 15.
      if (index % 15 === 14) user = await buildUser(ctx);
      const response = await call(user, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint, keys } });
      const body = expectErrorBody(response, 400);
      expect(fieldError(body, 'endpoint'), endpoint).toMatch(/[가-힣]/);
    }
    const good = push.device('good');
    const badKeys = [
      { p256dh: good.keys.p256dh.slice(0, 60), auth: good.keys.auth },
      { p256dh: `B${'A'.repeat(86)}`, auth: good.keys.auth },
      { p256dh: good.keys.p256dh, auth: 'short' },
      { p256dh: good.keys.p256dh, auth: `${good.keys.auth}AAAA` },
    ];
    user = await buildUser(ctx);
    for (const bad of badKeys) {
      const body = expectErrorBody(
        await call(user, { method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: good.endpoint, keys: bad } }),
        400,
      );
      expect(JSON.stringify(body.fieldErrors)).toMatch(/[가-힣]/);
    }
    expect(await devicesOf(user.id)).toEqual([]);
  });
});

describe('notification settings', () => {
  it('answers the defaults, stores a change, and refuses bad times', async () => {
    const user = await buildUser(ctx);
    expect((await call(user, { method: 'GET', url: '/api/users/me/notification-settings' })).json()).toEqual({
      push: { activity: true, groupAdmin: true, chat: true, events: true },
      email: { reminders: true, digest: true },
      quietHours: { enabled: true, start: '22:00', end: '08:00' },
    });
    const changed = {
      ...SETTINGS_ON,
      push: { ...SETTINGS_ON.push, chat: false },
      quietHours: { enabled: true, start: '23:30', end: '07:00' },
    };
    expect((await call(user, { method: 'PUT', url: '/api/users/me/notification-settings', payload: changed })).json()).toEqual(changed);
    expect((await call(user, { method: 'GET', url: '/api/users/me/notification-settings' })).json()).toEqual(changed);
    for (const quietHours of [
      { enabled: true, start: '24:00', end: '07:00' },
      { enabled: true, start: '7:00', end: '08:00' },
      { enabled: true, start: '08:00', end: '08:00' },
    ]) {
      const body = expectErrorBody(
        await call(user, { method: 'PUT', url: '/api/users/me/notification-settings', payload: { ...changed, quietHours } }),
        400,
      );
      expect(JSON.stringify(body.fieldErrors)).toMatch(/[가-힣]/);
    }
    expectErrorBody(await call(user, { method: 'PUT', url: '/api/users/me/notification-settings', payload: { push: {} } }), 400);
  });

  it('per group: members only (403 for others, 404 for no group), with a choice of chat notifications', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const outsider = await buildUser(ctx);
    const url = `/api/groups/${group.id}/notification-settings`;
    expect((await call(member, { method: 'GET', url })).json()).toEqual({ muted: false, chat: 'ALL' });
    expect((await call(member, { method: 'PUT', url, payload: { muted: true, chat: 'MENTIONS' } })).json()).toEqual({
      muted: true,
      chat: 'MENTIONS',
    });
    expect((await call(owner, { method: 'GET', url })).json()).toEqual({ muted: false, chat: 'ALL' });
    expectErrorBody(await call(outsider, { method: 'PUT', url, payload: { muted: true, chat: 'NONE' } }), 403);
    expectErrorBody(await call(outsider, { method: 'GET', url }), 403);
    expectErrorBody(
      await call(member, { method: 'PUT', url: '/api/groups/99999999/notification-settings', payload: { muted: true, chat: 'ALL' } }),
      404,
    );
    const body = expectErrorBody(await call(member, { method: 'PUT', url, payload: { muted: 'yes', chat: 'SOME' } }), 400);
    expect(fieldError(body, 'muted')).toMatch(/[가-힣]/);
    expect(fieldError(body, 'chat')).toBe('채팅 알림은 전체, 멘션만, 끄기 중 하나예요');
    const [row] = await queryRows<{ muted: boolean; chat: string }>(
      ctx.deps.db,
      sql`select muted, chat from group_notification_settings where user_id = ${member.id} and group_id = ${group.id}`,
    );
    expect(row).toEqual({ muted: true, chat: 'MENTIONS' });
  });
});

describe('push deliveries', () => {
  it('delivers a notification encrypted to each device, signed with VAPID, with TTL, urgency, Topic and the group icon', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const icon = await uploadImage(ctx, owner, 'group');
    await ctx.deps.db.execute(sql`update groups set image_url = ${icon} where id = ${group.id}`);
    await subscribed(member, 'deliver-phone');
    await subscribed(member, 'deliver-laptop');
    const eventId = await createEvent(owner, group.id);
    await workJobs();
    for (const device of ['deliver-phone', 'deliver-laptop']) {
      const [delivery] = push.to(device);
      expect(delivery?.payload).toEqual({
        title: '새 이벤트가 열렸어요',
        body: expect.stringContaining('토요일 아침 러닝'),
        url: `/events/${eventId}`,
        tag: `event-${eventId}`,
        icon,
      });
      expect(delivery?.audience).toBe(new URL(push.base).origin);
      expect(delivery?.headers.ttl).toBe('86400');
      expect(delivery?.headers.urgency).toBe('normal');
      expect(delivery?.headers.topic).toBe(`event-${eventId}`);
      expect(JSON.stringify(delivery?.payload)).not.toMatch(/Bearer|token/i);
    }
    const [row] = await queryRows<{ delivered: boolean }>(
      ctx.deps.db,
      sql`select bool_and(last_delivered_at is not null) as delivered from push_subscriptions where user_id = ${member.id}`,
    );
    expect(row?.delivered).toBe(true);
  });

  it('410 removes the device; 429 keeps it and the delivery is retried later', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    await subscribed(member, 'gone');
    const other = await buildUser(ctx);
    await call(other, { method: 'POST', url: `/api/groups/${group.id}/join`, payload: {} });
    await subscribed(other, 'busy');
    push.answer('gone', 410);
    push.answer('busy', 429);
    await createEvent(owner, group.id);
    await workJobs();
    expect(push.refused).toEqual(
      expect.arrayContaining([
        { device: 'gone', status: 410 },
        { device: 'busy', status: 429 },
      ]),
    );
    expect(await devicesOf(member.id)).toEqual([]);
    expect(await devicesOf(other.id)).toHaveLength(1);
    const [retry] = await queryRows<{ state: string; retry_count: number }>(
      ctx.deps.db,
      sql`select state::text as state, retry_count from ${ctx.deps.jobs.jobTable}
          where name = 'push.deliver' and (data->>'userId')::int = ${other.id}`,
    );
    expect(retry?.state).toBe('retry');
  });

  it('sends nothing for a muted group, a kind turned off, a blocked actor or a group left before the push', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const kindOff = await buildUser(ctx);
    const blocker = await buildUser(ctx);
    const leaver = await buildUser(ctx);
    for (const user of [kindOff, blocker, leaver]) await call(user, { method: 'POST', url: `/api/groups/${group.id}/join`, payload: {} });
    await subscribed(member, 'muted');
    await call(member, { method: 'PUT', url: `/api/groups/${group.id}/notification-settings`, payload: { muted: true, chat: 'ALL' } });
    await subscribed(kindOff, 'kind-off', { ...SETTINGS_ON, push: { ...SETTINGS_ON.push, events: false } });
    await subscribed(blocker, 'blocker');
    await subscribed(leaver, 'leaver');
    await createEvent(owner, group.id);
    // After the notifications were stored, before their push: a block and a departure.
    expect((await call(blocker, { method: 'POST', url: `/api/users/${owner.id}/block` })).statusCode).toBeLessThan(300);
    expect((await call(leaver, { method: 'POST', url: `/api/groups/${group.id}/leave` })).statusCode).toBeLessThan(300);
    await workJobs();
    for (const device of ['muted', 'kind-off', 'blocker', 'leaver']) expect(push.to(device), device).toEqual([]);
  });

  it('holds pushes during quiet hours and sends one summary per tag at their end', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    await subscribed(member, 'night', { ...SETTINGS_ON, quietHours: quietNow() });
    const first = await createEvent(owner, group.id);
    await createEvent(owner, group.id, 3 * HOUR);
    await workJobs();
    expect(push.to('night')).toEqual([]);
    const held = await queryRows<{ tag: string; count: number }>(
      ctx.deps.db,
      sql`select tag, count from push_held where user_id = ${member.id} order by tag`,
    );
    expect(held).toHaveLength(2);
    const [summary] = await queryRows<{ start_after: Date }>(
      ctx.deps.db,
      sql`select start_after from ${ctx.deps.jobs.jobTable} where name = 'push.quiet-summary' and data->>'userId' = ${String(member.id)} and state = 'created'`,
    );
    expect(new Date(summary?.start_after ?? 0).getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    // The quiet hours end (moved here, as time cannot run back in a test): one push per event.
    await call(member, { method: 'PUT', url: '/api/users/me/notification-settings', payload: SETTINGS_ON });
    expect(await runJob(ctx, quietSummaryJob, { userId: member.id })).toBe('completed');
    await workJobs();
    expect(
      push
        .to('night')
        .map((delivery) => delivery.payload.tag)
        .sort(),
    ).toEqual(held.map((row) => row.tag));
    expect(push.to('night').find((delivery) => delivery.payload.tag === `event-${first}`)?.payload.title).toBe('새 이벤트가 열렸어요');
    expect(await queryRows(ctx.deps.db, sql`select 1 from push_held where user_id = ${member.id}`)).toEqual([]);
  });

  it('refuses at send time an endpoint whose name resolves inside now, and removes the device', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    await subscribed(member, 'rebound');
    // As if the name had resolved to a public address at subscribe and to this machine now.
    await ctx.deps.db.execute(
      sql`update push_subscriptions set endpoint = ${`https://${hostname()}/push/rebound`} where user_id = ${member.id}`,
    );
    await createEvent(owner, group.id);
    await workJobs();
    expect(push.to('rebound')).toEqual([]);
    expect(await devicesOf(member.id)).toEqual([]);
  });
});

describe('chat pushes', () => {
  it('a burst of 100 messages is one collapsed push per device; 채팅 알림 끄기 gets none, a sender hears only of the others', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const silent = await buildUser(ctx);
    await call(silent, { method: 'POST', url: `/api/groups/${group.id}/join`, payload: {} });
    await subscribed(member, 'chat-phone');
    await subscribed(silent, 'chat-silent');
    await subscribed(owner, 'chat-sender');
    await call(silent, { method: 'PUT', url: `/api/groups/${group.id}/notification-settings`, payload: { muted: false, chat: 'NONE' } });
    // 100 messages at once from five members (20 each: a sender's own limit is 20 a second).
    const senders = [owner];
    for (let index = 0; index < 4; index += 1) {
      const sender = await buildUser(ctx);
      await call(sender, { method: 'POST', url: `/api/groups/${group.id}/join`, payload: {} });
      senders.push(sender);
    }
    const statuses = await Promise.all(
      senders.flatMap((sender) =>
        Array.from({ length: 20 }, (_, index) =>
          call(sender, { method: 'POST', url: `/api/groups/${group.id}/chat/messages`, payload: { message: `메시지 ${index}` } }).then(
            (response) => response.statusCode,
          ),
        ),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(100);
    const waiting = await queryRows<{ start_after: Date }>(
      ctx.deps.db,
      sql`select start_after from ${ctx.deps.jobs.jobTable} where name = 'chat.push' and singleton_key = ${`chat-${group.id}`} and state = 'created'`,
    );
    expect(waiting).toHaveLength(1);
    // The room's push waits 10 s for the rest of the burst: brought forward here.
    await ctx.deps.db.execute(sql`update ${ctx.deps.jobs.jobTable} set start_after = now() where name = 'chat.push' and state = 'created'`);
    await workJobs();
    expect(push.to('chat-phone').map((delivery) => delivery.payload)).toEqual([
      { title: group.name, body: '새 메시지 100개', url: `/groups/${group.id}/chat`, tag: `chat-${group.id}`, count: 100 },
    ]);
    expect(push.to('chat-phone')[0]?.headers.topic).toBe(`chat-${group.id}`);
    expect(push.to('chat-silent')).toEqual([]);
    // The owner sent 20 of them: told of the other 80 only.
    expect(
      push
        .to('chat-sender')
        .filter((delivery) => delivery.payload.tag.startsWith('chat-'))
        .map((delivery) => delivery.payload.body),
    ).toEqual(['새 메시지 80개']);
  });

  it('a mention reaches a room on 멘션만 as a push that opens the room; 채팅 알림 끄기 hears nothing', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const silent = await buildUser(ctx);
    await call(silent, { method: 'POST', url: `/api/groups/${group.id}/join`, payload: {} });
    await subscribed(member, 'mention-phone');
    await subscribed(silent, 'mention-silent');
    const settings = `/api/groups/${group.id}/notification-settings`;
    await call(member, { method: 'PUT', url: settings, payload: { muted: false, chat: 'MENTIONS' } });
    await call(silent, { method: 'PUT', url: settings, payload: { muted: false, chat: 'NONE' } });
    const sent = await call(owner, {
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      payload: { message: `@${member.nickname} @${silent.nickname} 토요일에 봐요`, mentions: [member.id, silent.id] },
    });
    expect(sent.json().mentions).toHaveLength(2);
    await ctx.deps.db.execute(sql`update ${ctx.deps.jobs.jobTable} set start_after = now() where name = 'chat.push' and state = 'created'`);
    await workJobs();
    // Only the mention: 멘션만 keeps the room's '새 메시지' push away.
    expect(push.to('mention-phone').map((delivery) => delivery.payload)).toEqual([
      expect.objectContaining({ title: '채팅에서 회원님을 언급했어요', url: `/groups/${group.id}/chat` }),
    ]);
    expect(push.to('mention-silent')).toEqual([]);
  });

  it('a mention in a post is 활동, whatever the room’s chat setting, and opens the post', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const noActivity = await buildUser(ctx);
    await call(noActivity, { method: 'POST', url: `/api/groups/${group.id}/join`, payload: {} });
    await subscribed(member, 'post-mention-phone');
    await subscribed(noActivity, 'post-mention-off', { ...SETTINGS_ON, push: { ...SETTINGS_ON.push, activity: false } });
    await call(member, { method: 'PUT', url: `/api/groups/${group.id}/notification-settings`, payload: { muted: false, chat: 'NONE' } });
    const post = await call(owner, {
      method: 'POST',
      url: '/api/posts',
      payload: {
        groupId: group.id,
        content: `@${member.nickname} @${noActivity.nickname} 후기 부탁해요`,
        mentions: [member.id, noActivity.id],
      },
    });
    expect(post.json().mentions).toHaveLength(2);
    await workJobs();
    expect(push.to('post-mention-phone').map((delivery) => delivery.payload)).toEqual([
      expect.objectContaining({ title: '게시글에서 회원님을 언급했어요', url: `/posts/${post.json().id}` }),
    ]);
    expect(push.to('post-mention-off')).toEqual([]);
  });
});

describe('event reminders', () => {
  /** The reminder jobs of an event: one per kind and start for everyone (`events.reminders`), one per person when already due. */
  const reminderJobs = (eventId: number, name = 'events.reminders') =>
    queryRows<{ key: string; state: string; start_after: Date }>(
      ctx.deps.db,
      sql`select singleton_key as key, state::text as state, start_after from ${ctx.deps.jobs.jobTable}
          where name = ${name} and (data->>'eventId')::int = ${eventId} order by start_after`,
    );
  const reminders = (userId: number, eventId: number) =>
    queryRows<{ title: string }>(
      ctx.deps.db,
      sql`select title from notifications where user_id = ${userId} and type = 'EVENT_REMINDER' and related_id = ${eventId}`,
    );

  it('schedules 24 h and 1 h before; joining later than 24 h gets one at once, in the app and by push', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    await subscribed(member, 'reminded');
    const eventId = await createEvent(owner, group.id, 48 * HOUR);
    const eventDate = ctx.clock.now().getTime() + 48 * HOUR;
    expect((await call(member, { method: 'POST', url: `/api/events/${eventId}/join` })).statusCode).toBe(201);
    // One job per kind for the whole event, however many join.
    const jobs = await reminderJobs(eventId);
    expect(jobs.map((job) => Math.round((eventDate - new Date(job.start_after).getTime()) / HOUR))).toEqual([24, 1]);
    expect(await reminderJobs(eventId, 'events.reminder')).toEqual([]);

    const soon = await createEvent(owner, group.id, 5 * HOUR);
    expect((await call(member, { method: 'POST', url: `/api/events/${soon}/join` })).statusCode).toBe(201);
    await workJobs();
    expect(await reminders(member.id, soon)).toEqual([{ title: '정모가 다가와요' }]);
    expect(await reminders(member.id, eventId)).toEqual([]);
    const delivery = push.to('reminded').find((item) => item.payload.title === '정모가 다가와요');
    expect(delivery?.payload).toMatchObject({ url: `/events/${soon}`, tag: `event-${soon}` });
    expect(delivery?.payload.title).toBe('정모가 다가와요');
    expect(delivery?.headers.urgency).toBe('high');
  });

  it('moves with its event, stays silent for a cancelled event or one left, and reaches a promoted member', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const eventId = await createEvent(owner, group.id, 48 * HOUR);
    await call(member, { method: 'POST', url: `/api/events/${eventId}/join` });
    const moved = new Date(ctx.clock.now().getTime() + 72 * HOUR);
    expect(
      (await call(owner, { method: 'PUT', url: `/api/events/${eventId}`, payload: { eventDate: moved.toISOString() } })).statusCode,
    ).toBe(200);
    const keys = (await reminderJobs(eventId)).map((job) => job.key);
    for (const kind of ['24h', '1h'] as const) {
      expect(keys).toContain(eventRemindersKey({ eventId, kind, eventDate: moved.toISOString() }));
    }
    // The reminder of the old time runs and tells no one; the one of the new time tells each seated member once.
    const oldDate = new Date(moved.getTime() - 24 * HOUR).toISOString();
    expect(await runJob(ctx, eventRemindersJob, { eventId, kind: '24h', eventDate: oldDate })).toBe('completed');
    expect(await reminders(member.id, eventId)).toEqual([]);
    expect(await runJob(ctx, eventRemindersJob, { eventId, kind: '24h', eventDate: moved.toISOString() })).toBe('completed');
    expect(await runJob(ctx, eventRemindersJob, { eventId, kind: '24h', eventDate: moved.toISOString() })).toBe('completed');
    expect(await reminders(member.id, eventId)).toHaveLength(1);
    expect(await reminders(owner.id, eventId)).toHaveLength(1);

    // Left: nothing.
    expect((await call(member, { method: 'DELETE', url: `/api/events/${eventId}/leave` })).statusCode).toBe(200);
    expect(await runJob(ctx, eventRemindersJob, { eventId, kind: '1h', eventDate: moved.toISOString() })).toBe('completed');
    expect(await reminders(member.id, eventId)).toHaveLength(1);
    expect(await reminders(owner.id, eventId)).toHaveLength(2);

    // Waitlisted: not reminded; promoted: reminded by the event's job like everyone seated.
    const full = await createEvent(owner, group.id, 48 * HOUR, 2);
    const fullDate = new Date((await reminderJobs(full))[0]?.start_after ?? 0).getTime() + 24 * HOUR;
    const fullReminder = { eventId: full, kind: '24h' as const, eventDate: new Date(fullDate).toISOString() };
    expect((await call(member, { method: 'POST', url: `/api/events/${full}/join` })).json().status).toBe('PARTICIPATING');
    const waiting = await buildUser(ctx);
    await call(waiting, { method: 'POST', url: `/api/groups/${group.id}/join`, payload: {} });
    expect((await call(waiting, { method: 'POST', url: `/api/events/${full}/join` })).json().status).toBe('WAITLISTED');
    await call(owner, { method: 'PUT', url: `/api/events/${full}`, payload: { maxParticipants: 3 } });
    expect(await reminderJobs(full)).toHaveLength(2);
    expect(await runJob(ctx, eventRemindersJob, fullReminder)).toBe('completed');
    expect(await reminders(waiting.id, full)).toHaveLength(1);

    // Cancelled: nothing.
    const other = await createEvent(owner, group.id, 48 * HOUR);
    const otherDate = new Date(new Date((await reminderJobs(other))[0]?.start_after ?? 0).getTime() + 24 * HOUR).toISOString();
    await call(member, { method: 'POST', url: `/api/events/${other}/join` });
    await call(owner, { method: 'POST', url: `/api/events/${other}/cancel` });
    expect(await runJob(ctx, eventRemindersJob, { eventId: other, kind: '24h', eventDate: otherDate })).toBe('completed');
    expect(await reminders(member.id, other)).toEqual([]);
  });

  it('fires once even when two instances work it and it runs again (a restart after a crash)', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const eventId = await createEvent(owner, group.id, 30 * 60_000);
    await call(member, { method: 'POST', url: `/api/events/${eventId}/join` });
    await Promise.all([workJobs(), workJobs()]);
    expect(await reminders(member.id, eventId)).toEqual([{ title: '곧 정모가 시작해요' }]);
    const [job] = (await reminderJobs(eventId, 'events.reminder')).filter((item) => item.key.includes(`-${member.id}-1h-`));
    const eventDate = new Date(Number(job?.key.split('-').pop())).toISOString();
    expect(await runJob(ctx, eventReminderJob, { eventId, userId: member.id, kind: '1h', eventDate })).toBe('completed');
    // The event's own 1 h job, had it run too, finds the member already reminded.
    expect(await runJob(ctx, eventRemindersJob, { eventId, kind: '1h', eventDate })).toBe('completed');
    expect(await reminders(member.id, eventId)).toHaveLength(1);
  });

  it('sends an e-mail reminder only to those who chose it', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    await call(member, {
      method: 'PUT',
      url: '/api/users/me/notification-settings',
      payload: { ...SETTINGS_ON, email: { reminders: true, digest: false } },
    });
    await call(owner, { method: 'PUT', url: '/api/users/me/notification-settings', payload: SETTINGS_ON });
    const eventId = await createEvent(owner, group.id, 30 * 60_000);
    await call(member, { method: 'POST', url: `/api/events/${eventId}/join` });
    await workJobs();
    const mails = await queryRows<{ to: string; subject: string }>(
      ctx.deps.db,
      sql`select "to", subject from mail_outbox where "to" in (${member.email}, ${owner.email}) and subject like '%토요일 아침 러닝%'`,
    );
    expect(mails).toEqual([{ to: member.email, subject: '[동네모임] 토요일 아침 러닝 곧 시작해요' }]);
  });
});
