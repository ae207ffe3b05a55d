import { REPORT_REASON_LABELS, SAFETY_MSG } from '@dongne/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify.ts';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ReportDialog } from './report-dialog.tsx';

function recordReports(status = 201) {
  const bodies: Record<string, unknown>[] = [];
  mockApi((config) => {
    if (config.method === 'post' && config.url === '/reports') {
      bodies.push(jsonBody(config));
      return status === 201 ? { status, data: { id: 1 } } : { status, data: errorBody(status, SAFETY_MSG.reportDuplicate, 'Conflict') };
    }
    return { status: 404 };
  });
  return bodies;
}

afterEach(() => vi.restoreAllMocks());

describe('ReportDialog (contract §11)', () => {
  it('offers the six reasons as radio buttons, asks for one, then sends reason and detail and thanks', async () => {
    const bodies = recordReports();
    const success = vi.spyOn(notify, 'success');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReportDialog isOpen onClose={onClose} target={{ targetType: 'POST', targetId: 7 }} />);

    expect(screen.getByRole('dialog', { name: '게시글 신고' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toHaveLength(6);
    for (const label of Object.values(REPORT_REASON_LABELS)) expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '신고하기' }));
    expect(screen.getByRole('alert')).toHaveTextContent(SAFETY_MSG.reportReasonRequired);
    expect(bodies).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.ABUSE }));
    await user.type(screen.getByRole('textbox', { name: '상세 내용 (선택)' }), '  계속 욕을 해요 ');
    await user.click(screen.getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ targetType: 'POST', targetId: 7, reason: 'ABUSE', detail: '계속 욕을 해요' }]);
    expect(success).toHaveBeenCalledWith(SAFETY_MSG.reportThanks);
  });

  it('tells a second report of the same thing 이미 신고했습니다', async () => {
    recordReports(409);
    const info = vi.spyOn(notify, 'info');
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ReportDialog isOpen onClose={onClose} target={{ targetType: 'USER', targetId: 3 }} />);
    await user.click(screen.getByRole('radio', { name: REPORT_REASON_LABELS.SPAM }));
    await user.click(screen.getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(SAFETY_MSG.reportDuplicate));
    expect(onClose).toHaveBeenCalled();
  });
});
