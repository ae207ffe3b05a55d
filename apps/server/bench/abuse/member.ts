import { HEARTBEAT_MAX_MS, HEARTBEAT_MIN_MS, MAX_CONNECTIONS_PER_USER, MAX_SUBSCRIPTIONS, SESSION_END_MS } from './limits.ts';
import { RawStomp, stompFrame } from './stomp.ts';
import { type AbuseWorld, type Account, type Check, PASSWORD, type Scenario, sleep } from './world.ts';

const chat = (world: AbuseWorld, sender: Account, groupId: number, message: string) =>
  world.call('POST', `/api/groups/${groupId}/chat/messages`, { token: sender.token, body: { message } });

/** Ids of the items in a page (`content`) or list answer. */
const idsOf = (body: unknown): number[] => {
  const items = Array.isArray(body) ? body : ((body as { content?: unknown[] } | null)?.content ?? []);
  return items.map((item) => (item as { id: number }).id);
};

/** Findings 8–12: any member. */
export const memberScenarios: Scenario[] = [
  {
    name: '8-subscribe-amplification',
    run: async (world, check) => {
      const owner = await world.account();
      const member = await world.account();
      const groupId = await world.group(owner, { members: [member] });
      const subscriptions = world.smoke ? 200 : 20_000;
      const { peer } = await RawStomp.connect(world.base, member.token);
      for (let i = 0; i < subscriptions && !peer.isClosed; i++) {
        peer.send(stompFrame('SUBSCRIBE', { id: `s${i}`, destination: `/topic/group.${groupId}` }));
        if (i % 500 === 499) await sleep(10);
      }
      peer.send(stompFrame('SUBSCRIBE', { id: 'last', destination: `/topic/group.${groupId}`, receipt: 'last' }));
      await peer.waitFor((frame) => frame.command === 'ERROR' || frame.headers['receipt-id'] === 'last', 30_000);
      check(peer.errors().length > 0, `${subscriptions + 1} subscriptions on one connection and no ERROR (limit ${MAX_SUBSCRIPTIONS})`);
      for (let i = 0; i < 3; i++) await chat(world, owner, groupId, `증폭 시험 ${i}`);
      await sleep(1_500);
      const delivered = peer.count('MESSAGE');
      check(
        delivered <= 3 * MAX_SUBSCRIPTIONS,
        `3 chat messages became ${delivered} MESSAGE frames (${(peer.bytesReceived / 1024 / 1024).toFixed(1)} MiB) on one connection`,
      );
      peer.close();

      const user = await world.account();
      const peers: RawStomp[] = [];
      let accepted = 0;
      for (let i = 0; i <= MAX_CONNECTIONS_PER_USER; i++) {
        const { peer: next, answer } = await RawStomp.connect(world.base, user.token);
        peers.push(next);
        if (answer?.command === 'CONNECTED') accepted += 1;
      }
      check(accepted <= MAX_CONNECTIONS_PER_USER, `${accepted} live connections of one user (limit ${MAX_CONNECTIONS_PER_USER})`);
      for (const next of peers) next.close();
    },
  },
  {
    name: '9-heartbeat-overflow',
    run: async (world, check) => {
      const users = world.smoke ? 1 : 4;
      const perUser = world.smoke ? 10 : MAX_CONNECTIONS_PER_USER;
      const peers: RawStomp[] = [];
      const negotiated: string[] = [];
      for (let u = 0; u < users; u++) {
        const user = await world.account();
        for (let i = 0; i < perUser; i++) {
          const { peer, answer } = await RawStomp.connect(world.base, user.token, '3000000000,3000000000');
          peers.push(peer);
          negotiated.push(answer?.headers['heart-beat'] ?? answer?.command ?? 'no answer');
        }
      }
      const { peer: eager, answer } = await RawStomp.connect(world.base, (await world.account()).token, '1,1');
      const outOfRange = [...negotiated, answer?.headers['heart-beat'] ?? ''].filter((value) =>
        value.split(',').some((part) => {
          const ms = Number(part);
          return !Number.isFinite(ms) || (ms !== 0 && (ms < HEARTBEAT_MIN_MS || ms > HEARTBEAT_MAX_MS));
        }),
      );
      check(
        outOfRange.length === 0,
        `CONNECTED heart-beat outside ${HEARTBEAT_MIN_MS}–${HEARTBEAT_MAX_MS} ms: ${[...new Set(outOfRange)].join(' ')}`,
      );
      const before = peers.reduce((sum, peer) => sum + peer.heartbeats, 0);
      const eagerBefore = eager.heartbeats;
      const windowMs = 3_000;
      await sleep(windowMs);
      const beats = peers.reduce((sum, peer) => sum + peer.heartbeats, 0) - before;
      const bound = peers.length * (windowMs / HEARTBEAT_MIN_MS + 1);
      check(beats <= bound, `${peers.length} sessions asking for 3 000 000 000 ms got ${beats} heart-beats in ${windowMs / 1000} s`);
      const eagerBeats = eager.heartbeats - eagerBefore;
      check(
        eagerBeats <= windowMs / HEARTBEAT_MIN_MS + 1,
        `a session asking for 1 ms got ${eagerBeats} heart-beats in ${windowMs / 1000} s`,
      );
      for (const peer of [...peers, eager]) peer.close();
    },
  },
  {
    name: '10-session-outlives-logout',
    run: async (world, check) => {
      const owner = await world.account();
      const user = await world.account();
      const groupId = await world.group(owner, { members: [user] });
      const logout = (session: Account) =>
        world.call('POST', '/api/auth/logout', { token: session.token, body: { refreshToken: session.refreshToken } });
      await sessionEnds(world, check, 'logout', owner, groupId, user, logout);
      const session = await world.login(user.email);
      await sessionEnds(world, check, 'a password change', owner, groupId, session, async () => {
        const other = await world.login(user.email);
        return world.call('POST', '/api/password/change', {
          token: other.token,
          body: { currentPassword: PASSWORD, newPassword: 'a new password 5678' },
        });
      });
    },
  },
  {
    name: '11-ex-member-writes',
    run: async (world, check) => {
      const owner = await world.account();
      const member = await world.account();
      const groupId = await world.group(owner, { isPublic: false, members: [member] });
      const postId = await world.post(member, groupId, '떠나기 전에 쓴 글');
      const comment = await world.call('POST', `/api/posts/${postId}/comments`, {
        token: member.token,
        body: { content: '떠나기 전 댓글' },
      });
      const eventId = (await world.event(member, groupId, '떠나기 전 이벤트')).body?.id;
      const seatId = (await world.event(owner, groupId, '주인의 이벤트')).body?.id;
      await world.call('POST', `/api/events/${seatId}/join`, { token: member.token });
      const left = await world.call('POST', `/api/groups/${groupId}/leave`, { token: member.token });
      if (!check(left.status === 200, `leaving answered ${left.status}`)) return;
      const unread = await world.unreadCount(owner);

      const attempts: [string, string, unknown, () => Promise<boolean>][] = [
        [
          'PUT',
          `/api/posts/${postId}`,
          { content: '떠난 뒤 고친 글' },
          async () => (await world.call('GET', `/api/posts/${postId}`, { token: owner.token })).body?.content === '떠나기 전에 쓴 글',
        ],
        [
          'PUT',
          `/api/comments/${comment.body?.id}`,
          { content: '떠난 뒤 댓글' },
          async () =>
            (await world.call('GET', `/api/comments/${comment.body?.id}`, { token: owner.token })).body?.content === '떠나기 전 댓글',
        ],
        [
          'PUT',
          `/api/events/${eventId}`,
          { title: '떠난 뒤 고친 이벤트' },
          async () => (await world.call('GET', `/api/events/${eventId}`, { token: owner.token })).body?.title === '떠나기 전 이벤트',
        ],
        [
          'POST',
          `/api/events/${eventId}/cancel`,
          {},
          async () => (await world.call('GET', `/api/events/${eventId}`, { token: owner.token })).body?.status !== 'CANCELLED',
        ],
      ];
      for (const [method, url, body, unchanged] of attempts) {
        const answer = await world.call(method, url, { token: member.token, body });
        check(answer.status >= 400 && answer.status < 500, `${method} ${url} by an ex-member answered ${answer.status}`);
        check(await unchanged(), `${method} ${url} by an ex-member changed what is stored`);
      }
      check((await world.unreadCount(owner)) === unread, 'refused writes by an ex-member notified the owner');
      const mine = await world.call('GET', '/api/events/my', { token: member.token });
      const kept = idsOf(mine.body).filter((id) => id === seatId || id === eventId);
      check(kept.length === 0, `the ex-member still has ${kept.length} of the private group's events in /events/my`);
    },
  },
  {
    name: '12-private-membership-leak',
    run: async (world, check) => {
      const owner = await world.account();
      const member = await world.account();
      const outsider = await world.account();
      const groupId = await world.group(owner, { isPublic: false, members: [member] });
      const path = `/api/users/groups/${member.id}`;
      const anonymous = idsOf((await world.call('GET', path)).body);
      check(!anonymous.includes(groupId), "an anonymous visitor sees the private group among the member's groups");
      const seenByOutsider = idsOf((await world.call('GET', path, { token: outsider.token })).body);
      check(!seenByOutsider.includes(groupId), "a signed-in outsider sees the private group among the member's groups");
      const seenByOwner = idsOf((await world.call('GET', path, { token: owner.token })).body);
      check(seenByOwner.includes(groupId), 'a fellow member does not see the private group they share');
    },
  },
];

