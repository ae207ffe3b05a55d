import type { DatePoll } from '@dongne/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { DatePollCard } from './date-poll-card.tsx';

const start = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const end = (days: number) => new Date(Date.now() + days * 86_400_000 + 7_200_000).toISOString();

const POLL: DatePoll = {
  id: 4,
  groupId: 3,
  title: '송년회 언제?',
  creator: { id: 1, nickname: '총무', isDeleted: false },
  createdAt: new Date().toISOString(),
  closed: false,
  slots: [
    { id: 10, start: start(3), end: end(3), yes: 0, maybe: 1, no: 0, answers: [{ userId: 2, nickname: '망원', answer: 'MAYBE' }] },
    {
      id: 11,
      start: start(4),
      end: end(4),
      yes: 2,
      maybe: 0,
      no: 0,
      answers: [
        { userId: 2, nickname: '망원', answer: 'YES' },
        { userId: 3, nickname: '반포', answer: 'YES' },
      ],
    },
  ],
  myAnswers: [],
  voterCount: 2,
  eventId: null,
  viewerCan: { answer: true, close: false, makeEvent: false, delete: false },
};

describe('DatePollCard', () => {
  it('marks the favourite time, shows names on tap, and sends one slot’s answer', async () => {
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(`${config.method?.toUpperCase()} ${config.url} ${config.data ?? ''}`);
      return { status: 200, data: { ...POLL, myAnswers: [{ slotId: 10, answer: 'YES' }] } };
    });
    const user = userEvent.setup();
    renderWithProviders(<DatePollCard poll={POLL} />);
    const card = screen.getByRole('region', { name: '일정 조율: 송년회 언제?' });
    const [first, second] = within(card).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(second).toHaveTextContent('가장 많이 가능');
    expect(first).not.toHaveTextContent('가장 많이 가능');
    expect(within(card).queryByRole('button', { name: '이 시간으로 일정 만들기' })).toBeNull();

    const counts = within(second).getByRole('button', { name: /가능 2 · 애매 0 · 불가 0/ });
    expect(counts).toHaveAttribute('aria-expanded', 'false');
    await user.click(counts);
    expect(second).toHaveTextContent('망원, 반포');

    await user.click(within(first).getByRole('button', { name: '가능' }));
    await waitFor(() => expect(calls).toEqual(['PUT /date-polls/4/answers {"answers":[{"slotId":10,"answer":"YES"}]}']));
  });

  it('offers the creator the event and closing, and a decided poll leads to its event without answers', () => {
    const { unmount } = renderWithProviders(
      <DatePollCard poll={{ ...POLL, viewerCan: { answer: true, close: true, makeEvent: true, delete: true } }} />,
    );
    expect(screen.getAllByRole('button', { name: '이 시간으로 일정 만들기' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '마감하기' })).toBeInTheDocument();
    unmount();

    renderWithProviders(
      <DatePollCard
        poll={{
          ...POLL,
          eventId: 77,
          myAnswers: [{ slotId: 11, answer: 'YES' }],
          viewerCan: { answer: false, close: false, makeEvent: false, delete: true },
        }}
      />,
    );
    expect(screen.getByText('일정 확정')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '만든 일정 보기' })).toHaveAttribute('href', '/events/77');
    expect(screen.queryByRole('button', { name: '가능' })).toBeNull();
    expect(screen.getByText(/내 응답/).closest('p')).toHaveTextContent('내 응답: 가능');
  });
});
