import type { Group, Me, Member } from '@dongne/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { buildGroup } from '@/test/build-group.ts';
import { errorBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { GroupMembersTab } from './group-members-tab.tsx';

const JOINED = '2025-03-07T10:00:00.000Z';
const NO_ACTIONS = { changeRole: false, handOver: false, remove: false };
const member = (id: number, nickname: string, role: Member['role'] = 'MEMBER'): Member => ({
  id,
  nickname,
  profileImage: null,
  joinedAt: JOINED,
  role,
  viewerCan: NO_ACTIONS,
});
const OWNER = member(1, '새벽대장', 'OWNER');
const MANAGER = member(2, '부대장', 'MANAGER');
const RUNNERS = Array.from({ length: 40 }, (_, index) => member(10 + index, `러너${index + 1}`));
const EVERYONE = [OWNER, MANAGER, ...RUNNERS];

let calls: string[];
let group: Group;
/** Who the server answers: an outsider, the owner or a manager (the manager row is the viewer then). */
let seat: 'outsider' | 'OWNER' | 'MANAGER';

/** A member's `viewerCan` as the server answers each seat: fixed answers, per contract §10. */
function asServed(one: Member): Member {
  if (seat === 'OWNER' && one.role !== 'OWNER') return { ...one, viewerCan: { changeRole: true, handOver: true, remove: true } };
  if (seat === 'MANAGER' && one.role === 'MEMBER') return { ...one, viewerCan: { ...NO_ACTIONS, remove: true } };
  return one;
}
/** The viewer is this member (their own row carries no menu). */
const signInAs = (one: Member) =>
  useAuthStore.setState({
    user: { id: one.id, nickname: one.nickname, email: 'me@example.com', profileImage: null } as Me,
    isAuthenticated: true,
  });
const MANAGER_CAN = { edit: false, delete: false, manageMembers: true, manageRoles: false, pin: true, createEvent: true };
const OWNER_CAN = { edit: true, delete: true, manageMembers: true, manageRoles: true, pin: true, createEvent: true };

function page(content: Member[], number: number, size: number, total: number) {
  const totalPages = Math.ceil(total / size);
  return {
    content,
    number,
    size,
    totalElements: total,
    totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: !content.length,
  };
}

/** The members endpoint as the server answers it: filtered by nickname, 20 at a time. */
function serve(extra: (config: InternalAxiosRequestConfig) => { status: number; data?: unknown } | undefined = () => undefined) {
  mockApi((config) => {
    const query = new URLSearchParams(config.params as Record<string, string>);
    calls.push(`${config.method?.toUpperCase()} ${config.url}${config.params ? `?${query}` : ''}`);
    const answer = extra(config);
    if (answer) return answer;
    if (config.url === `/groups/${group.id}/members`) {
      const { page: number = 0, size = 20, query: text = '' } = config.params as { page?: number; size?: number; query?: string };
      const found = EVERYONE.filter((one) => one.nickname.includes(text)).map(asServed);
      return { status: 200, data: page(found.slice(number * size, number * size + size), number, size, found.length) };
    }
    return { status: 404, data: errorBody(404, '없음', 'Not Found') };
  });
}

const rows = () => within(screen.getByRole('list', { name: /^멤버 \d+명$/ })).getAllByRole('listitem');

describe('GroupMembersTab', () => {
  beforeEach(() => {
    calls = [];
    seat = 'outsider';
    useAuthStore.setState({ user: null, isAuthenticated: false });
  });

  it('shows 20 members at a time with role badges, and finds one by nickname', async () => {
    group = buildGroup({ memberCount: 42 });
    serve();
    const user = userEvent.setup();
    renderWithProviders(<GroupMembersTab group={group} canSee />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('멤버 42명')).toBeInTheDocument();
    expect(within(rows()[0] as HTMLElement).getByText('모임장')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText('운영진')).toBeInTheDocument();
    // Nobody but the staff gets a menu or the ban list.
    expect(screen.queryByRole('button', { name: /관리$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '차단 목록' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '더 보기 (20/42)' }));
    await waitFor(() => expect(rows()).toHaveLength(40));

    await user.type(screen.getByRole('searchbox', { name: '멤버 검색' }), '러너7{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('검색 결과 1명')).toBeInTheDocument();
    expect(calls.at(-1)).toBe(`GET /groups/${group.id}/members?page=0&size=20&query=%EB%9F%AC%EB%84%887`);

    await user.clear(screen.getByRole('searchbox', { name: '멤버 검색' }));
    await user.type(screen.getByRole('searchbox', { name: '멤버 검색' }), '없는사람{Enter}');
    expect(await screen.findByRole('heading', { name: "'없는사람' 닉네임의 멤버가 없어요" })).toBeInTheDocument();
  });

  it('lets the owner name a manager and hand the group over, each after a confirmation that names the result', async () => {
    group = buildGroup({ memberCount: 42, myRole: 'OWNER', membership: 'OWNER', viewerCan: OWNER_CAN });
    seat = 'OWNER';
    signInAs(OWNER);
    serve((config) => (config.method === 'put' || config.method === 'post' ? { status: 200, data: { message: '' } } : undefined));
    const user = userEvent.setup();
    renderWithProviders(<GroupMembersTab group={group} canSee />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    // Never a menu on oneself.
    expect(within(rows()[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '러너1님 관리' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['출석 기록', '운영진으로 지정', '모임장 위임', '내보내기', '내보내고 차단']);
    await user.click(screen.getByRole('menuitem', { name: '운영진으로 지정' }));
    const dialog = screen.getByRole('dialog', { name: '러너1님을 운영진으로 지정할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '지정하기' }));
    await waitFor(() => expect(calls).toContain(`PUT /groups/${group.id}/members/10/role`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '부대장님 관리' }));
    expect(screen.getByRole('menuitem', { name: '운영진 해제' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '모임장 위임' }));
    const handOver = screen.getByRole('dialog', { name: '부대장님에게 모임장을 위임할까요?' });
    expect(handOver).toHaveTextContent('부대장님이 모임장이 되고 나는 운영진이 돼요');
    await user.click(within(handOver).getByRole('button', { name: '위임하기' }));
    await waitFor(() => expect(calls).toContain(`POST /groups/${group.id}/owner`));
  });

  it('lets a manager remove and ban plain members only, with an optional reason', async () => {
    group = buildGroup({ memberCount: 42, myRole: 'MANAGER', membership: 'MEMBER', isPublic: false, viewerCan: MANAGER_CAN });
    seat = 'MANAGER';
    signInAs(MANAGER);
    serve((config) => {
      if (config.method === 'delete') return { status: 204 };
      if (config.url === `/groups/${group.id}/bans`) return { status: 200, data: { ...page([], 0, 20, 0) } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(<GroupMembersTab group={group} canSee />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    // The owner's record only, and nothing on oneself.
    await user.click(within(rows()[0] as HTMLElement).getByRole('button', { name: '새벽대장님 관리' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['출석 기록']);
    await user.keyboard('{Escape}');
    expect(within(rows()[1] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '러너2님 관리' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['출석 기록', '내보내기', '내보내고 차단']);
    await user.click(screen.getByRole('menuitem', { name: '내보내고 차단' }));
    const dialog = screen.getByRole('dialog', { name: '러너2님을 내보내고 차단할까요?' });
    await user.type(within(dialog).getByRole('textbox', { name: '사유 (선택)' }), ' 홍보 글 반복 ');
    await user.click(within(dialog).getByRole('button', { name: '내보내고 차단' }));
    await waitFor(() =>
      expect(calls).toContain(
        `DELETE /groups/${group.id}/members/11?ban=true&reason=${encodeURIComponent('홍보 글 반복').replace(/%20/g, '+')}`,
      ),
    );

    await user.click(screen.getByRole('button', { name: '차단 목록' }));
    expect(await screen.findByRole('heading', { name: '차단한 사용자가 없어요' })).toBeInTheDocument();
  });
});
