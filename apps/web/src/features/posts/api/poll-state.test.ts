import type { Poll, PollChanged } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { applyPollChange, withOwnAnswer } from './poll-state.ts';

const me = { id: 7, nickname: '나' };
const her = { id: 8, nickname: '그녀' };

const poll = (overrides: Partial<Poll> = {}): Poll => ({
  id: 1,
  postId: 10,
  groupId: 3,
  question: '점심 메뉴?',
  options: [
    { id: 11, text: '국밥', voteCount: 1, voters: [me] },
    { id: 12, text: '파스타', voteCount: 0, voters: [] },
  ],
  multiple: false,
  anonymous: false,
  closesAt: null,
  closed: false,
  myOptionIds: [11],
  voterCount: 1,
  version: 3,
  viewerCan: { vote: true, close: true },
  ...overrides,
});

const change = (overrides: Partial<PollChanged> = {}): PollChanged => ({
  type: 'POLL_CHANGED',
  pollId: 1,
  version: 4,
  question: '점심 메뉴?',
  closed: false,
  voterCount: 2,
  options: [
    { id: 11, voteCount: 1, voters: [me] },
    { id: 12, voteCount: 1, voters: [her] },
  ],
  ...overrides,
});

describe('applyPollChange', () => {
  it('takes a newer state’s counts and names, keeping the texts', () => {
    const next = applyPollChange(poll(), change(), me.id);
    expect(next.options).toEqual([
      { id: 11, text: '국밥', voteCount: 1, voters: [me] },
      { id: 12, text: '파스타', voteCount: 1, voters: [her] },
    ]);
    expect(next.voterCount).toBe(2);
    expect(next.version).toBe(4);
    expect(next.myOptionIds).toEqual([11]);
  });

  it('ignores a state as old as the shown one or older, and another poll’s', () => {
    const shown = poll();
    expect(applyPollChange(shown, change({ version: 3 }), me.id)).toBe(shown);
    expect(applyPollChange(shown, change({ version: 2 }), me.id)).toBe(shown);
    expect(applyPollChange(shown, change({ pollId: 2 }), me.id)).toBe(shown);
  });

  it('finds the viewer’s own choice among the voters of a named poll (a vote from another tab)', () => {
    const next = applyPollChange(
      poll(),
      change({
        options: [
          { id: 11, voteCount: 0, voters: [] },
          { id: 12, voteCount: 2, voters: [her, me] },
        ],
      }),
      me.id,
    );
    expect(next.myOptionIds).toEqual([12]);
  });

  it('keeps the own choice of an anonymous poll, whose frame names nobody', () => {
    const anonymous = poll({ anonymous: true, options: poll().options.map((option) => ({ ...option, voters: null })) });
    const next = applyPollChange(
      anonymous,
      change({
        options: [
          { id: 11, voteCount: 1, voters: null },
          { id: 12, voteCount: 1, voters: null },
        ],
      }),
      me.id,
    );
    expect(next.myOptionIds).toEqual([11]);
    expect(next.options[1]).toEqual({ id: 12, text: '파스타', voteCount: 1, voters: null });
  });

  it('takes a closing: nobody votes or closes any more', () => {
    const next = applyPollChange(poll(), change({ closed: true }), me.id);
    expect(next.closed).toBe(true);
    expect(next.viewerCan).toEqual({ vote: false, close: false });
  });
});

describe('withOwnAnswer', () => {
  it('takes the answer when it is as new as the shown state or newer', () => {
    const answer = poll({ version: 5 });
    expect(withOwnAnswer(poll(), answer)).toBe(answer);
    expect(withOwnAnswer(undefined, answer)).toBe(answer);
  });

  it('keeps a newer shown state’s results, with the answer’s own choice', () => {
    const shown = poll({ version: 9, voterCount: 6 });
    const next = withOwnAnswer(shown, poll({ version: 5, myOptionIds: [12] }));
    expect(next.voterCount).toBe(6);
    expect(next.version).toBe(9);
    expect(next.myOptionIds).toEqual([12]);
  });
});
