import { MSG } from '@dongne/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { NewPasswordForm } from './new-password-form.tsx';

describe('NewPasswordForm', () => {
  const onSuccess = vi.fn();
  let sent: Array<Record<string, unknown>>;

  beforeEach(() => {
    sent = [];
    onSuccess.mockReset();
    mockApi((config) => {
      sent.push(jsonBody(config));
      return jsonBody(config).token === 'good-token'
        ? { status: 200, data: { message: 'ok' } }
        : { status: 400, data: errorBody(400, MSG.tokenInvalid) };
    });
  });

  const submit = () => screen.getByRole('button', { name: '비밀번호 변경' });

  it('keeps submit disabled while a field is empty or the two differ', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPasswordForm token="good-token" onSuccess={onSuccess} />);
    expect(submit()).toBeDisabled();
    expect(screen.getByText(MSG.allFieldsRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText('새 비밀번호'), 'long-enough-1');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'long-enough-2');
    expect(submit()).toBeDisabled();
    await user.tab();
    expect(await screen.findByText(MSG.passwordMismatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'long-enough-1');
    expect(submit()).toBeEnabled();
  });

  it('refuses a short password with the spec message', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPasswordForm token="good-token" onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('새 비밀번호'), 'short');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short');
    await user.click(submit());
    expect(await screen.findByText(MSG.passwordMin)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the token with the new password and reports success', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPasswordForm token="good-token" onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('새 비밀번호'), 'brand-new-pass');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'brand-new-pass');
    await user.click(submit());
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(sent).toEqual([{ token: 'good-token', newPassword: 'brand-new-pass' }]);
  });

  it("shows the server's reason when the token was already spent", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NewPasswordForm token="spent-token" onSuccess={onSuccess} />);
    await user.type(screen.getByLabelText('새 비밀번호'), 'brand-new-pass');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'brand-new-pass');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.tokenInvalid);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
