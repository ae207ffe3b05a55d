import type { Me } from '@dongne/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { BlocksScreen } from './blocks-screen.tsx';

const page = <T,>(content: T[]) => ({
  content,
  number: 0,
  size: 20,
  totalElements: content.length,
  totalPages: 1,
  first: true,
  last: true,
  empty: content.length === 0,
});

beforeEach(() => {
  useAuthStore.setState({ user: { id: 1, nickname: '조용한이웃' } as Me, isAuthenticated: true });
});
afterEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('차단한 사용자 (BlocksScreen)', () => {
  it('lists blocked users and unblocks one after a confirm; an empty list says so', async () => {
    let blocked = [{ id: 5, nickname: '시끄러운이웃', profileImage: null, blockedAt: '2026-11-20T01:00:00.000Z' }];
    const calls: string[] = [];
    mockApi((config) => {
      calls.push(`${config.method} ${config.url}`);
      if (config.method === 'get' && config.url === '/users/blocks') return { status: 200, data: page(blocked) };
      if (config.method === 'delete' && config.url === '/users/5/block') {
        blocked = [];
        return { status: 204 };
      }
      return { status: 404 };
    });
    const user = userEvent.setup();
    renderWithProviders(<BlocksScreen />);
    const list = await screen.findByRole('list', { name: '차단한 사용자 목록' });
    expect(list).toHaveTextContent('시끄러운이웃');
    await user.click(screen.getByRole('button', { name: '시끄러운이웃님 차단 해제' }));
    await user.click(screen.getByRole('button', { name: '해제' }));
    await screen.findByRole('heading', { name: '차단한 사용자가 없어요' });
    expect(calls).toContain('delete /users/5/block');
  });
});
