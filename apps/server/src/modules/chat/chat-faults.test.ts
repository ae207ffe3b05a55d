import { afterAll, describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { freePort } from '../../../test/server-processes.ts';
import { openDatabase } from '../../db/client.ts';
import { sendMessage } from './chat.service.ts';

// Across instances a room's sends hold a PostgreSQL advisory lock on a connection of their own.
// When the database refuses that connection (an outage), the senders must get an error and the
// room must keep working once it is back: one failed send may not wedge the room for good.
const distributed = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const ctx = setupTestApp();
const unreachable = distributed ? openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/none` }) : null;
afterAll(async () => {
  await (await unreachable)?.close();
});

describe.runIf(distributed)('a chat room whose lock cannot be taken', () => {
  it('answers the senders with an error and serves the next send once the database is back', async () => {
    expect(ctx.deps.realtime.isDistributed).toBe(true);
    const owner = await buildUser(ctx);
    const member = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await joinAs(ctx, member, group.id);
    const down = await unreachable;
    if (!down) throw new Error('unreachable database not opened');
    const outage = { ...ctx.deps, database: { ...ctx.deps.database, withSharedLock: down.withSharedLock } };

    const during = await Promise.allSettled([
      sendMessage(outage, { userId: member.id, groupId: group.id, message: '장애 중 1', messageType: 'TEXT' }),
      sendMessage(outage, { userId: owner.id, groupId: group.id, message: '장애 중 2', messageType: 'TEXT' }),
    ]);
    expect(during.map((result) => result.status)).toEqual(['rejected', 'rejected']);

    const after = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: member.accessToken,
      payload: { message: '복구 후', messageType: 'TEXT' },
    });
    expect(after.statusCode).toBe(201);
    const history = await ctx.request({ method: 'GET', url: `/api/groups/${group.id}/chat/messages`, token: member.accessToken });
    const texts = history.json().content.filter((message: { messageType: string }) => message.messageType === 'TEXT');
    expect(texts.map((message: { content: string }) => message.content)).toEqual(['복구 후']);
  });
});

describe('a batch of chat messages', () => {
  it('answers each sender with its own stored message, even when the database changed its text', async () => {
    const owner = await buildUser(ctx);
    const member = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await joinAs(ctx, member, group.id);
    // A lone surrogate is stored as U+FFFD: the stored text no longer equals what was sent.
    // (The REST and STOMP schemas refuse such text; this is the store's own guarantee.)
    const sent = await Promise.all([
      sendMessage(ctx.deps, { userId: member.id, groupId: group.id, message: 'a\ud800', messageType: 'TEXT' }),
      sendMessage(ctx.deps, { userId: owner.id, groupId: group.id, message: 'a\ud800', messageType: 'TEXT' }),
      sendMessage(ctx.deps, { userId: member.id, groupId: group.id, message: '보통 메시지', messageType: 'TEXT' }),
    ]);
    expect(sent.map((message) => message.senderId)).toEqual([member.id, owner.id, member.id]);
    expect(sent[2]?.content).toBe('보통 메시지');
    expect(new Set(sent.map((message) => message.id)).size).toBe(3);
  });
});
