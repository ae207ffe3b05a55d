import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { buildGroup } from '@/test/build-group.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MyGroupsRoute } from './my-groups.tsx';

const page = (content: unknown[]) => ({
  content,
  number: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: content.length === 0,
});

function renderMyGroups() {
  return renderWithProviders(
    <Routes>
      <Route path="/groups/my" element={<MyGroupsRoute />} />
    </Routes>,
    { route: '/groups/my' },
  );
}

describe('MyGroupsRoute', () => {
  beforeEach(() => {
    useAuthStore.setState({ isAuthenticated: true, user: { createdAt: '2025-01-05T09:00:00+09:00' } as never });
    mockApi((config) => {
      if (config.url === '/groups/joined')
        return { status: 200, data: page([buildGroup({ name: '한강 러닝' }), buildGroup({ name: '독서 모임' })]) };
      if (config.url === '/groups/owned') return { status: 200, data: page([]) };
      return { status: 404 };
    });
  });

  it('shows the counts and the join date', async () => {
    renderMyGroups();
    // The first render of a test file pays for module loading: allow the counts a little longer.
    expect(await screen.findByRole('tab', { name: '가입한 모임 2' }, { timeout: 4000 })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: '운영 중인 모임 0' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('2025.01.05')).toBeInTheDocument();
  });

  it('switches tabs with the arrow keys and shows the owned empty state', async () => {
    const user = userEvent.setup();
    renderMyGroups();
    const panel = screen.getByRole('tabpanel', { name: /가입한 모임/ });
    expect(await within(panel).findByRole('article', { name: '한강 러닝' })).toBeInTheDocument();

    screen.getByRole('tab', { name: /가입한 모임/ }).focus();
    await user.keyboard('{ArrowRight}');
    const owned = screen.getByRole('tab', { name: /운영 중인 모임/ });
    expect(owned).toHaveFocus();
    expect(owned).toHaveAttribute('aria-selected', 'true');
    const ownedPanel = screen.getByRole('tabpanel', { name: /운영 중인 모임/ });
    expect(within(ownedPanel).getByRole('heading', { name: '운영 중인 모임이 없어요' })).toBeInTheDocument();
    expect(within(ownedPanel).getByRole('link', { name: '모임 둘러보기' })).toHaveAttribute('href', '/explore');
  });
});
