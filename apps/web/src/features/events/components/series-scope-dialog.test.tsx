import type { EventScope } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { buildEvent } from '@/features/events/testing/build-event.ts';
import { jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ManageActions } from './manage-actions.tsx';
import { ParticipationActions } from './participation-actions.tsx';
import { SeriesScopeDialog } from './series-scope-dialog.tsx';

function renderDialog(scopes?: EventScope[]) {
  const onConfirm = vi.fn<(scope: EventScope) => void>();
  const onCancel = vi.fn();
  renderWithProviders(
    <SeriesScopeDialog isOpen title="반복 일정 수정" confirmLabel="저장하기" scopes={scopes} onConfirm={onConfirm} onCancel={onCancel} />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: '반복 일정 수정' }), user: userEvent.setup() };
}

describe('SeriesScopeDialog', () => {
  it('offers the three scopes as one radio group with 이 일정만 chosen and focused first', () => {
    const { dialog } = renderDialog();
    const group = within(dialog).getByRole('radiogroup', { name: '어느 일정에 적용할까요?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).checked),
    ).toEqual([true, false, false]);
    expect(within(group).getByRole('radio', { name: /이 일정만/ })).toHaveFocus();
  });

  it('confirms the scope chosen by keyboard', async () => {
    const { dialog, user, onConfirm } = renderDialog();
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: /이후 일정 모두/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '저장하기' }));
    expect(onConfirm).toHaveBeenCalledWith('FOLLOWING');
  });

  it('keeps the focus inside and closes on Escape without confirming', async () => {
    const { dialog, user, onConfirm, onCancel } = renderDialog();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: '저장하기' })).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('offers only the scopes given (leaving has no 전체 일정)', () => {
    const { dialog } = renderDialog(['THIS', 'FOLLOWING']);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    expect(within(dialog).queryByRole('radio', { name: /전체 일정/ })).not.toBeInTheDocument();
  });
});

describe('series actions on the detail page', () => {
  const series = { seriesId: 4, recurrence: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8' };

  it('cancels an occurrence with the scope chosen', async () => {
    const event = buildEvent({ ...series, viewerCan: { ...buildEvent().viewerCan, edit: true, cancel: true } });
    const requests: { url?: string; params?: unknown }[] = [];
    mockApi((config) => {
      requests.push({ url: config.url, params: config.params });
      return { status: 200, data: { ...event, status: 'CANCELLED' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageActions event={event} />);
    await user.click(screen.getByRole('button', { name: '이벤트 취소' }));
    const dialog = screen.getByRole('dialog', { name: '반복 일정 취소' });
    await user.click(within(dialog).getByRole('button', { name: '이벤트 취소하기' }));
    await vi.waitFor(() => expect(requests).toEqual([{ url: `/events/${event.id}/cancel`, params: { scope: 'THIS' } }]));
  });

  it('cancels a one-off event as before, with a plain confirmation and no scope', async () => {
    const event = buildEvent({ viewerCan: { ...buildEvent().viewerCan, cancel: true } });
    const requests: unknown[] = [];
    mockApi((config) => {
      requests.push(config.params);
      return { status: 200, data: event };
    });
    const user = userEvent.setup();
    renderWithProviders(<ManageActions event={event} />);
    await user.click(screen.getByRole('button', { name: '이벤트 취소' }));
    const dialog = screen.getByRole('dialog', { name: '이벤트를 취소할까요?' });
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '이벤트 취소하기' }));
    await vi.waitFor(() => expect(requests).toEqual([undefined]));
  });

  it('lets a member join the whole series or this occurrence only', async () => {
    const event = buildEvent(series);
    const bodies: Record<string, unknown>[] = [];
    mockApi((config) => {
      bodies.push(jsonBody(config));
      return {
        status: 201,
        data: { status: 'PARTICIPATING', waitlistPosition: null, message: '', event: { ...event, isParticipating: true } },
      };
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Toaster />
        <ParticipationActions event={event} viewerId={2} />
      </>,
    );
    expect(screen.getByRole('button', { name: '이 일정만 참여' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이후 일정 모두 참여' }));
    expect(await screen.findByText('이후 일정에 모두 참가 신청했습니다')).toBeInTheDocument();
    expect(bodies).toEqual([{ joinSeries: true }]);
  });

  it('asks a member of the series whether to leave this occurrence or all later ones', async () => {
    const event = buildEvent({ ...series, seriesJoined: true, isParticipating: true, canJoin: false });
    const requests: unknown[] = [];
    mockApi((config) => {
      requests.push({ method: config.method, params: config.params });
      return { status: 200, data: { message: '이후 일정의 참가를 모두 취소했습니다' } };
    });
    const user = userEvent.setup();
    renderWithProviders(<ParticipationActions event={event} viewerId={2} />);
    expect(screen.queryByRole('button', { name: '이후 일정 모두 참여' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '참가 취소' }));
    const dialog = screen.getByRole('dialog', { name: '참가를 취소할까요?' });
    await user.click(within(dialog).getByRole('radio', { name: /이후 일정 모두/ }));
    await user.click(within(dialog).getByRole('button', { name: '취소하기' }));
    await vi.waitFor(() => expect(requests).toEqual([{ method: 'delete', params: { scope: 'FOLLOWING' } }]));
  });
});
