import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { NotificationBell } from './notification-bell.tsx';

// The first render imports the whole screen in a cold worker; under a parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 4000 });
function renderBell() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('NotificationBell', () => {
  beforeEach(() => useAuthStore.setState({ isAuthenticated: true, user: null }));

  it('names the unread count and shows it as a badge', async () => {
    mockApi(() => ({ status: 200, data: { count: 3 } }));
    renderBell();
    const link = await screen.findByRole('link', { name: '알림 3개 읽지 않음' });
    expect(link).toHaveAttribute('href', '/notifications');
    expect(link).toHaveTextContent('3');
  });

  it('is a plain "알림" link when nothing is unread', async () => {
    mockApi(() => ({ status: 200, data: { count: 0 } }));
    renderBell();
    expect(await screen.findByRole('link', { name: '알림' })).not.toHaveTextContent(/\d/);
  });

  it('follows a count pushed into its query key without a request', async () => {
    let requests = 0;
    mockApi(() => {
      requests += 1;
      return { status: 200, data: { count: 1 } };
    });
    const queryClient = renderBell();
    await screen.findByRole('link', { name: '알림 1개 읽지 않음' });
    act(() => setUnreadCount(queryClient, (count) => count + 120));
    expect(await screen.findByRole('link', { name: '알림 121개 읽지 않음' })).toHaveTextContent('99+');
    expect(requests).toBe(1);
  });

  it('asks nothing while signed out', () => {
    useAuthStore.setState({ isAuthenticated: false, user: null });
    let requests = 0;
    mockApi(() => {
      requests += 1;
      return { status: 200, data: { count: 5 } };
    });
    renderBell();
    expect(screen.getByRole('link', { name: '알림' })).toBeInTheDocument();
    expect(requests).toBe(0);
  });
});
