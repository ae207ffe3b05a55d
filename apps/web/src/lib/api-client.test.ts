import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { apiClient } from './api-client.ts';
import { STORAGE_KEYS } from './auth-storage.ts';
import { useAuthStore } from './auth-store.ts';
import { setSessionEndHandler } from './session.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function signIn(accessToken: string, refreshToken: string | null) {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 1, nickname: '김동네' }));
  useAuthStore.setState({ isAuthenticated: true });
}

describe('apiClient token refresh', () => {
  const onExpired = vi.fn();
  let refreshCalls: Array<Record<string, unknown>>;

  beforeEach(() => {
    refreshCalls = [];
    onExpired.mockReset();
    setSessionEndHandler(onExpired);
  });
  afterEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

  /** A server whose access token `fresh` is the only valid one. */
  function serverAccepting(fresh: string, refreshStatus = 200) {
    mockApi(async (config) => {
      if (config.url === '/auth/refresh') {
        refreshCalls.push(jsonBody(config));
        await sleep(20);
        return refreshStatus === 200
          ? { status: 200, data: { accessToken: fresh, refreshToken: 'refresh-2' } }
          : { status: refreshStatus, data: errorBody(refreshStatus, '로그인이 만료되었습니다. 다시 로그인해주세요.') };
      }
      const ok = config.headers.get('Authorization') === `Bearer ${fresh}`;
      return ok ? { status: 200, data: { url: config.url } } : { status: 401, data: errorBody(401, '로그인이 필요합니다.') };
    });
  }

  it('refreshes once for two concurrent 401s and retries both', async () => {
    signIn('stale', 'refresh-1');
    serverAccepting('fresh');

    const [a, b] = await Promise.all([apiClient.get('/notifications'), apiClient.get('/users/profile')]);

    expect(refreshCalls).toEqual([{ refreshToken: 'refresh-1' }]);
    expect(a.data).toEqual({ url: '/notifications' });
    expect(b.data).toEqual({ url: '/users/profile' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('fresh');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('reuses a pair another tab stored instead of rotating again', async () => {
    signIn('stale', 'refresh-1');
    mockApiOnce401ThenOtherTabRefreshes();

    const response = await apiClient.get('/groups/my');

    expect(response.status).toBe(200);
    expect(refreshCalls).toHaveLength(0);
  });

  function mockApiOnce401ThenOtherTabRefreshes() {
    mockApi((config) => {
      if (config.url === '/auth/refresh') {
        refreshCalls.push(jsonBody(config));
        return { status: 500 };
      }
      if (config.headers.get('Authorization') === 'Bearer from-other-tab') return { status: 200, data: {} };
      // While this request was in flight, another tab rotated the pair and stored it.
      localStorage.setItem(STORAGE_KEYS.accessToken, 'from-other-tab');
      localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-2');
      return { status: 401, data: errorBody(401, '로그인이 필요합니다.') };
    });
  }

  it('clears auth and leaves for /login when the refresh is refused', async () => {
    signIn('stale', 'refresh-1');
    serverAccepting('fresh', 401);

    const results = await Promise.allSettled([apiClient.get('/notifications'), apiClient.get('/users/profile')]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(refreshCalls).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledWith('expired');
  });

  it('gives up without calling refresh when no refresh token is stored', async () => {
    signIn('stale', null);
    serverAccepting('fresh');

    await expect(apiClient.get('/users/profile')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toHaveLength(0);
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith('expired');
  });

  it('tells a guest that login is required, not that a session expired', async () => {
    serverAccepting('fresh');

    await expect(apiClient.get('/groups/1/join-requests/my')).rejects.toMatchObject({ response: { status: 401 } });
    expect(refreshCalls).toHaveLength(0);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(onExpired).toHaveBeenCalledWith('login-required');
  });

  it('keeps the session when the refresh fails for a network or server reason', async () => {
    signIn('stale', 'refresh-1');
    serverAccepting('fresh', 503);

    await expect(apiClient.get('/users/profile')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh is refused as too many (429)', async () => {
    signIn('stale', 'refresh-1');
    serverAccepting('fresh', 429);

    await expect(apiClient.get('/users/profile')).rejects.toMatchObject({ response: { status: 401 } });
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('never refreshes for a failed login or password change', async () => {
    signIn('stale', 'refresh-1');
    serverAccepting('fresh');

    await expect(apiClient.post('/auth/login', { email: 'a@example.com', password: 'x' })).rejects.toBeTruthy();
    await expect(apiClient.post('/password/change', {})).rejects.toBeTruthy();
    expect(refreshCalls).toHaveLength(0);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('sends the stored access token as a Bearer header', async () => {
    signIn('fresh', 'refresh-1');
    serverAccepting('fresh');
    await expect(apiClient.get('/users/profile')).resolves.toMatchObject({ status: 200 });
  });
});
