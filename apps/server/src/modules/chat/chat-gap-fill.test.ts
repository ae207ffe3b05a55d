import { CHAT_MSG } from '@dongne/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildGroupWithMember, buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { chatMessages } from '../../db/schema.ts';

// Contract §7: gap fill with `afterId`, and `clientId` so a retried send is one message.
const ctx = setupTestApp();
type Message = { id: number; content: string; isDeleted: boolean; clientId: string | null; senderId: number | null };

const send = (user: TestUser, groupId: number, payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: `/api/groups/${groupId}/chat/messages`, token: user.accessToken, payload });
const fill = (user: TestUser | undefined, groupId: number, query: string) =>
  ctx.request({ method: 'GET', url: `/api/groups/${groupId}/chat/messages?${query}`, token: user?.accessToken });
const rowsWithClientId = (senderId: number, clientId: string) =>
  ctx.deps.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));

describe('GET /api/groups/{id}/chat/messages?afterId=N (gap fill)', () => {
  it('answers the messages after N in ascending order, at most size, and says whether more follow', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const ids: number[] = [];
    for (let index = 1; index <= 5; index++) ids.push((await send(owner, group.id, { message: `메시지 ${index}` })).json().id);
    const first = (await fill(member, group.id, `afterId=${ids[0]}&size=3`)).json();
    expect(first.content.map((message: Message) => message.content)).toEqual(['메시지 2', '메시지 3', '메시지 4']);
    expect(first).toMatchObject({ last: false, totalElements: 4 });
    const rest = (await fill(member, group.id, `afterId=${ids[3]}&size=3`)).json();
    expect(rest.content.map((message: Message) => message.content)).toEqual(['메시지 5']);
    expect(rest.last).toBe(true);
    expect((await fill(member, group.id, `afterId=${ids[4]}`)).json()).toMatchObject({ content: [], last: true, empty: true });
    // afterId=0 is the room from its first message (the SYSTEM join line first).
    const all = (await fill(member, group.id, 'afterId=0&size=100')).json().content as Message[];
    expect(all.map((message) => message.id)).toEqual([...all.map((message) => message.id)].sort((a, b) => a - b));
    expect(all.filter((message) => ids.includes(message.id))).toHaveLength(5);
  });

  it('reports deletions: a later message as deleted, and an older one deleted after N was stored', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const old = (await send(owner, group.id, { message: '예전 메시지' })).json().id;
    const seen = (await send(owner, group.id, { message: '마지막으로 본 메시지' })).json().id;
    const later = (await send(owner, group.id, { message: '놓친 메시지' })).json().id;
    const remove = (id: number) =>
      ctx.request({ method: 'DELETE', url: `/api/groups/${group.id}/chat/messages/${id}`, token: owner.accessToken });
    expect((await remove(old)).statusCode).toBe(200);
    expect((await remove(later)).statusCode).toBe(200);
    const answer = (await fill(member, group.id, `afterId=${seen}`)).json();
    expect(answer.content).toEqual([
      expect.objectContaining({ id: old, isDeleted: true, content: CHAT_MSG.deletedPlaceholder }),
      expect.objectContaining({ id: later, isDeleted: true, content: CHAT_MSG.deletedPlaceholder }),
    ]);
    const [row] = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.id, old));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    // A deletion from before N was stored is already in what the client loaded: not reported.
    const newer = (await send(owner, group.id, { message: '그 뒤 메시지' })).json().id;
    expect((await fill(member, group.id, `afterId=${newer}`)).json().content).toEqual([]);
  });

  it('refuses a bad afterId with a Korean message, guests with 401 and non-members with 403', async () => {
    const { member, group } = await buildGroupWithMember(ctx);
    for (const value of ['-1', 'abc', '1.5', '99999999999']) {
      const response = await fill(member, group.id, `afterId=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CHAT_MSG.afterIdInvalid);
    }
    expect((await fill(undefined, group.id, 'afterId=0')).statusCode).toBe(401);
    expect((await fill(await buildUser(ctx), group.id, 'afterId=0')).statusCode).toBe(403);
  });
});

describe('clientId on sends', () => {
  it('is echoed in the stored message; the same clientId again within 10 minutes is the same message, stored once', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const clientId = `c-${crypto.randomUUID()}`;
    const first = await send(member, group.id, { message: '한 번만', clientId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: '한 번만', clientId, senderId: member.id });
    const retry = await send(member, group.id, { message: '한 번만', clientId });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().id).toBe(first.json().id);
    expect(await rowsWithClientId(member.id, clientId)).toHaveLength(1);
    // Another sender may use the same clientId: it is theirs alone.
    expect((await send(owner, group.id, { message: '다른 사람', clientId })).json().id).not.toBe(first.json().id);
    // Without a clientId every send is a message.
    const plain = await Promise.all([send(member, group.id, { message: '같은 글' }), send(member, group.id, { message: '같은 글' })]);
    expect(new Set(plain.map((response) => response.json().id)).size).toBe(2);
    expect(plain.map((response) => response.json().clientId)).toEqual([null, null]);
  });

  it('stores concurrent retries of one send once, and answers each with that message', async () => {
    const { member, group } = await buildGroupWithMember(ctx);
    const clientId = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(member, group.id, { message: '동시 재시도', clientId })));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((response) => response.json().id)).size).toBe(1);
    expect(await rowsWithClientId(member.id, clientId)).toHaveLength(1);
    const history = (await fill(member, group.id, 'afterId=0&size=100')).json().content as Message[];
    expect(history.filter((message) => message.content === '동시 재시도')).toHaveLength(1);
  });

  it('after 10 minutes the same clientId stores a new message', async () => {
    const { member, group } = await buildGroupWithMember(ctx);
    const clientId = crypto.randomUUID();
    const first = (await send(member, group.id, { message: '예전', clientId })).json();
    await ctx.deps.db.update(chatMessages).set({ createdAt: sql`now() - interval '11 minutes'` }).where(eq(chatMessages.id, first.id));
    const again = (await send(member, group.id, { message: '새로', clientId })).json();
    expect(again.id).not.toBe(first.id);
    expect(again.clientId).toBe(clientId);
    const rows = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.senderId, member.id));
    expect(rows.find((row) => row.id === first.id)?.clientId).toBeNull();
    expect(rows.filter((row) => row.clientId === clientId).map((row) => row.id)).toEqual([again.id]);
  });

  it('refuses an empty or overlong clientId, and one already used in another room, storing nothing', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    for (const clientId of ['', 'x'.repeat(65), 42]) {
      const response = await send(member, group.id, { message: '식별자', clientId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CHAT_MSG.clientIdInvalid);
    }
    expect((await send(member, group.id, { message: '64자', clientId: 'y'.repeat(64) })).statusCode).toBe(201);
    const other = await buildGroupWithMember(ctx);
    const shared = crypto.randomUUID();
    expect((await send(other.owner, other.group.id, { message: '첫 방', clientId: shared })).statusCode).toBe(201);
    await ctx.request({ method: 'POST', url: `/api/groups/${group.id}/join`, token: other.owner.accessToken });
    const elsewhere = await send(other.owner, group.id, { message: '둘째 방', clientId: shared });
    expect(elsewhere.json()).toMatchObject({ status: 409, message: CHAT_MSG.clientIdUsedElsewhere });
    expect(await rowsWithClientId(other.owner.id, shared)).toHaveLength(1);
    expect(owner.id).not.toBe(other.owner.id);
  });
});
