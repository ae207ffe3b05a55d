import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { splitTags } from '@/lib/card-tags.ts';
import { buildGroup } from '@/test/build-group.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { GroupCard } from './group-card.tsx';

function renderCard(group = buildGroup()) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<GroupCard group={group} />} />
      <Route path="/signup" element={<h1>회원가입 화면</h1>} />
    </Routes>,
  );
}

describe('splitTags', () => {
  it('keeps at most three tags and counts the rest', () => {
    expect(splitTags(['a', 'b'])).toEqual({ shown: ['a', 'b'], hidden: 0 });
    expect(splitTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], hidden: 2 });
  });
});

describe('GroupCard', () => {
  beforeEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

  it('shows name, three tags and +N, members out of capacity and the founding date', () => {
    const group = buildGroup({
      name: '한강 러닝 크루',
      tags: ['러닝', '한강', '초보환영', '주말', '아침'],
      memberCount: 12,
      maxMembers: 30,
      createdAt: '2025-03-07T10:00:00+09:00',
    });
    renderCard(group);
    const card = screen.getByRole('article', { name: '한강 러닝 크루' });
    const tags = within(card).getByRole('list', { name: '태그' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#러닝', '#한강', '#초보환영', '+2외 2개 태그']);
    expect(within(card).getByText('12/30명')).toBeInTheDocument();
    expect(within(card).getByText('2025.03.07 개설')).toBeInTheDocument();
    expect(within(card).queryByText('비공개')).not.toBeInTheDocument();
  });

  it('marks a private group', () => {
    renderCard(buildGroup({ name: '비밀 독서회', isPublic: false }));
    expect(within(screen.getByRole('article', { name: '비밀 독서회' })).getByText('비공개')).toBeInTheDocument();
  });

  it('falls back to the category gradient when the photo fails to load', () => {
    const { container } = renderCard(buildGroup({ imageUrl: '/uploads/missing.webp' }));
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/missing.webp');
    if (image) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
  });

  it('links a signed-in member to the group page', () => {
    useAuthStore.setState({ isAuthenticated: true });
    renderCard(buildGroup({ id: 42, name: '주말 등산' }));
    expect(screen.getByRole('link', { name: '주말 등산' })).toHaveAttribute('href', '/groups/42');
  });

  it('links a guest to the group page too, where the preview and the sign-up offer are', () => {
    renderCard(buildGroup({ id: 7, name: '보드게임 번개' }));
    expect(screen.getByRole('link', { name: '보드게임 번개' })).toHaveAttribute('href', '/groups/7');
    expect(screen.queryByRole('button', { name: '보드게임 번개' })).not.toBeInTheDocument();
  });

  it('shows a member their 참여 중 badge, 새 글 N, the next event and the first faces', () => {
    const group = buildGroup({
      name: '망원 러닝',
      myRole: 'MEMBER',
      membership: 'MEMBER',
      isMember: true,
      memberCount: 7,
      newPostCount: 3,
      nextEventAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
      memberAvatars: [1, 2, 3, 4, 5].map((id) => ({ id, nickname: `멤버${id}`, profileImage: null })),
    });
    renderCard(group);
    const card = screen.getByRole('article', { name: '망원 러닝' });
    expect(within(card).getByText('참여 중')).toBeInTheDocument();
    expect(within(card).getByText('최근 7일 새 글 3개')).toBeInTheDocument();
    expect(within(card).getByText(/^다음 일정 내일 (오전|오후) \d+:\d\d$/)).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '멤버 7명' })).toBeInTheDocument();
  });

  it('marks the search words in the name and puts the matching tag first', () => {
    renderWithProviders(
      <GroupCard group={buildGroup({ name: '마포 한강 러닝', tags: ['친목', '주말', '초보', '한강'] })} highlight="한강 러닝" />,
    );
    const card = screen.getByRole('article', { name: '마포 한강 러닝' });
    expect([...card.querySelectorAll('h3 mark')].map((mark) => mark.textContent)).toEqual(['한강', '러닝']);
    expect(within(within(card).getByRole('list', { name: '태그' })).getAllByRole('listitem')[0]).toHaveTextContent('#한강');
  });
});
