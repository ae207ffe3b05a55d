import type { AuthSession } from '@dongne/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { DevicesScreen } from './devices-screen.tsx';

configure({ asyncUtilTimeout: 4000 });

const laptop: AuthSession = {
  id: '11111111-1111-4111-8111-111111111111',
  device: 'Chrome · macOS',
  ip: '203.0.113.9',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastSeenAt: new Date().toISOString(),
  current: true,
};
const phone: AuthSession = {
  id: '22222222-2222-4222-8222-222222222222',
  device: 'Safari · iOS',
  ip: '198.51.100.4',
  createdAt: '2026-11-18T01:00:00.000Z',
  lastSeenAt: new Date().toISOString(),
  current: false,
};

describe('DevicesScreen', () => {
  it('lists the devices with the current one marked and no log-out button on it', async () => {
    mockApi(() => ({ status: 200, data: [laptop, phone] }));
    renderWithProviders(<DevicesScreen />);
    const list = await screen.findByRole('list', { name: '로그인된 기기 목록' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('현재 기기')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('IP 198.51.100.4')).toBeInTheDocument();
  });

  it('logs one other device out after confirming, and not before', async () => {
    const deleted: string[] = [];
    mockApi((config) => {
      if (config.method === 'delete') {
        deleted.push(config.url ?? '');
        return { status: 204 };
      }
      return { status: 200, data: deleted.length ? [laptop] : [laptop, phone] };
    });
    renderWithProviders(<DevicesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Safari · iOS 로그아웃' }));
    const dialog = screen.getByRole('dialog', { name: '이 기기에서 로그아웃할까요?' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(deleted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Safari · iOS 로그아웃' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '로그아웃' }));
    await screen.findByText('다른 기기에는 로그인되어 있지 않아요.');
    expect(deleted).toEqual([`/auth/sessions/${phone.id}`]);
  });

  it('logs every other device out at once', async () => {
    const deleted: string[] = [];
    mockApi((config) => {
      if (config.method === 'delete') {
        deleted.push(config.url ?? '');
        return { status: 204 };
      }
      return { status: 200, data: [laptop, phone] };
    });
    renderWithProviders(<DevicesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: '다른 기기에서 모두 로그아웃' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: '다른 기기에서 모두 로그아웃할까요?' })).getByRole('button', { name: '모두 로그아웃' }),
    );
    await waitFor(() => expect(deleted).toEqual(['/auth/sessions']));
  });

  it('says so in Korean when the list cannot be loaded, with a retry', async () => {
    mockApi(() => ({ status: 500, data: errorBody(500, '서버 오류가 발생했습니다.') }));
    renderWithProviders(<DevicesScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('로그인된 기기를 불러오지 못했어요.');
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
