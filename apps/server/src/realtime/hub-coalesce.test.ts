import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Broker, BrokerMessage } from './broker.ts';
import { type HubSession, RealtimeHub } from './hub.ts';
import type { SharedFrame } from './stomp-codec.ts';

const log = pino({ level: 'silent' });
const TOPIC = '/topic/room.1.moves';
const WINDOW_MS = 500;
type Move = { userId: number; to: number; from: number };

/** Redis's part between instances: every message reaches every instance once, the publisher's too. */
class Bus {
  readonly handlers: ((message: BrokerMessage) => void)[] = [];
  broker(): Broker {
    return {
      isDistributed: true,
      publish: async (message) => {
        const raw = JSON.stringify(message);
        for (const handler of this.handlers) handler(JSON.parse(raw) as BrokerMessage);
      },
      onMessage: (handler) => this.handlers.push(handler),
      close: async () => {},
    };
  }
}

function instance(bus: Bus) {
  const hub = new RealtimeHub(bus.broker(), log);
  hub.registerTopics('moves', {
    pattern: /^\/topic\/room\.\d+\.moves$/,
    coalesce: {
      windowMs: WINDOW_MS,
      merge: (earlier, later) => {
        const [a, b] = [earlier as Move, later as Move];
        return { ...(b.to >= a.to ? b : a), from: Math.min(a.from, b.from) };
      },
    },
  });
  return hub;
}

/** A subscriber: the JSON body of every MESSAGE frame written to it. */
function subscriber(hub: RealtimeHub, id: string) {
  const frames: unknown[] = [];
  const session: HubSession = {
    id,
    userId: 1,
    deliverFrame(frame: SharedFrame) {
      for (const text of frame.texts) frames.push(JSON.parse(text.slice(text.indexOf('\n\n') + 2, -1)));
    },
  };
  hub.subscribe(session, 'sub-0', TOPIC);
  return frames;
}

const move = (hub: RealtimeHub, userId: number, from: number, to: number) =>
  hub.publishCoalesced(TOPIC, String(userId), { userId, from, to } satisfies Move);

describe('coalesced topics: one frame per window, its body an array', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first body at once, then a window of many publishers as one frame with one element each', async () => {
    const hub = instance(new Bus());
    const frames = subscriber(hub, 's1');
    await move(hub, 1, 0, 10);
    expect(frames).toEqual([[{ userId: 1, from: 0, to: 10 }]]);
    for (let userId = 2; userId <= 6; userId++) await move(hub, userId, 0, 10);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(frames).toHaveLength(2);
    expect(frames[1]).toEqual([2, 3, 4, 5, 6].map((userId) => ({ userId, from: 0, to: 10 })));
  });

  it("merges one key's bodies within a window to the furthest, and a later window is a frame of its own", async () => {
    const hub = instance(new Bus());
    const frames = subscriber(hub, 's1');
    await move(hub, 9, 0, 1);
    await move(hub, 1, 0, 3);
    await move(hub, 1, 5, 8);
    // Out of order (another instance's older move arriving late): the further position stays.
    await move(hub, 1, 3, 5);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(frames).toEqual([[{ userId: 9, from: 0, to: 1 }], [{ userId: 1, from: 0, to: 8 }]]);
    // The window that opened with that broadcast holds the next body; then the topic is quiet.
    await move(hub, 1, 8, 12);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(frames).toHaveLength(3);
    expect(frames[2]).toEqual([{ userId: 1, from: 8, to: 12 }]);
    vi.advanceTimersByTime(WINDOW_MS * 3);
    expect(frames).toHaveLength(3);
    // After a quiet window, a body goes at once again.
    await move(hub, 2, 0, 12);
    expect(frames).toHaveLength(4);
    expect(frames[3]).toEqual([{ userId: 2, from: 0, to: 12 }]);
  });

  it('gives each subscriber on each instance one frame per window, whichever instances published, each move once', async () => {
    const bus = new Bus();
    const [a, b] = [instance(bus), instance(bus)];
    const onA = subscriber(a, 'a1');
    const onB = subscriber(b, 'b1');
    await move(a, 1, 0, 4);
    for (let userId = 2; userId <= 11; userId++) await move(userId % 2 ? a : b, userId, 0, 4);
    // One reader's moves through both instances are still one element.
    await move(a, 20, 0, 2);
    await move(b, 20, 2, 4);
    vi.advanceTimersByTime(WINDOW_MS);
    for (const frames of [onA, onB]) {
      expect(frames).toHaveLength(2);
      expect(frames[0]).toEqual([{ userId: 1, from: 0, to: 4 }]);
      const batch = frames[1] as Move[];
      expect(batch.map((m) => m.userId).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 20]);
      expect(batch.find((m) => m.userId === 20)).toEqual({ userId: 20, from: 0, to: 4 });
    }
  });

  it('holds nothing on an instance without subscribers, and delivers a body of an unknown family alone', async () => {
    const bus = new Bus();
    const [a, b] = [instance(bus), instance(bus)];
    const onA = subscriber(a, 'a1');
    await move(b, 1, 0, 4);
    expect(onA).toEqual([[{ userId: 1, from: 0, to: 4 }]]);
    expect(vi.getTimerCount()).toBe(1);

    const frames: unknown[] = [];
    a.subscribe({ id: 'a2', userId: 2, deliverFrame: (frame) => frames.push(frame.texts.length) }, 'sub-0', '/topic/other');
    await b.publishCoalesced('/topic/other', '1', { any: 1 });
    await b.publishCoalesced('/topic/other', '1', { any: 2 });
    expect(frames).toEqual([1, 1]);
  });
});

