/**
 * A few polls (contract §20) on the busiest group's newest posts, so the first page of its post list
 * carries poll cards as the web shows them: named and anonymous, with ballots of its members.
 * Ballot keys are HMACs under a fixed bench secret (the server's secret is not known here), so they
 * name nobody to the server and each viewer's own choices read empty; the counts are real.
 */
import { ballotKey } from '../../src/modules/posts/poll-view.ts';
import { type Plan, streamFor, value } from './plan.ts';
import { busiestGroup } from './rows-series.ts';
import { ascendingTimes, DAY, membersOf, type TableSource } from './source.ts';

/** Which of the busy group's newest posts (0 = newest) carry a poll: all on a first page of 20. */
const POLL_POSITIONS = [0, 3, 8];
const BALLOT_SECRET = 'seed-bench';
const QUESTIONS = [
  { text: '다음 정모 장소 어디가 좋을까요?', options: ['성수', '을지로', '합정', '잠실'] },
  { text: '이번 달 정모 요일 투표해주세요', options: ['수요일', '목요일', '토요일'] },
  { text: '회비 사용처 골라주세요 (익명)', options: ['간식', '장비', '뒤풀이', '적립'] },
];

type PollPlan = { id: number; postId: number; anonymous: boolean; multiple: boolean; created: number; options: string[]; voters: number[] };

function planPolls(seed: number, plan: Plan): PollPlan[] {
  const random = streamFor(seed, 'polls');
  const busy = busiestGroup(plan);
  const newest: number[] = [];
  for (let post = 0; post < plan.posts.count; post += 1) if (value(plan.posts.groupIds, post) === busy + 1) newest.push(post);
  newest.sort((a, b) => value(plan.posts.createdAt, b) - value(plan.posts.createdAt, a) || b - a);
  const members = Array.from(membersOf(plan, busy));
  return POLL_POSITIONS.flatMap((position, index) => {
    const post = newest[position];
    const question = QUESTIONS[index % QUESTIONS.length];
    if (post === undefined || !question) return [];
    return [
      {
        id: index + 1,
        postId: post + 1,
        anonymous: index === 2,
        multiple: index === 1,
        created: value(plan.posts.createdAt, post),
        options: question.options,
        voters: random.sample(members, Math.min(members.length, random.int(5, 40))),
      },
    ];
  });
}

export function pollSources(seed: number, plan: Plan): TableSource[] {
  const polls = planPolls(seed, plan);
  const optionId = (poll: PollPlan, option: number) =>
    polls.slice(0, poll.id - 1).reduce((sum, p) => sum + p.options.length, 0) + option + 1;
  return [
    {
      table: 'polls',
      columns: [
        ['id', 'int'],
        ['post_id', 'int'],
        ['question', 'text'],
        ['multiple', 'bool'],
        ['anonymous', 'bool'],
        ['closes_at', 'time'],
        ['created_at', 'time'],
      ],
      *rows() {
        for (const poll of polls) {
          yield [
            poll.id,
            poll.postId,
            QUESTIONS[poll.id - 1]?.text ?? '',
            poll.multiple,
            poll.anonymous,
            plan.anchor + 7 * DAY,
            poll.created,
          ];
        }
      },
    },
    {
      table: 'poll_options',
      columns: [
        ['id', 'int'],
        ['poll_id', 'int'],
        ['position', 'int'],
        ['text', 'text'],
      ],
      *rows() {
        for (const poll of polls) {
          for (const [position, text] of poll.options.entries()) yield [optionId(poll, position), poll.id, position, text];
        }
      },
    },
    {
      table: 'poll_ballots',
      columns: [
        ['poll_id', 'int'],
        ['ballot_key', 'text'],
        ['voter_id', 'int'],
        ['updated_at', 'time'],
      ],
      *rows() {
        const random = streamFor(seed, 'poll_ballots');
        for (const poll of polls) {
          const times = ascendingTimes(random, poll.voters.length, poll.created, plan.anchor);
          for (const [at, voter] of poll.voters.entries()) {
            yield [poll.id, ballotKey(BALLOT_SECRET, poll.id, voter), poll.anonymous ? null : voter, times[at] as number];
          }
        }
      },
    },
    {
      table: 'poll_choices',
      columns: [
        ['poll_id', 'int'],
        ['ballot_key', 'text'],
        ['option_id', 'int'],
      ],
      *rows() {
        const random = streamFor(seed, 'poll_choices');
        for (const poll of polls) {
          for (const voter of poll.voters) {
            const count = poll.multiple ? random.int(1, poll.options.length) : 1;
            const chosen = random.sample(
              poll.options.map((_, position) => position),
              count,
            );
            for (const position of chosen.sort((a, b) => a - b))
              yield [poll.id, ballotKey(BALLOT_SECRET, poll.id, voter), optionId(poll, position)];
          }
        }
      },
    },
  ];
}
