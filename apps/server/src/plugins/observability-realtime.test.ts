import { describe, expect, it } from 'vitest';
import { buildGroupWithMember } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { nothingMoreArrives, stompClientsFor } from '../../test/stomp-clients.ts';

// Contract §15: realtime connections and subscriptions, chat messages stored and delivered.
const token = 'metrics-token-realtime-0123456789';
const ctx = setupTestApp({ METRICS_TOKEN: token }, { listen: true });
const connect = stompClientsFor(ctx);

async function scrape(): Promise<Record<string, number>> {
  const response = await ctx.request({ method: 'GET', url: '/metrics', token });
  expect(response.statusCode).toBe(200);
  const values: Record<string, number> = {};
  for (const name of ['realtime_connections', 'realtime_subscriptions', 'chat_messages_stored_total', 'chat_messages_delivered_total']) {
    const match = new RegExp(`^${name} (\\d+)$`, 'm').exec(response.body);
    expect(match, name).not.toBeNull();
    values[name] = Number(match?.[1]);
  }
  return values;
}

describe('realtime and chat metrics', () => {
  it('count connections and subscriptions, and chat messages stored and delivered', async () => {
    const { owner, member, group } = await buildGroupWithMember(ctx);
    const topic = `/topic/group.${group.id}`;
    const before = await scrape();
    const alice = await connect(owner.accessToken);
    const bob = await connect(member.accessToken);
    await alice.subscribe(topic);
    await bob.subscribe(topic);
    await bob.subscribe(`${topic}.typing`);
    const connected = await scrape();
    expect(connected.realtime_connections).toBe((before.realtime_connections ?? 0) + 2);
    expect(connected.realtime_subscriptions).toBe((before.realtime_subscriptions ?? 0) + 3);

    for (const message of ['하나', '둘']) {
      const sent = await ctx.request({
        method: 'POST',
        url: `/api/groups/${group.id}/chat/messages`,
        token: owner.accessToken,
        payload: { message, clientId: `metrics-${message}` },
      });
      expect(sent.statusCode).toBe(201);
    }
    // A retry of the same send is neither stored nor delivered again.
    await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: owner.accessToken,
      payload: { message: '둘', clientId: 'metrics-둘' },
    });
    await bob.waitFor(topic, 2);
    await alice.waitFor(topic, 2);
    await nothingMoreArrives(() => bob.messages.get(topic)?.length ?? 0);
    const after = await scrape();
    expect(after.chat_messages_stored_total).toBe((connected.chat_messages_stored_total ?? 0) + 2);
    // Two messages, each to two subscribers of the room's topic (typing frames are not chat messages).
    expect(after.chat_messages_delivered_total).toBe((connected.chat_messages_delivered_total ?? 0) + 4);

    await bob.close();
    await alice.close();
    await expect.poll(async () => (await scrape()).realtime_connections, { timeout: 3_000 }).toBe(before.realtime_connections);
    expect((await scrape()).realtime_subscriptions).toBe(before.realtime_subscriptions);
  });
});
