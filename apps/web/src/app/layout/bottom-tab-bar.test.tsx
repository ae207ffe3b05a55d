import type { Me } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { BottomTabBar } from './bottom-tab-bar.tsx';

const me = { id: 4, nickname: '박동네' } as Me;

describe('BottomTabBar', () => {
  afterEach(() => useAuthStore.setState({ user: null, isAuthenticated: false }));

  it("gives a member the five places, marks the current one and carries the unread count in 알림's name", async () => {
    useAuthStore.setState({ user: me, isAuthenticated: true });
    mockApi((config) => (config.url === '/notifications/unread-count' ? { status: 200, data: { count: 3 } } : { status: 404 }));
    renderWithProviders(<BottomTabBar />, { route: '/groups/my' });
    const bar = screen.getByRole('navigation', { name: '하단 메뉴' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/explore', '/groups/my', '/events', '/notifications']);
    expect(within(bar).getByRole('link', { name: '내 모임' })).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: '홈' })).not.toHaveAttribute('aria-current');
    expect(await within(bar).findByRole('link', { name: /^알림\s*3개 읽지 않음$/ })).toHaveAttribute('href', '/notifications');
  });

  it('offers a guest home, explore, login and sign-up', () => {
    renderWithProviders(<BottomTabBar />);
    const bar = screen.getByRole('navigation', { name: '하단 메뉴' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['홈', '모임 찾기', '로그인', '회원가입']);
    expect(within(bar).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  });
});
