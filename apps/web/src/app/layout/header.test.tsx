import type { Me } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { Header } from './header.tsx';

const me = { id: 4, nickname: '박동네', email: 'park@example.com', profileImage: null } as Me;

describe('Header', () => {
  afterEach(() => useAuthStore.setState({ user: null, isAuthenticated: false }));

  it('offers login and sign-up to a guest, and only the public pages', () => {
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['홈', '모임 찾기']);
    expect(screen.getAllByRole('link', { name: '로그인' })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: '로그아웃' })).not.toBeInTheDocument();
  });

  it("shows a member's pages, nickname, default avatar and logout", () => {
    useAuthStore.setState({ user: me, isAuthenticated: true });
    renderWithProviders(<Header />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/explore', '/groups/my', '/events', '/groups/create', '/profile']);
    expect(screen.getByRole('link', { name: '박동네' })).toHaveAttribute('href', '/profile');
    // On a phone (the link is hidden from 640 px up by CSS) the avatar leads to the profile.
    expect(screen.getByRole('link', { name: '내 프로필' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('button', { name: '로그아웃' }).length).toBeGreaterThan(0);
  });

  it('links a member to the events list, marked current on an event page, in both menus', () => {
    useAuthStore.setState({ user: me, isAuthenticated: true });
    renderWithProviders(<Header />, { route: '/events/12' });
    for (const name of ['주요 메뉴', '모바일 메뉴']) {
      const nav = screen.getByRole('navigation', { name, hidden: true });
      const events = within(nav).getByRole('link', { name: '이벤트', hidden: true });
      expect(events).toHaveAttribute('href', '/events');
      expect(events).toHaveAttribute('aria-current', 'page');
      expect(within(nav).getByRole('link', { name: '홈', hidden: true })).not.toHaveAttribute('aria-current');
    }
  });

  it('opens the mobile menu with the e-mail, announcing its state', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({ user: me, isAuthenticated: true });
    renderWithProviders(<Header />);
    const toggle = screen.getByRole('button', { name: '메뉴 열기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('park@example.com')).not.toBeVisible();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: '메뉴 닫기' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('park@example.com')).toBeVisible();
    expect(screen.getByRole('navigation', { name: '모바일 메뉴' })).toBeVisible();
  });
});