/** A live STOMP session of `session` must get an ERROR and a close, and its token a 401, once `end` ran. */
async function sessionEnds(
  world: AbuseWorld,
  check: Check,
  what: string,
  sender: Account,
  groupId: number,
  session: Account,
  end: (session: Account) => Promise<{ status: number }>,
) {
  const { peer } = await RawStomp.connect(world.base, session.token);
  peer.send(stompFrame('SUBSCRIBE', { id: 'g', destination: `/topic/group.${groupId}`, receipt: 'g' }));
  await peer.waitFor((frame) => frame.headers['receipt-id'] === 'g', 5_000);
  const ended = await end(session);
  check(ended.status < 300, `${what} answered ${ended.status}`);
  const closed = await peer.closedWithin(SESSION_END_MS + 1_000);
  check(closed && peer.errors().length > 0, `the live connection got ${closed ? 'closed without an ERROR' : 'no close'} after ${what}`);
  const before = peer.count('MESSAGE');
  await chat(world, sender, groupId, `${what} 후 메시지`);
  await sleep(500);
  check(peer.count('MESSAGE') === before, `the connection still received group messages after ${what}`);
  const rest = await world.call('GET', '/api/users/profile', { token: session.token });
  check(rest.status === 401, `the access token still answered ${rest.status} over REST after ${what}`);
  peer.close();
}
