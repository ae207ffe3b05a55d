import type { Poll } from '@dongne/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { PollCard } from './poll-card.tsx';

const POLL: Poll = {
  id: 9,
  postId: 5,
  groupId: 3,
  question: '어디서 만날까요?',
  options: [
    {
      id: 1,
      text: '한강공원',
      voteCount: 2,
      voters: [
        { id: 11, nickname: '망원러너' },
        { id: 12, nickname: '반포러너' },
      ],
    },
    { id: 2, text: '북한산', voteCount: 0, voters: [] },
  ],
  multiple: false,
  anonymous: false,
  closesAt: null,
  closed: false,
  myOptionIds: [],
  voterCount: 2,
  version: 2,
  viewerCan: { vote: true, close: false },
};

describe('PollCard', () => {
  it('shows counts and names, and sends the chosen option', async () => {
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(`${config.method?.toUpperCase()} ${config.url} ${config.data ?? ''}`);
      return config.method === 'get'
        ? { status: 200, data: POLL }
        : { status: 200, data: { ...POLL, myOptionIds: [2], voterCount: 3, version: 3 } };
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PollCard pollId={9} initial={POLL} />
        <Toaster />
      </>,
    );
    const poll = screen.getByRole('region', { name: '투표: 어디서 만날까요?' });
    expect(poll).toHaveTextContent('2명 참여');
    expect(poll).toHaveTextContent('한강공원에 투표한 사람: 망원러너, 반포러너');
    const vote = screen.getByRole('button', { name: '투표하기' });
    expect(vote).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /북한산/ }));
    await user.click(vote);
    await waitFor(() => expect(calls).toEqual(['PUT /polls/9/vote {"optionIds":[2]}']));
    expect(await screen.findByText('투표했어요.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '투표 취소' })).toBeInTheDocument();
  });

  it('shows an anonymous, closed poll without names or choices', () => {
    renderWithProviders(
      <PollCard
        pollId={9}
        initial={{
          ...POLL,
          anonymous: true,
          closed: true,
          options: POLL.options.map((option) => ({ ...option, voters: null })),
          viewerCan: { vote: false, close: false },
        }}
      />,
    );
    expect(screen.getByText('마감된 투표')).toBeInTheDocument();
    expect(screen.getByText('익명')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/망원러너/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
