import { MSG } from '@dongne/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/auth-storage.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

const me = { id: 1, nickname: '김동네', email: 'kim@example.com' };

describe('LoginForm', () => {
  const onSuccess = vi.fn();
  let calls: Array<Record<string, unknown>>;

  beforeEach(() => {
    calls = [];
    onSuccess.mockReset();
    useAuthStore.setState({ user: null, isAuthenticated: false });
    mockApi((config) => {
      const body = jsonBody(config);
      calls.push(body);
      return body.password === 'correct-horse'
        ? { status: 200, data: { accessToken: 'a1', refreshToken: 'r1', user: me } }
        : { status: 401, data: errorBody(401, MSG.badCredentials, 'Unauthorized') };
    });
  });

  it('explains empty and malformed fields in Korean before calling the server', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'kim@');
    await user.type(screen.getByLabelText('비밀번호'), 'short');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordMin)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('shows a dismissible red banner when the server refuses', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'kim@example.com');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(MSG.badCredentials);
    await user.click(screen.getByRole('button', { name: '알림 닫기' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('stores the session, lower-cases the address and reports success', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    await user.type(screen.getByRole('textbox', { name: '이메일' }), ' Kim@Example.COM ');
    await user.type(screen.getByLabelText('비밀번호'), 'correct-horse');
    await user.click(screen.getByRole('checkbox', { name: '로그인 상태 유지' }));
    await user.click(screen.getByRole('button', { name: '로그인' }));

    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([{ email: 'kim@example.com', password: 'correct-horse' }]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('a1');
    expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: true, user: me });
  });

  it('toggles the password between hidden and shown', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSuccess={onSuccess} />);
    const password = screen.getByLabelText('비밀번호');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: '비밀번호 보기' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '비밀번호 숨기기' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
