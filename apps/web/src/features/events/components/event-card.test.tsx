import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { buildEvent, hoursFromNow } from '@/features/events/testing/build-event.ts';
import { errorBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EventCard } from './event-card.tsx';

function renderCard(event = buildEvent()) {
  renderWithProviders(
    <>
      <Toaster />
      <EventCard event={event} />
    </>,
  );
  return screen.getByRole('article', { name: event.title });
}

describe('EventCard', () => {
  it('shows the status, online badge, facts, three tags and +N', () => {
    const card = renderCard(
      buildEvent({
        title: '온라인 북토크',
        isOnline: true,
        location: 'https://zoom.us/j/123',
        participantCount: 4,
        maxParticipants: 12,
        waitlistCount: 2,
        tags: ['독서', '소설', '토론', '저녁', '초보'],
      }),
    );
    expect(within(card).getByText('예정')).toBeInTheDocument();
    expect(within(card).getByText('온라인')).toBeInTheDocument();
    expect(within(card).getByText('zoom.us')).toBeInTheDocument();
    expect(within(card).getByText('4/12명')).toBeInTheDocument();
    expect(within(card).getByText(/대기 2명/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /한강 새벽러닝 크루/ })).toHaveAttribute('href', '/groups/7');
    const tags = within(card).getByRole('list', { name: '태그' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#독서', '#소설', '#토론', '+2외 2개 태그']);
  });

  it('links its comment count to the questions under it, and shows none without comments', () => {
    const card = renderCard(buildEvent({ id: 41, commentCount: 3 }));
    expect(within(card).getByRole('link', { name: '댓글 3' })).toHaveAttribute('href', '/events/41#comments');
    const quiet = renderCard(buildEvent({ id: 42, title: '조용한 모임', commentCount: 0 }));
    expect(within(quiet).queryByRole('link', { name: /댓글/ })).toBeNull();
  });

  it('shows no +N with three tags or fewer, and no tag list without tags', () => {
    const card = renderCard(buildEvent({ tags: ['러닝', '한강', '아침'] }));
    expect(within(card).queryByText(/^\+/)).not.toBeInTheDocument();
    const bare = renderCard(buildEvent({ tags: [] }));
    expect(within(bare).queryByRole('list', { name: '태그' })).not.toBeInTheDocument();
  });

  it('flags the viewer as participating and offers no join button then', () => {
    const card = renderCard(buildEvent({ isParticipating: true, canJoin: false }));
    expect(within(card).getByText('참가 중')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /신청/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /자세히 보기/ })).toHaveAttribute('href', expect.stringMatching(/^\/events\/\d+$/));
  });

  it('offers no join button for a past event', () => {
    const card = renderCard(buildEvent({ eventDate: hoursFromNow(-3), status: 'COMPLETED' }));
    expect(within(card).getByText('종료')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /신청/ })).not.toBeInTheDocument();
  });

  it('joins a full event as a waitlist and toasts the server message', async () => {
    const event = buildEvent({ participantCount: 10, maxParticipants: 10, canJoin: false, canJoinWaitlist: true });
    mockApi(() => ({
      status: 201,
      data: {
        status: 'WAITLISTED',
        waitlistPosition: 1,
        message: '정원이 가득 차 대기 1번으로 등록되었습니다',
        event: { ...event, canJoin: false, canJoinWaitlist: false, isWaitlisted: true, waitlistPosition: 1 },
      },
    }));
    const card = renderCard(event);
    await userEvent.click(within(card).getByRole('button', { name: '대기 신청' }));
    expect(await screen.findByText('정원이 가득 차 대기 1번으로 등록되었습니다')).toBeInTheDocument();
  });

  it('toasts 이벤트 참가 신청이 완료되었습니다 after a seat, and the server message after a failure', async () => {
    const event = buildEvent();
    let fail = false;
    mockApi(() =>
      fail
        ? { status: 409, data: errorBody(409, '이미 참가 신청한 이벤트입니다.', 'Conflict') }
        : {
            status: 201,
            data: { status: 'PARTICIPATING', waitlistPosition: null, message: '', event: { ...event, isParticipating: true } },
          },
    );
    const card = renderCard(event);
    await userEvent.click(within(card).getByRole('button', { name: '참가 신청' }));
    expect(await screen.findByText('이벤트 참가 신청이 완료되었습니다')).toBeInTheDocument();
    fail = true;
    await userEvent.click(within(card).getByRole('button', { name: '참가 신청' }));
    expect(await screen.findByText('이미 참가 신청한 이벤트입니다.')).toBeInTheDocument();
  });

  it('falls back to 이벤트 참가에 실패했습니다 when the failure has no message', async () => {
    mockApi(() => ({ status: 409, data: { status: 409 } }));
    const card = renderCard();
    await userEvent.click(within(card).getByRole('button', { name: '참가 신청' }));
    expect(await screen.findByText('이벤트 참가에 실패했습니다')).toBeInTheDocument();
  });
});
