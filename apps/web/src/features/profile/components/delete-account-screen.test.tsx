import { ACCOUNT_MSG } from '@dongne/contract';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildMe } from '@/features/profile/test/build-profile.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { DeleteAccountScreen } from './delete-account-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

const emptyPage = { content: [], number: 0, size: 20, totalElements: 0, totalPages: 0, first: true, last: true, empty: true };

async function submitWith(password: string) {
  const field = screen.getByLabelText('비밀번호', { selector: 'input' });
  await userEvent.clear(field);
  if (password) await userEvent.type(field, password);
  await userEvent.click(screen.getByRole('button', { name: '탈퇴하기' }));
}

describe('DeleteAccountScreen', () => {
  beforeEach(() => {
    useAuthStore.setState({ user: buildMe(), isAuthenticated: true });
  });

  it('says what goes and what stays, and asks for the password before anything is sent', async () => {
    const sent: string[] = [];
    mockApi((config) => {
      if (config.method === 'delete') sent.push(config.url ?? '');
      return { status: 200, data: emptyPage };
    });
    renderWithProviders(<DeleteAccountScreen />);
    expect(screen.getByRole('region', { name: '바로 지워지는 것' })).toHaveTextContent('이메일 주소, 닉네임');
    expect(screen.getByRole('region', { name: '남는 것' })).toHaveTextContent('탈퇴한 회원');
    await submitWith('');
    expect(await screen.findByText(ACCOUNT_MSG.passwordRequired)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Cancelling the confirmation sends nothing either.
    await submitWith('my password 1');
    await userEvent.click(within(screen.getByRole('dialog', { name: '정말 탈퇴할까요?' })).getByRole('button', { name: '취소' }));
    expect(sent).toEqual([]);
  });

  it('shows a wrong password under the field', async () => {
    mockApi((config) =>
      config.method === 'delete'
        ? {
            status: 400,
            data: {
              ...errorBody(400, ACCOUNT_MSG.wrongPassword),
              fieldErrors: [{ field: 'password', message: ACCOUNT_MSG.wrongPassword }],
            },
          }
        : { status: 200, data: emptyPage },
    );
    renderWithProviders(<DeleteAccountScreen />);
    await submitWith('not it');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '탈퇴' }));
    expect(await screen.findByText(ACCOUNT_MSG.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호', { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the groups the server names in its 409, each linked to its members tab', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi((config) => {
      if (config.method !== 'delete') return { status: 200, data: emptyPage };
      bodies.push(jsonBody(config));
      return {
        status: 409,
        data: { ...errorBody(409, ACCOUNT_MSG.ownsGroups, 'Conflict'), groups: [{ id: 12, name: '성수 러닝 크루' }] },
      };
    });
    renderWithProviders(<DeleteAccountScreen />);
    await submitWith('my password 1');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '탈퇴' }));
    const list = await screen.findByRole('list', { name: '내가 모임장인 모임' });
    expect(within(list).getByRole('link', { name: '성수 러닝 크루 멤버 관리로 가기' })).toHaveAttribute('href', '/groups/12?tab=members');
    expect(bodies).toEqual([{ password: 'my password 1' }]);
  });
});
