import type { Notification, Page } from '@dongne/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store.ts';
import { mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { NotificationsScreen } from './notifications-screen.tsx';

// The first render imports the whole screen in a cold worker; under a parallel run that can pass 1 s.
configure({ asyncUtilTimeout: 4000 });
function note(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'GROUP_JOIN',
    title: `알림 제목 ${id}`,
    message: `알림 내용 ${id}`,
    isRead: false,
    // No offset: read as local time, so the expected text does not depend on the machine's zone.
    createdAt: '2026-11-02T09:05:00',
    relatedType: 'GROUP',
    relatedId: 40 + id,
    ...overrides,
  };
}

function pageOf(items: Notification[]): Page<Notification> {
  return {
    content: items,
    number: 0,
    size: 20,
    totalElements: items.length,
    totalPages: 1,
    first: true,
    last: true,
    empty: items.length === 0,
  };
}

type Call = { method: string; url: string };

/** A tiny in-memory notifications server: enough state to see what each action did. */
function serve(initial: Notification[]): Call[] {
  let items = [...initial];
  const calls: Call[] = [];
  mockApi((config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    if (method !== 'GET') calls.push({ method, url });
    if (url === '/notifications') return { status: 200, data: pageOf(items) };
    if (url === '/notifications/unread-count') return { status: 200, data: { count: items.filter((item) => !item.isRead).length } };
    if (url === '/notifications/read-all') {
      items = items.map((item) => ({ ...item, isRead: true }));
      return { status: 200, data: { message: 'ok' } };
    }
    if (url === '/notifications/clear') {
      items = [];
      return { status: 200, data: { message: 'ok' } };
    }
    const one = url.match(/^\/notifications\/(\d+)$/);
    if (one && method === 'DELETE') {
      items = items.filter((item) => item.id !== Number(one[1]));
      return { status: 200, data: { message: 'ok' } };
    }
    const read = url.match(/^\/notifications\/(\d+)\/read$/);
    if (read) {
      const id = Number(read[1]);
      items = items.map((item) => (item.id === id ? { ...item, isRead: true } : item));
      return { status: 200, data: items.find((item) => item.id === id) };
    }
    return { status: 404 };
  });
  return calls;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderScreen() {
  return renderWithProviders(
    <Routes>
      <Route path="/notifications" element={<NotificationsScreen />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/notifications' },
  );
}

describe('NotificationsScreen', () => {
  beforeEach(() => useAuthStore.setState({ isAuthenticated: true, user: null }));

  it('shows title, message, the yyyy.MM.dd HH:mm date and marks unread rows', async () => {
    serve([note(1), note(2, { isRead: true })]);
    renderScreen();
    const list = await screen.findByRole('list', { name: '알림 목록' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('알림 제목 1');
    expect(first).toHaveTextContent('알림 내용 1');
    expect(first).toHaveTextContent('2026.11.02 09:05');
    expect(first).toHaveTextContent('읽지 않음');
    expect(second).not.toHaveTextContent('읽지 않음');
  });

  it('marks an unread GROUP notification read and opens the group', async () => {
    const calls = serve([note(1, { relatedId: 41 })]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /^알림 제목 1/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/groups/41');
    await waitFor(() => expect(calls).toContainEqual({ method: 'PUT', url: '/notifications/1/read' }));
  });

  it('opens the post for a POST notification and the event for an EVENT one', async () => {
    serve([note(1, { type: 'POST_LIKE', relatedType: 'POST', relatedId: 9 })]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /^알림 제목 1/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/posts/9');
  });

  it('opens an event without marking an already-read notification again', async () => {
    const calls = serve([note(1, { type: 'EVENT_CREATED', relatedType: 'EVENT', relatedId: 5, isRead: true })]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: /^알림 제목 1/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/events/5');
    expect(calls).toEqual([]);
  });

  it('hides mark-all-read once everything is read', async () => {
    const calls = serve([note(1), note(2)]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: '모두 읽음' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '모두 읽음' })).not.toBeInTheDocument());
    expect(calls).toContainEqual({ method: 'PUT', url: '/notifications/read-all' });
    expect(screen.getByRole('button', { name: '전체 삭제' })).toBeInTheDocument();
    expect(screen.queryByText('읽지 않음')).not.toBeInTheDocument();
  });

  it('asks before deleting everything, then shows the empty state without bulk buttons', async () => {
    const calls = serve([note(1), note(2, { isRead: true })]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: '전체 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '모든 알림을 삭제할까요?' });
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByRole('heading', { name: '새로운 알림이 없습니다' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/notifications/clear' });
    expect(screen.queryByRole('button', { name: '전체 삭제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).not.toBeInTheDocument();
  });

  it('deletes one notification from its own button without opening it', async () => {
    const calls = serve([note(1), note(2)]);
    renderScreen();
    await userEvent.click(await screen.findByRole('button', { name: "'알림 제목 1' 알림 삭제" }));
    await waitFor(() => expect(screen.queryByText('알림 제목 1')).not.toBeInTheDocument());
    expect(screen.getByText('알림 제목 2')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', url: '/notifications/1' }]);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows no bulk buttons for an empty list', async () => {
    serve([]);
    renderScreen();
    expect(await screen.findByRole('heading', { name: '새로운 알림이 없습니다' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '전체 삭제' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '모두 읽음' })).not.toBeInTheDocument();
  });
});
