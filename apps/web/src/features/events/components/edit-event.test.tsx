import { EVENT_MSG } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { buildEvent } from '@/features/events/testing/build-event.ts';
import { errorBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EditEvent } from './edit-event.tsx';

const canManage = { ...buildEvent().viewerCan, edit: true, cancel: true };

/** Answers the event's GET and records each PUT with its scope; `reply` answers the PUT. */
function serve(event: ReturnType<typeof buildEvent>, reply: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown }) {
  const puts: unknown[] = [];
  mockApi((config) => {
    if (config.method === 'put') {
      puts.push(config.params);
      return reply(config);
    }
    return { status: 200, data: event };
  });
  return puts;
}

describe('EditEvent for an occurrence of a series', () => {
  const event = buildEvent({
    seriesId: 4,
    recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8',
    eventDate: '2030-12-03T10:30:00.000Z',
    endDate: '2030-12-03T12:30:00.000Z',
    viewerCan: canManage,
  });

  it('shows the rule read-only and asks which occurrences change before saving', async () => {
    const puts = serve(event, () => ({ status: 200, data: event }));
    const user = userEvent.setup();
    renderWithProviders(<EditEvent eventId={event.id} />);
    expect(await screen.findByText('반복 일정 · 매주 화, 목 오후 7:30 · 8회')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '반복' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '수정 완료' }));
    const dialog = await screen.findByRole('dialog', { name: '반복 일정 수정' });
    expect(puts).toEqual([]);
    await user.click(within(dialog).getByRole('radio', { name: /전체 일정/ }));
    await user.click(within(dialog).getByRole('button', { name: '저장하기' }));
    await vi.waitFor(() => expect(puts).toEqual([{ scope: 'ALL' }]));
  });

  it('sends nothing when the question is dismissed', async () => {
    const puts = serve(event, () => ({ status: 200, data: event }));
    const user = userEvent.setup();
    renderWithProviders(<EditEvent eventId={event.id} />);
    await user.click(await screen.findByRole('button', { name: '수정 완료' }));
    await user.click(within(await screen.findByRole('dialog', { name: '반복 일정 수정' })).getByRole('button', { name: '아니요' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts).toEqual([]);
    expect(screen.getByRole('button', { name: '수정 완료' })).toBeEnabled();
  });

  it('puts the server’s refusal to move several dates under the start', async () => {
    serve(event, () => ({
      status: 400,
      data: { ...errorBody(400, '입력값을 확인해주세요.'), fieldErrors: [{ field: 'eventDate', message: EVENT_MSG.seriesDateChange }] },
    }));
    const user = userEvent.setup();
    renderWithProviders(<EditEvent eventId={event.id} />);
    await user.click(await screen.findByRole('button', { name: '수정 완료' }));
    const dialog = await screen.findByRole('dialog', { name: '반복 일정 수정' });
    await user.click(within(dialog).getByRole('radio', { name: /이후 일정 모두/ }));
    await user.click(within(dialog).getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText(EVENT_MSG.seriesDateChange)).toBeInTheDocument();
    expect(screen.getByLabelText('시작 일시')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('EditEvent for a one-off event', () => {
  it('saves at once, without a scope', async () => {
    const event = buildEvent({ viewerCan: canManage });
    const puts = serve(event, () => ({ status: 200, data: event }));
    const user = userEvent.setup();
    renderWithProviders(<EditEvent eventId={event.id} />);
    await user.click(await screen.findByRole('button', { name: '수정 완료' }));
    await vi.waitFor(() => expect(puts).toEqual([undefined]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
