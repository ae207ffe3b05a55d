import type { Group } from '@dongne/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMe, buildProfile } from '@/features/profile/test/build-profile.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ProfileScreen, type ProfileScreenProps } from './profile-screen.tsx';

// The first render imports the whole screen in a cold worker; under a parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 4000 });

const emptyPage = { content: [], number: 0, size: 20, totalElements: 0, totalPages: 0, first: true, last: true, empty: true };

function renderProfile(props: Partial<ProfileScreenProps> = {}) {
  const renderGroups = (groups: readonly Group[]) => <p>{`모임 카드 ${groups.length}개`}</p>;
  return renderWithProviders(
    <ProfileScreen target={{ userId: 7 }} viewerId={null} categories={[]} renderGroups={renderGroups} {...props} />,
  );
}

function countOf(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).parentElement?.querySelector('dd')?.textContent;
}

describe('ProfileScreen', () => {
  beforeEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

  it('shows the header counts from the server: participated as given, owned, posts', async () => {
    mockApi((config) =>
      config.url === '/users/profile/7'
        ? { status: 200, data: buildProfile({ groupCount: 9, ownedGroupCount: 2, participatedGroupCount: 4, postCount: 12 }) }
        : { status: 200, data: emptyPage },
    );
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: '성수동러너' })).toBeInTheDocument();
    expect(countOf('참여 중인 모임')).toBe('4');
    expect(countOf('운영 중인 모임')).toBe('2');
    expect(countOf('작성한 글')).toBe('12');
    expect(screen.getByRole('tab', { name: '모임 (9)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('서울특별시 성동구')).toBeInTheDocument();
    expect(screen.getByText('2026년 11월 가입')).toBeInTheDocument();
  });

  it('gives someone else’s profile no edit buttons', async () => {
    mockApi((config) => (config.url === '/users/profile/7' ? { status: 200, data: buildProfile() } : { status: 200, data: emptyPage }));
    renderProfile({ viewerId: 99 });
    await screen.findByRole('heading', { level: 1, name: '성수동러너' });
    expect(screen.queryByRole('button', { name: '프로필 수정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '관심사 설정' })).not.toBeInTheDocument();
  });

  it('gives the owner both buttons, each opening its modal', async () => {
    mockApi((config) => (config.url === '/users/profile' ? { status: 200, data: buildMe() } : { status: 200, data: emptyPage }));
    renderProfile({ target: 'me', viewerId: 7 });
    await userEvent.click(await screen.findByRole('button', { name: '프로필 수정' }));
    expect(screen.getByRole('dialog', { name: '프로필 수정' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '취소' }));
    await userEvent.click(screen.getByRole('button', { name: '관심사 설정' }));
    expect(screen.getByRole('dialog', { name: '관심사 설정' })).toBeInTheDocument();
  });

  it('lists the interest names and four stats on the activity tab', async () => {
    mockApi((config) =>
      config.url === '/users/profile/7'
        ? { status: 200, data: buildProfile({ interests: ['러닝', '독서/인문학'], likeCount: 21 }) }
        : { status: 200, data: emptyPage },
    );
    renderProfile();
    await userEvent.click(await screen.findByRole('tab', { name: '활동 정보' }));
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['러닝', '독서/인문학']);
    expect(within(panel).getByText('받은 좋아요').closest('div')?.querySelector('dd')).toHaveTextContent('21');
  });

  it('says the user was not found on a 404', async () => {
    mockApi(() => ({ status: 404, data: { status: 404, error: 'Not Found', message: '사용자를 찾을 수 없습니다' } }));
    renderProfile();
    expect(await screen.findByRole('heading', { name: '사용자를 찾을 수 없습니다' })).toBeInTheDocument();
  });
});
