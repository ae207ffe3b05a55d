import { MSG } from '@dongne/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCompanyVerification, type VerifiedIdentity } from '@/features/auth/hooks/use-company-verification.ts';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CompanyVerificationStep } from './company-verification-step.tsx';

function Step({ onVerified }: { onVerified: (identity: VerifiedIdentity) => void }) {
  const verification = useCompanyVerification(onVerified);
  return <CompanyVerificationStep verification={verification} onNext={() => undefined} />;
}

const emailBox = () => screen.getByRole('textbox', { name: '회사 이메일' });
const codeBox = () => screen.getByRole('textbox', { name: '인증번호' });
const sendButton = () => screen.getByRole('button', { name: '인증번호 받기' });
const verifyButton = () => screen.getByRole('button', { name: '인증하기' });
const resendButton = () => screen.getByRole('button', { name: /^재전송/ });
const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

describe('CompanyVerificationStep', () => {
  let sends: number;
  const onVerified = vi.fn();

  beforeEach(() => {
    // Only the clock and the countdown interval are fake; promises and React's timers stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    sends = 0;
    onVerified.mockReset();
    mockApi((config) => {
      if (config.url === '/users/send-verification-email') {
        sends += 1;
        return { status: 200, data: { companyName: '예시회사', companyId: 3 } };
      }
      if (config.url === '/users/verify-email') {
        return jsonBody(config).code === '123456'
          ? { status: 200, data: { isVerified: true, verificationToken: 'token-9' } }
          : { status: 400, data: errorBody(400, MSG.codeWrong) };
      }
      return { status: 404 };
    });
  });
  afterEach(() => vi.useRealTimers());

  async function sendCodeTo(email: string) {
    const user = userEvent.setup();
    renderWithProviders(<Step onVerified={onVerified} />);
    await user.type(emailBox(), email);
    await user.click(sendButton());
    await screen.findByRole('textbox', { name: '인증번호' });
    return user;
  }

  it('rejects a malformed address before any call', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Step onVerified={onVerified} />);
    await user.type(emailBox(), 'not-an-email');
    await user.click(sendButton());
    expect(await screen.findByText(MSG.emailInvalid)).toBeInTheDocument();
    expect(sends).toBe(0);
  });

  it('counts down from 05:00 and turns red at 60 seconds', async () => {
    await sendCodeTo('kim@example.com');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('05:00');
    expect(emailBox()).toBeDisabled();
    expect(sendButton()).toBeDisabled();

    advance(1);
    expect(timer).toHaveTextContent('04:59');
    advance(238);
    expect(timer).toHaveTextContent('01:01');
    expect(timer).not.toHaveClass('text-danger-600');
    advance(1);
    expect(timer).toHaveTextContent('01:00');
    expect(timer).toHaveClass('text-danger-600');
  });

  it('offers a resend only after 30 seconds, showing the seconds left', async () => {
    const user = await sendCodeTo('kim@example.com');
    expect(resendButton()).toBeDisabled();
    expect(resendButton()).toHaveTextContent('재전송 (30초)');
    advance(12);
    expect(resendButton()).toHaveTextContent('재전송 (18초)');
    advance(18);
    expect(resendButton()).toBeEnabled();
    await user.click(resendButton());
    await vi.waitFor(() => expect(sends).toBe(2));
    expect(await screen.findByText('재전송 (30초)')).toBeInTheDocument();
  });

  it('enables 인증하기 only for exactly six digits', async () => {
    const user = await sendCodeTo('kim@example.com');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeBox(), '12ab34');
    expect(codeBox()).toHaveValue('1234');
    expect(verifyButton()).toBeDisabled();
    await user.type(codeBox(), '567');
    expect(codeBox()).toHaveValue('123456');
    expect(verifyButton()).toBeEnabled();
  });

  it('shows the expiry message and returns to the start after 300 seconds', async () => {
    const user = await sendCodeTo('kim@example.com');
    await user.type(codeBox(), '123456');
    advance(300);
    expect(screen.getByText(MSG.codeExpired)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '인증번호' })).not.toBeInTheDocument();
    expect(emailBox()).toBeEnabled();
    expect(emailBox()).toHaveValue('kim@example.com');
    expect(sendButton()).toBeEnabled();
  });

  it('says a wrong code is wrong and keeps the countdown running', async () => {
    const user = await sendCodeTo('kim@example.com');
    await user.type(codeBox(), '000000');
    await user.click(verifyButton());
    expect(await screen.findByText(MSG.codeWrong)).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('hands the verified e-mail and company to the sign-up flow', async () => {
    const user = await sendCodeTo('Kim@Example.com');
    await user.type(codeBox(), '123456');
    await user.click(verifyButton());
    await vi.waitFor(() =>
      expect(onVerified).toHaveBeenCalledWith({
        email: 'kim@example.com',
        company: { id: 3, name: '예시회사' },
        verificationToken: 'token-9',
      }),
    );
    expect(await screen.findByText('이메일 인증 완료')).toBeInTheDocument();
  });
});
