import type { Me, Notification } from '@dongne/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventKeys } from '@/features/events/api/query-keys.ts';
import { groupKeys } from '@/features/groups/api/query-keys.ts';
import { notificationKeys } from '@/features/notifications/api/query-keys.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { RealtimeClient } from '@/lib/realtime/realtime-client.ts';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';
import type { ConnectionEvents } from '@/lib/realtime/stomp-transport.ts';
import { LiveNotifications } from './live-notifications.tsx';

const notification: Notification = {
  id: 41,
  type: 'GROUP_JOIN',
  title: '새 멤버가 가입했어요',
  message: "망원동러너님이 '한강 새벽러닝 크루' 모임에 가입했습니다.",
  isRead: false,
  createdAt: '2025-03-05T06:00:00.000Z',
  relatedType: 'GROUP',
  relatedId: 7,
};

let events: ConnectionEvents | undefined;
let deliver: (body: string) => void = () => undefined;
let subscribedTo: string[];

function renderLive(queryClient: QueryClient) {
  const client = new RealtimeClient({
    open: (_token, connectionEvents) => {
      events = connectionEvents;
      return {
        subscribe: (destination, onBody) => {
          subscribedTo.push(destination);
          deliver = onBody;
          return { unsubscribe: () => undefined };
        },
        publish: () => undefined,
        close: () => undefined,
      };
    },
    getToken: async () => ({ kind: 'token', accessToken: 'token' }),
    onSessionExpired: vi.fn(),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider client={client}>
        <LiveNotifications />
      </RealtimeProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  events = undefined;
  deliver = () => undefined;
  subscribedTo = [];
  useAuthStore.setState({ isAuthenticated: true, user: { id: 1, nickname: '새벽대장' } as Me });
});
afterEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

describe('LiveNotifications', () => {
  it('adds one to the unread count and shows the title as a toast', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.unreadCount(), 2);
    renderLive(queryClient);
    await vi.waitFor(() => expect(events).toBeDefined());
    act(() => events?.onConnected());
    expect(subscribedTo).toEqual(['/user/queue/notifications']);

    act(() => deliver(JSON.stringify(notification)));
    // The frame is checked by a schema loaded with the first push (off the first screen's code).
    await vi.waitFor(() => expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(3));
    expect(await screen.findByText('새 멤버가 가입했어요')).toBeInTheDocument();
  });

  it('ignores a body that is not a notification', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.unreadCount(), 2);
    renderLive(queryClient);
    await vi.waitFor(() => expect(events).toBeDefined());
    act(() => events?.onConnected());
    act(() => deliver('{"hello":"world"}'));
    act(() => deliver(JSON.stringify(notification)));
    // Only the notification counted: the other body was dropped, not counted late.
    await screen.findByText('새 멤버가 가입했어요');
    expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(3);
  });

  it('refreshes the groups when the reader was removed from one, so an open group page turns non-member', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(groupKeys.detail(7), { id: 7 });
    queryClient.setQueryData(notificationKeys.unreadCount(), 0);
    renderLive(queryClient);
    await vi.waitFor(() => expect(events).toBeDefined());
    act(() => events?.onConnected());

    act(() => deliver(JSON.stringify({ ...notification, id: 42, type: 'POST_LIKE', title: '좋아요' })));
    await vi.waitFor(() => expect(queryClient.getQueryData(notificationKeys.unreadCount())).toBe(1));
    expect(queryClient.getQueryState(groupKeys.detail(7))?.isInvalidated).toBe(false);

    const removed = { ...notification, id: 43, type: 'GROUP_MEMBER_REMOVED', title: '모임에서 내보내졌어요' };
    act(() => deliver(JSON.stringify(removed)));
    await vi.waitFor(() => expect(queryClient.getQueryState(groupKeys.detail(7))?.isInvalidated).toBe(true));
    expect(await screen.findByText('모임에서 내보내졌어요')).toBeInTheDocument();
  });

  it('refreshes the event a waitlisted reader was promoted at, so its page no longer says 대기 1번', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(eventKeys.detail(9), { id: 9 });
    queryClient.setQueryData(eventKeys.detail(10), { id: 10 });
    queryClient.setQueryData(notificationKeys.unreadCount(), 0);
    renderLive(queryClient);
    await vi.waitFor(() => expect(events).toBeDefined());
    act(() => events?.onConnected());

    const promoted = {
      ...notification,
      id: 44,
      type: 'EVENT_WAITLIST_PROMOTED',
      title: '참석이 확정됐어요',
      relatedType: 'EVENT',
      relatedId: 9,
    };
    act(() => deliver(JSON.stringify(promoted)));
    await vi.waitFor(() => expect(queryClient.getQueryState(eventKeys.detail(9))?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(eventKeys.detail(10))?.isInvalidated).toBe(false);
  });
});
