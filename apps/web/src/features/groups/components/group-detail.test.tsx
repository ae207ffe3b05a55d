import type { Group, Me, Member } from '@dongne/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { buildGroup } from '@/test/build-group.ts';
import { errorBody, type MockReply, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { type FeatureTabs, GroupDetail } from './group-detail.tsx';

const OWNER: Member = {
  id: 1,
  nickname: '새벽대장',
  profileImage: null,
  joinedAt: '2025-03-07T10:00:00.000Z',
  role: 'OWNER',
  viewerCan: { changeRole: false, handOver: false, remove: false },
};
/** The group's `viewerCan` as the server answers a manager and the owner. */
const MANAGER_CAN = { edit: false, delete: false, manageMembers: true, manageRoles: false, pin: true, createEvent: true };
const OWNER_CAN = { edit: true, delete: true, manageMembers: true, manageRoles: true, pin: true, createEvent: true };
const page = <T,>(content: T[]) => ({
  content,
  number: 0,
  size: 100,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: !content.length,
});

// The route fills these tabs from other features; here only their place among the tabs matters.
const FEATURE_TABS: FeatureTabs = {
  posts: { label: '게시글', render: () => null },
  events: { label: '이벤트', render: () => null },
  photos: { label: '사진첩', render: () => null },
  chat: { label: '채팅', render: () => null },
};

let calls: string[];
let group: Group;

function serve(extra: (config: InternalAxiosRequestConfig) => MockReply | undefined = () => undefined) {
  mockApi((config) => {
    calls.push(`${config.method?.toUpperCase()} ${config.url}`);
    const answer = extra(config);
    if (answer) return answer;
    if (config.url === `/groups/${group.id}`) return { status: 200, data: group };
    if (config.url === `/groups/${group.id}/members`) return { status: 200, data: page([OWNER]) };
    return { status: 404, data: errorBody(404, '없음', 'Not Found') };
  });
}

function signIn(id: number) {
  useAuthStore.setState({ isAuthenticated: true, user: { id, nickname: '이웃' } as Me });
}

describe('GroupDetail', () => {
  beforeEach(() => {
    calls = [];
    useAuthStore.setState({ isAuthenticated: false, user: null });
  });

  it('shows a guest a private group without calling members-only or signed-in endpoints', async () => {
    group = buildGroup({ isPublic: false, name: '비밀 독서 모임' });
    serve();
    const user = userEvent.setup();
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    await screen.findByRole('heading', { name: '비밀 독서 모임' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['멤버 (1)', '정보']);
    await user.click(screen.getByRole('tab', { name: '멤버 (1)' }));
    expect(screen.getByText('멤버만 볼 수 있어요')).toBeInTheDocument();
    expect(calls).toEqual([`GET /groups/${group.id}`]);

    await user.click(screen.getByRole('button', { name: '회원가입하고 참여하기' }));
    expect(screen.getByRole('dialog', { name: '회원가입이 필요해요' })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    group = buildGroup();
    serve();
    const user = userEvent.setup();
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    const info = await screen.findByRole('tab', { name: '정보' });
    expect(info).toHaveAttribute('aria-selected', 'true');
    info.focus();
    await user.keyboard('{ArrowLeft}');
    const members = screen.getByRole('tab', { name: '멤버 (1)' });
    expect(members).toHaveAttribute('aria-selected', 'true');
    expect(members).toHaveFocus();
    expect(await within(screen.getByRole('tabpanel')).findByText('모임장')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '정보' })).toHaveFocus();
  });

  it('joins a public group and then offers leaving from the ⋮ menu, not as the main button', async () => {
    group = buildGroup({ memberCount: 3 });
    signIn(42);
    serve((config) => {
      if (config.url !== `/groups/${group.id}/join`) return undefined;
      group = { ...group, membership: 'MEMBER', isMember: true, memberCount: 4 };
      return { status: 201, data: { status: 'APPROVED', message: '모임에 가입되었습니다!', request: null } };
    });
    const user = userEvent.setup();
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    await user.click(await screen.findByRole('button', { name: '가입하기' }));
    expect(await screen.findByText('가입한 모임이에요')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '탈퇴하기' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '모임 더보기' }));
    await user.click(screen.getByRole('menuitem', { name: '탈퇴하기' }));
    expect(screen.getByRole('dialog', { name: '모임에서 탈퇴할까요?' })).toBeInTheDocument();
    expect(screen.getByText('4/30명')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['게시글', '이벤트', '사진첩', '멤버 (4)', '정보', '채팅']);
  });

  it("asks the group's question in the request form and will not send it unanswered", async () => {
    group = buildGroup({ isPublic: false, joinQuestion: '주로 어느 요일에 달릴 수 있나요?' });
    signIn(42);
    let sent: unknown;
    serve((config) => {
      if (config.url !== `/groups/${group.id}/join`) return undefined;
      sent = JSON.parse(config.data as string);
      group = { ...group, membership: 'PENDING' };
      return { status: 201, data: { status: 'PENDING', message: '가입 신청이 완료되었습니다.', request: null } };
    });
    const user = userEvent.setup();
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    await user.click(await screen.findByRole('button', { name: '가입 신청' }));
    const dialog = screen.getByRole('dialog', { name: '가입 신청' });
    expect(within(dialog).getByText('주로 어느 요일에 달릴 수 있나요?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('가입 질문에 답해주세요');
    expect(sent).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: '답변' }), ' 화요일, 목요일 아침이요 ');
    await user.click(within(dialog).getByRole('button', { name: '신청하기' }));
    await waitFor(() => expect(sent).toEqual({ answer: '화요일, 목요일 아침이요' }));
  });

  it('tells a banned user they cannot join, in place of the button', async () => {
    group = buildGroup();
    signIn(42);
    serve((config) =>
      config.url === `/groups/${group.id}/join`
        ? { status: 403, data: errorBody(403, '이 모임에 가입할 수 없습니다.', 'Forbidden') }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    await user.click(await screen.findByRole('button', { name: '가입하기' }));
    expect(await screen.findByRole('status')).toHaveTextContent('이 모임에 가입할 수 없습니다.');
    expect(screen.queryByRole('button', { name: '가입하기' })).not.toBeInTheDocument();
  });

  it('says up front that a banned user cannot join, when the detail knows it', async () => {
    group = { ...buildGroup(), isBanned: true } as typeof group;
    signIn(42);
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    expect(await screen.findByText('이 모임에 가입할 수 없습니다.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: '가입하기' })).not.toBeInTheDocument();
  });

  it('shows the staff of a private group the requests tab with the number waiting; a public group has none', async () => {
    group = buildGroup({ isPublic: false, myRole: 'MANAGER', membership: 'MEMBER', isMember: true, viewerCan: MANAGER_CAN });
    signIn(42);
    serve((config) =>
      config.url === `/groups/${group.id}/join-requests` ? { status: 200, data: { ...page([]), totalElements: 3 } } : undefined,
    );
    const { unmount } = renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    expect(await screen.findByRole('tab', { name: '가입 신청 관리(대기 3건)' })).toBeInTheDocument();
    unmount();

    group = buildGroup({ isPublic: true, myRole: 'OWNER', membership: 'OWNER', isMember: true, viewerCan: OWNER_CAN });
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    await screen.findByRole('heading', { name: group.name });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['게시글', '이벤트', '사진첩', '멤버 (1)', '정보', '채팅']);
  });

  it('says a full group is full instead of offering to join', async () => {
    group = buildGroup({ memberCount: 30, maxMembers: 30 });
    signIn(42);
    serve();
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    expect(await screen.findByRole('button', { name: '정원 초과 (30/30)' })).toBeDisabled();
  });

  it('shows the not-found state with a way to explore', async () => {
    group = buildGroup();
    serve((config) =>
      config.url === `/groups/${group.id}` ? { status: 404, data: errorBody(404, '그룹을 찾을 수 없습니다.', 'Not Found') } : undefined,
    );
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    expect(await screen.findByRole('heading', { name: '그룹을 찾을 수 없습니다.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '모임 찾기로 가기' })).toHaveAttribute('href', '/explore');
  });

  it("shows a guest a public group's preview, each person a link to their profile", async () => {
    const author = { id: 5, nickname: '망원러너', profileImage: null };
    group = {
      ...buildGroup({ name: '망원 저녁러닝' }),
      isBanned: false,
      preview: {
        posts: [{ id: 9, content: '목요일 7시 반에 만나요', createdAt: '2025-03-07T10:00:00.000Z', author }],
        events: [
          {
            id: 3,
            title: '5km 러닝',
            eventDate: '2025-03-09T10:00:00.000Z',
            isOnline: false,
            participantCount: 1,
            maxParticipants: 12,
          },
        ],
        members: [author],
      },
    } as Group;
    serve();
    renderWithProviders(<GroupDetail groupId={group.id} featureTabs={FEATURE_TABS} />);
    const posts = await screen.findByRole('region', { name: '최근 게시글' });
    expect(within(posts).getByText('목요일 7시 반에 만나요')).toBeInTheDocument();
    expect(within(posts).getByRole('link', { name: '망원러너' })).toHaveAttribute('href', '/profile/5');
    expect(within(screen.getByRole('region', { name: '다가오는 이벤트' })).getByText('5km 러닝')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /함께하는 멤버/ })).getByRole('link', { name: '망원러너' })).toHaveAttribute(
      'href',
      '/profile/5',
    );
    // The owner's name in the header leads to their profile too.
    expect(screen.getAllByRole('link', { name: '모임장' })[0]).toHaveAttribute('href', '/profile/1');
  });
});
