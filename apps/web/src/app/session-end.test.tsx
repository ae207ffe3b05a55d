import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client.ts';
import { STORAGE_KEYS } from '@/lib/auth-storage.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { createRealtimeClient, RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';
import { setSessionEndHandler } from '@/lib/session.ts';
import { errorBody, mockApi } from '@/test/mock-api.ts';
import { createSessionEndHandler } from './session-end.ts';

/** A public page whose button calls a members-only endpoint, and the login screen it may lead to. */
function renderApp({ withRealtime = false } = {}) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/explore',
        element: (
          <button type="button" onClick={() => apiClient.post('/posts/3/like').catch(() => undefined)}>
            좋아요
          </button>
        ),
      },
      { path: '/login', element: <h1>로그인</h1> },
    ],
    { initialEntries: ['/explore'] },
  );
  setSessionEndHandler(createSessionEndHandler(router, queryClient));
  const app = <RouterProvider router={router} />;
  render(
    <QueryClientProvider client={queryClient}>
      {withRealtime ? <RealtimeProvider client={createRealtimeClient()}>{app}</RealtimeProvider> : app}
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

function refreshRefused() {
  mockApi(() => ({ status: 401, data: errorBody(401, '로그인이 필요합니다.', 'Unauthorized') }));
}

function signInWithDeadRefreshToken() {
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-revoked');
  useAuthStore.setState({ isAuthenticated: true, user: null });
}

describe('the end of a session', () => {
  beforeEach(refreshRefused);
  afterEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

  it('tells a guest that login is required and sends them to /login, remembering the page', async () => {
    const router = renderApp();
    await userEvent.click(screen.getByRole('button', { name: '좋아요' }));

    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(await screen.findByText('로그인이 필요합니다.')).toBeInTheDocument();
    expect(screen.queryByText(/로그인이 만료/)).not.toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/explore', search: '', hash: '' } });
  });

  it('tells a member whose refresh was refused that the login expired', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'stale');
    signInWithDeadRefreshToken();
    renderApp();
    await userEvent.click(screen.getByRole('button', { name: '좋아요' }));

    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(await screen.findByText('로그인이 만료되었습니다. 다시 로그인해주세요.')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('ends a session the realtime connection found dead the same way, on a public page too', async () => {
    signInWithDeadRefreshToken();
    renderApp({ withRealtime: true });

    expect(await screen.findByRole('heading', { name: '로그인' })).toBeInTheDocument();
    expect(await screen.findByText('로그인이 만료되었습니다. 다시 로그인해주세요.')).toBeInTheDocument();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });
});
