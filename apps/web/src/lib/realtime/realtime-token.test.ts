import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/auth-storage.ts';
import { errorBody, type MockReply, mockApi } from '@/test/mock-api.ts';
import { tokenExpiresAt, tokenForConnect } from './realtime-token.ts';

const NOW = Date.UTC(2025, 2, 5, 6, 0, 0);

/** An unsigned JWT-shaped token: only its payload matters to the client. */
function jwt(expiresAtMs: number): string {
  const payload = btoa(JSON.stringify({ sub: '1', exp: Math.floor(expiresAtMs / 1000) }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

function store(accessToken: string, refreshToken = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
}

function refreshAnswers(reply: MockReply | 'offline') {
  const calls: string[] = [];
  mockApi((config) => {
    calls.push(config.url ?? '');
    if (reply === 'offline') throw Object.assign(new Error('Network Error'), { isAxiosError: true, config });
    return reply;
  });
  return calls;
}

describe('tokenForConnect', () => {
  it('uses the stored token while it is valid, without a request', async () => {
    const valid = jwt(NOW + 10 * 60_000);
    store(valid);
    const calls = refreshAnswers({ status: 500 });
    await expect(tokenForConnect(null, NOW)).resolves.toEqual({ kind: 'token', accessToken: valid });
    expect(calls).toEqual([]);
  });

  it('refreshes a token the server refused, and one about to expire', async () => {
    const fresh = jwt(NOW + 15 * 60_000);
    const refusedButUnexpired = jwt(NOW + 10 * 60_000);
    const aboutToExpire = jwt(NOW + 10_000);
    for (const [stored, refused] of [
      [refusedButUnexpired, refusedButUnexpired],
      [aboutToExpire, null],
    ] as const) {
      store(stored);
      const calls = refreshAnswers({ status: 200, data: { accessToken: fresh, refreshToken: 'refresh-2' } });
      await expect(tokenForConnect(refused, NOW)).resolves.toEqual({ kind: 'token', accessToken: fresh });
      expect(calls).toEqual(['/auth/refresh']);
      expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(fresh);
    }
  });

  it('reports a dead session when the refresh is refused', async () => {
    store(jwt(NOW - 1));
    refreshAnswers({ status: 401, data: errorBody(401, '로그인이 만료되었습니다. 다시 로그인해주세요.') });
    await expect(tokenForConnect(null, NOW)).resolves.toEqual({ kind: 'expired' });
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    store(jwt(NOW - 1));
    refreshAnswers('offline');
    await expect(tokenForConnect(null, NOW)).resolves.toEqual({ kind: 'unavailable' });
    refreshAnswers({ status: 503, data: errorBody(503, 'down') });
    await expect(tokenForConnect(null, NOW)).resolves.toEqual({ kind: 'unavailable' });
  });

  it('reads exp from the payload and ignores what is not a JWT', () => {
    expect(tokenExpiresAt(jwt(NOW))).toBe(NOW);
    expect(tokenExpiresAt('opaque')).toBeNull();
  });
});
