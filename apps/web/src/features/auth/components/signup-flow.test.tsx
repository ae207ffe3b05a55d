import { MSG } from '@dongne/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearVerifiedIdentity } from '@/features/auth/hooks/signup-draft.ts';
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
    clearVerifiedIdentity();
    useAuthStore.setState({ user: null, isAuthenticated: false });
    mockApi((config) => {
      if (config.url === '/users/send-verification-email') return { status: 200, data: { companyName: '예시회사', companyId: 3 } };
      if (config.url === '/users/verify-email') return { status: 200, data: { isVerified: true, verificationToken: 'token-1' } };
      const body = jsonBody(config);
      signups.push(body);
      if (body.nickname === '이미있음') return { status: 409, data: errorBody(409, MSG.nicknameTaken, 'Conflict') };
      if (body.nickname === '늦은가입') {
        return {
          status: 400,
          data: {
            ...errorBody(400, MSG.verificationExpired, 'Bad Request'),
            fieldErrors: [{ field: 'verificationToken', message: MSG.verificationExpired }],
          },
        };
      }
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
      {
        email: 'lee@example.com',
        verificationToken: 'token-1',
        nickname: '이동네',
        password: 'password123',
        companyId: 3,
        agreedTermsIds: [1, 2, 3],
      },
    ]);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('keeps the sign-up token in memory only, never in web storage', async () => {
    await verify();
    const stored = [...Object.values({ ...localStorage }), ...Object.values({ ...sessionStorage })].join('\n');
    expect(stored).not.toContain('token-1');
  });

  it('sends the person back to verify again, saying why, when the verification expired', async () => {
    const user = await verify();
    await user.type(screen.getByRole('textbox', { name: '닉네임' }), '늦은가입');
    await user.type(screen.getByLabelText('비밀번호'), 'password123');
    await user.type(screen.getByLabelText('비밀번호 확인'), 'password123');
    await user.click(screen.getByRole('checkbox', { name: /이용약관/ }));
    await user.click(screen.getByRole('button', { name: '가입하기' }));

    const emailBox = await screen.findByRole('textbox', { name: '회사 이메일' });
    await vi.waitFor(() => expect(currentStep()).toHaveTextContent('회사 인증'));
    expect(emailBox).toHaveValue('lee@example.com');
    expect(emailBox).toHaveAccessibleDescription(MSG.verificationExpired);
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeEnabled();
    expect(onSuccess).not.toHaveBeenCalled();
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
