import { MSG } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SignupFlow } from './signup-flow.tsx';

describe('SignupFlow', () => {
  const onSuccess = vi.fn();
  let signups: Array<Record<string, unknown>>;

  beforeEach(() => {
    signups = [];
    onSuccess.mockReset();
    sessionStorage.clear();
    useAuthStore.setState({ user: null, isAuthenticated: false });
    mockApi((config) => {
      if (config.url === '/users/send-verification-email') return { status: 200, data: { companyName: '예시회사', companyId: 3 } };
      if (config.url === '/users/verify-email') return { status: 200, data: { isVerified: true } };
      const body = jsonBody(config);
      signups.push(body);
      if (body.nickname === '이미있음') return { status: 409, data: errorBody(409, MSG.nicknameTaken, 'Conflict') };
      return { status: 201, data: { accessToken: 'a', refreshToken: 'r', user: { id: 9, nickname: body.nickname } } };
    });
  });

  async function verify() {
    const user = userEvent.setup();
    renderWithProviders(<SignupFlow footer={null} onSuccess={onSuccess} />);
    await user.type(screen.getByRole('textbox', { name: '회사 이메일' }), 'lee@example.com');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), '654321');
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    await screen.findByRole('textbox', { name: '닉네임' });
    return user;
  }

  const currentStep = () =>
    within(screen.getByRole('navigation', { name: '가입 단계' }))
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');

  it('moves to step 2 after verification and puts the cursor on the nickname', async () => {
    await verify();
    expect(currentStep()).toHaveTextContent('정보 입력');
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveFocus();
  });

  it("goes back with '이전' keeping the verification, and forward again", async () => {
    const user = await verify();
    await user.type(screen.getByRole('textbox', { name: '닉네임' }), '이동네');
    await user.click(screen.getByRole('button', { name: '이전' }));

    expect(currentStep()).toHaveTextContent('회사 인증');
    expect(screen.getByText('이메일 인증 완료')).toBeInTheDocument();
    expect(screen.getByText('lee@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('textbox', { name: '닉네임' })).toHaveValue('이동네');
  });

  it('requires the terms and sends agreedTermsIds [1,2,3] with the verified company', async () => {
    const user = await verify();
    await user.type(screen.getByRole('textbox', { name: '닉네임' }), '이동네');
    await user.type(screen.getByLabelText('비밀번호'), 'password123');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'password123');
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    expect(await screen.findByText(MSG.termsRequired)).toBeInTheDocument();
    expect(signups).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /이용약관.*동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(signups).toEqual([
      { email: 'lee@example.com', nickname: '이동네', password: 'password123', companyId: 3, agreedTermsIds: [1, 2, 3] },
    ]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('puts a taken nickname on the nickname field', async () => {
    const user = await verify();
    await user.type(screen.getByRole('textbox', { name: '닉네임' }), '이미있음');
    await user.type(screen.getByLabelText('비밀번호'), 'password123');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'password123');
    await user.click(screen.getByRole('checkbox', { name: /이용약관/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    const nickname = screen.getByRole('textbox', { name: '닉네임' });
    await vi.waitFor(() => expect(nickname).toHaveAccessibleDescription(MSG.nicknameTaken));
    expect(nickname).toHaveFocus();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
