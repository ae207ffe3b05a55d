import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildMe, buildProfile } from '@/features/profile/test/build-profile.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorBody, jsonBody, type MockHandler, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { EditProfileForm } from './edit-profile-form.tsx';

// The first render imports the form and zod in a cold worker; under a parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 4000 });

type Sent = { method: string; url: string; body: Record<string, unknown> };

function serve(reply: MockHandler): Sent[] {
  const sent: Sent[] = [];
  mockApi((config) => {
    sent.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', body: jsonBody(config) });
    return reply(config);
  });
  return sent;
}

function renderForm(profile = buildProfile()) {
  const onDone = vi.fn();
  renderWithProviders(<EditProfileForm profile={profile} onDone={onDone} />);
  return { onDone };
}

describe('EditProfileForm', () => {
  beforeEach(() => useAuthStore.setState({ isAuthenticated: true, user: buildMe() }));

  it('starts from the saved nickname and bio and shows the photo hint', () => {
    renderForm();
    expect(screen.getByLabelText('닉네임')).toHaveValue('성수동러너');
    expect(screen.getByLabelText('자기소개')).toHaveValue('퇴근 후 서울숲을 달려요.');
    expect(screen.getByText('JPG, PNG 최대 5MB')).toBeInTheDocument();
  });

  it('checks the nickname length before any call', async () => {
    const sent = serve(() => ({ status: 200, data: buildMe() }));
    renderForm();
    await userEvent.clear(screen.getByLabelText('닉네임'));
    await userEvent.type(screen.getByLabelText('닉네임'), '가');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('닉네임은 2자 이상 20자 이하로 입력해주세요')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('saves nickname and bio, shows 저장 중… meanwhile, then refreshes the signed-in user', async () => {
    let release: () => void = () => undefined;
    const saved = buildMe({ nickname: '서울숲러너', bio: '새벽 러닝 좋아해요' });
    const sent = serve(
      () =>
        new Promise((resolve) => {
          release = () => resolve({ status: 200, data: saved });
        }),
    );
    const { onDone } = renderForm();
    await userEvent.clear(screen.getByLabelText('닉네임'));
    await userEvent.type(screen.getByLabelText('닉네임'), '서울숲러너');
    await userEvent.clear(screen.getByLabelText('자기소개'));
    await userEvent.type(screen.getByLabelText('자기소개'), '새벽 러닝 좋아해요');
    await userEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByRole('button', { name: '저장 중…' })).toBeDisabled();
    // An unchanged photo is not sent: the server would re-check an image it already has.
    expect(sent).toEqual([{ method: 'PUT', url: '/users/profile', body: { nickname: '서울숲러너', bio: '새벽 러닝 좋아해요' } }]);
    release();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(useAuthStore.getState().user?.nickname).toBe('서울숲러너');
  });

  it('sends an emptied bio as null and a removed photo as null', async () => {
    const sent = serve(() => ({ status: 200, data: buildMe({ bio: null, profileImage: null }) }));
    const { onDone } = renderForm(buildProfile({ profileImage: '/uploads/me.webp' }));
    await userEvent.clear(screen.getByLabelText('자기소개'));
    await userEvent.click(screen.getByRole('button', { name: '사진 삭제' }));
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]?.body).toEqual({ nickname: '성수동러너', bio: null, profileImage: null });
  });

  it('uploads a picked photo at once and saves its URL with the profile', async () => {
    const sent = serve((config) =>
      config.url === '/images/upload/profile' ? { status: 200, data: { imageUrl: '/uploads/new.webp' } } : { status: 200, data: buildMe() },
    );
    const { onDone } = renderForm();
    await userEvent.upload(screen.getByLabelText('프로필 사진'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: '성수동러너님의 프로필 사진' })).toHaveAttribute(
      'src',
      expect.stringContaining('/uploads/new.webp'),
    );
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /images/upload/profile', 'PUT /users/profile']);
    expect(sent[1]?.body).toMatchObject({ profileImage: '/uploads/new.webp' });
  });

  it('puts a taken nickname (409) on the field and keeps the form open', async () => {
    serve(() => ({ status: 409, data: errorBody(409, '이미 사용 중인 닉네임입니다.', 'Conflict') }));
    const { onDone } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    const nickname = screen.getByLabelText('닉네임');
    await waitFor(() => expect(nickname).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('alert')).toHaveTextContent('이미 사용 중인 닉네임입니다.');
    expect(onDone).not.toHaveBeenCalled();
    expect(useAuthStore.getState().user?.nickname).toBe('성수동러너');
  });
});