describe('coalesced topics with a frame per key: each body alone, at most once per key and window', () => {
  const CHANGES = '/topic/group.1.polls';
  type Changed = { type: 'POLL_CHANGED'; pollId: number };

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function changesInstance(bus: Bus) {
    const hub = new RealtimeHub(bus.broker(), log);
    hub.registerTopics('changes', { pattern: /^\/topic\/group\.\d+\.polls$/, coalesce: { windowMs: WINDOW_MS, framePerKey: true } });
    return hub;
  }

  /** A subscriber: each MESSAGE frame's body with the fake clock's time it was written, and the socket writes. */
  function watcher(hub: RealtimeHub, id: string) {
    const frames: { at: number; body: Changed }[] = [];
    let writes = 0;
    hub.subscribe(
      {
        id,
        userId: 1,
        deliverFrame(frame: SharedFrame) {
          writes += 1;
          for (const text of frame.texts) frames.push({ at: Date.now(), body: JSON.parse(text.slice(text.indexOf('\n\n') + 2, -1)) });
        },
      },
      'sub-0',
      CHANGES,
    );
    return { frames, writes: () => writes };
  }

  const change = (hub: RealtimeHub, pollId: number) =>
    hub.publishCoalesced(CHANGES, String(pollId), { type: 'POLL_CHANGED', pollId } satisfies Changed);

  it('sends the first change at once as the object itself, then one frame per changed key when the window ends, in one write', async () => {
    const hub = changesInstance(new Bus());
    const seen = watcher(hub, 's1');
    await change(hub, 7);
    expect(seen.frames.map((frame) => frame.body)).toEqual([{ type: 'POLL_CHANGED', pollId: 7 }]);
    for (let vote = 0; vote < 30; vote++) await change(hub, vote % 2 ? 7 : 8);
    expect(seen.frames).toHaveLength(1);
    vi.advanceTimersByTime(WINDOW_MS);
    expect(seen.frames.slice(1).map((frame) => frame.body.pollId)).toEqual([8, 7]);
    expect(seen.writes()).toBe(2);
  });

  it('gives a burst of changes of one key at most ceil(burst / window) + 1 frames, the last one after the last change', async () => {
    const bus = new Bus();
    const [a, b] = [changesInstance(bus), changesInstance(bus)];
    const seen = [watcher(a, 'a1'), watcher(b, 'b1')];
    const startedAt = Date.now();
    // 100 changes 37 ms apart through either instance: 3.7 s of burst.
    for (let vote = 0; vote < 100; vote++) {
      await change(vote % 3 ? a : b, 5);
      vi.advanceTimersByTime(37);
    }
    const lastChangeAt = Date.now() - 37;
    vi.advanceTimersByTime(WINDOW_MS * 4);
    const bound = Math.ceil((lastChangeAt - startedAt) / WINDOW_MS) + 1;
    for (const { frames } of seen) {
      expect(frames.length).toBeGreaterThan(1);
      expect(frames.length).toBeLessThanOrEqual(bound);
      expect(frames.at(-1)?.at).toBeGreaterThanOrEqual(lastChangeAt);
      for (const [index, frame] of frames.slice(1).entries()) expect(frame.at - (frames[index]?.at ?? 0)).toBeGreaterThanOrEqual(WINDOW_MS);
    }
    // Quiet afterwards: no frame without a change.
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('a family that names several people in a body (redact)', () => {
  const POLLS = '/topic/group.1.polls';
  type State = { version: number; voters: number[] };

  it('sends a subscriber who blocked someone named a copy without them, everyone else the shared frame', async () => {
    const hub = new RealtimeHub(new Bus().broker(), log);
    hub.registerTopics('named', {
      pattern: /^\/topic\/group\.\d+\.polls$/,
      redact: (body, blocked) => {
        const state = JSON.parse(body) as State;
        return state.voters.some((id) => blocked.has(id))
          ? JSON.stringify({ ...state, voters: state.voters.filter((id) => !blocked.has(id)) })
          : body;
      },
    });
    const received = new Map<number, { frame: SharedFrame; body: State }[]>();
    for (const userId of [1, 2, 3]) {
      received.set(userId, []);
      hub.subscribe(
        {
          id: `s${userId}`,
          userId,
          deliverFrame(frame: SharedFrame) {
            for (const text of frame.texts)
              received.get(userId)?.push({ frame, body: JSON.parse(text.slice(text.indexOf('\n\n') + 2, -1)) as State });
          },
        },
        'sub-0',
        POLLS,
      );
    }
    await hub.blocks.ensure(1, async () => []);
    await hub.blocks.ensure(2, async () => [9]);
    await hub.blocks.ensure(3, async () => [4]);

    await hub.publish(POLLS, { version: 1, voters: [9, 5] });
    expect(received.get(1)?.map(({ body }) => body)).toEqual([{ version: 1, voters: [9, 5] }]);
    expect(received.get(2)?.map(({ body }) => body)).toEqual([{ version: 1, voters: [5] }]);
    // Blocking someone the body does not name changes nothing: the shared frame, the same object.
    expect(received.get(3)?.map(({ body }) => body)).toEqual([{ version: 1, voters: [9, 5] }]);
    expect(received.get(3)?.[0]?.frame).toBe(received.get(1)?.[0]?.frame);

    // A block made now applies to the next body.
    await hub.blocksChanged(1, 5, true);
    await hub.publish(POLLS, { version: 2, voters: [9, 5, 4] });
    expect(received.get(1)?.[1]?.body.voters).toEqual([9, 4]);
    expect(received.get(2)?.[1]?.body.voters).toEqual([5, 4]);
    expect(received.get(3)?.[1]?.body.voters).toEqual([9, 5]);
  });
});
