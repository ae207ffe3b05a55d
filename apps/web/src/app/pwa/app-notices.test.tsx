import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { AppNotices } from './app-notices.tsx';
import { useUpdateStore } from './update-store.ts';

const OFFLINE = '오프라인 상태예요. 연결되면 최신 내용으로 바뀌어요.';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => {
  useUpdateStore.setState({ apply: null });
});

describe('AppNotices', () => {
  it('says the app is offline while the browser has no network, and stops saying it when it is back', () => {
    renderWithProviders(<AppNotices />);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE);
    setOnline(true);
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
  });

  it('announces a waiting new version with 새로고침, which hands over to it', async () => {
    renderWithProviders(<AppNotices />);
    expect(screen.queryByRole('region', { name: '새 버전이 있어요' })).not.toBeInTheDocument();
    const apply = vi.fn();
    act(() => useUpdateStore.setState({ apply }));
    const prompt = screen.getByRole('region', { name: '새 버전이 있어요' });
    expect(prompt).toHaveTextContent('새로고침하면 최신 버전으로 바뀌어요.');
    await userEvent.setup().click(screen.getByRole('button', { name: '새로고침' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
