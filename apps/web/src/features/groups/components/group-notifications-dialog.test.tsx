import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { GroupNotificationsDialog } from './group-notifications-dialog.tsx';

const URL = '/groups/7/notification-settings';

/** The server's answers: `stored` as GET answers it, each PUT's body recorded and echoed. */
function serve(stored: { muted: boolean; chat: string }) {
  const saved: unknown[] = [];
  mockApi((config) => {
    if (config.url !== URL) return { status: 404, data: errorBody(404, '없음', 'Not Found') };
    if (config.method === 'put') {
      saved.push(jsonBody(config));
      return { status: 200, data: jsonBody(config) };
    }
    return { status: 200, data: stored };
  });
  return saved;
}

describe('GroupNotificationsDialog', () => {
  it('offers 전체, 멘션만 and 끄기, with the stored choice checked', async () => {
    serve({ muted: false, chat: 'MENTIONS' });
    renderWithProviders(<GroupNotificationsDialog groupId={7} isOpen onClose={() => {}} />);
    const chat = await screen.findByRole('radiogroup', { name: '채팅 알림' });
    expect(
      within(chat)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ALL', 'MENTIONS', 'NONE']);
    expect(screen.getByRole('radio', { name: /^멘션만/ })).toBeChecked();
  });

  it('saves 알림 끄기 with the chat choice, which muting disables', async () => {
    const saved = serve({ muted: false, chat: 'ALL' });
    const onClose = vi.fn();
    renderWithProviders(<GroupNotificationsDialog groupId={7} isOpen onClose={onClose} />);
    const mute = await screen.findByRole('checkbox', { name: /알림 끄기/ });
    await userEvent.click(mute);
    expect(screen.getByRole('radio', { name: /^전체/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saved).toEqual([{ muted: true, chat: 'ALL' }]);
  });
});
