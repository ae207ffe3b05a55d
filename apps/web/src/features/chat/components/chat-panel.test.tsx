import type { ChatMessage, Me } from '@dongne/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatOutbox } from '@/features/chat/lib/outbox.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { RealtimeClient } from '@/lib/realtime/realtime-client.ts';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider.tsx';
import type { ConnectionEvents, StompConnection } from '@/lib/realtime/stomp-transport.ts';
import { errorBody, jsonBody, mockApi } from '@/test/mock-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { ChatPanel } from './chat-panel.tsx';

const GROUP_ID = 7;
const ME = { id: 1, nickname: '새벽대장' } as Me;

function chatMessage(id: number, senderId: number, content: string, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    groupId: GROUP_ID,
    senderId,
    senderNickname: senderId === ME.id ? ME.nickname : '여의도러너',
    senderProfileImage: null,
    content,
    messageType: 'TEXT',
    isDeleted: false,
    isHidden: false,
    clientId: null,
    createdAt: new Date(2025, 2, 5, 15, 5).toISOString(),
    unreadCount: 0,
    reactions: [],
    replyTo: null,
    mentions: [],
    // As the server answers ME, a plain member: delete one's own; report and block others'.
    viewerCan: extra.isDeleted
      ? { delete: false, report: false, block: false, pinNotice: false }
      : senderId === ME.id
        ? { delete: true, report: false, block: false, pinNotice: false }
        : { delete: false, report: true, block: true, pinNotice: false },
    ...extra,
  };
}

/** The server side of one STOMP connection, driven by the test. */
let server: { events: ConnectionEvents; topics: Map<string, (body: string) => void>; published: string[] };
let posted: Record<string, unknown>[];
let gapRequests: unknown[];
/** How the next message POSTs answer: stored, no answer at all (offline), or refused. */
let postMode: 'ok' | 'no-answer' | 'refuse';
/** The reader's read position the room answers (contract §21). */
let roomPosition = 1_000;
let readMoves: unknown[] = [];

function renderPanel() {
  const client = new RealtimeClient({
    open: (_token, events) => {
      server = { events, topics: new Map(), published: [] };
      const connection: StompConnection = {
        subscribe: (destination, onBody) => {
          server.topics.set(destination, onBody);
          return { unsubscribe: () => server.topics.delete(destination) };
        },
        publish: (destination) => server.published.push(destination),
        close: () => undefined,
      };
      return connection;
    },
    getToken: async () => ({ kind: 'token', accessToken: 'token' }),
    onSessionExpired: vi.fn(),
  });
  renderWithProviders(
    <RealtimeProvider client={client}>
      <ChatPanel groupId={GROUP_ID} />
    </RealtimeProvider>,
  );
}

const push = (destination: string, payload: unknown) => act(() => server.topics.get(destination)?.(JSON.stringify(payload)));

beforeEach(() => {
  postMode = 'ok';
  roomPosition = 1_000;
  readMoves = [];
  useChatOutbox.setState({ items: [] });
  posted = [];
  gapRequests = [];
  useAuthStore.setState({ isAuthenticated: true, user: ME });
  mockApi((config) => {
    if (config.url === `/groups/${GROUP_ID}/chat/room`) {
      return {
        status: 200,
        data: {
          id: 1,
          groupId: GROUP_ID,
          name: '한강 새벽러닝 크루',
          memberCount: 2,
          createdAt: '2025-03-05T00:00:00Z',
          lastReadMessageId: roomPosition,
        },
      };
    }
    if (config.url === `/groups/${GROUP_ID}/chat/messages` && config.method === 'get' && config.params?.afterId !== undefined) {
      gapRequests.push(config.params.afterId);
      // What the socket missed: a message it did see (3) again, one it missed (4), an older deletion (1).
      const content = [
        chatMessage(1, 2, '삭제된 메시지입니다', { isDeleted: true }),
        chatMessage(3, 2, '6시 어때요'),
        chatMessage(4, 2, '놓친 메시지'),
      ];
      return {
        status: 200,
        data: { content, number: 0, size: 100, totalElements: 2, totalPages: 1, first: true, last: true, empty: false },
      };
    }
    if (config.url === `/groups/${GROUP_ID}/chat/messages` && config.method === 'get') {
      const content = [chatMessage(1, 2, '내일 뛰실 분?'), chatMessage(2, ME.id, '저요!')];
      return {
        status: 200,
        data: { content, number: 0, size: 50, totalElements: 2, totalPages: 1, first: true, last: true, empty: false },
      };
    }
    if (config.url === `/groups/${GROUP_ID}/chat/messages` && config.method === 'post') {
      posted.push(jsonBody(config));
      if (postMode === 'no-answer') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
      if (postMode === 'refuse') return { status: 400, data: errorBody(400, '메시지는 1000자 이하여야 합니다.') };
      return { status: 201, data: chatMessage(10, ME.id, String(jsonBody(config).message)) };
    }
    if (config.url === `/groups/${GROUP_ID}/chat/read` && config.method === 'put') {
      readMoves.push(jsonBody(config).messageId);
      return { status: 200, data: { groupId: GROUP_ID, lastReadMessageId: jsonBody(config).messageId } };
    }
    return { status: 404 };
  });
});

afterEach(() => useAuthStore.setState({ isAuthenticated: false, user: null }));

describe('ChatPanel', () => {
  it('shows the history, then live messages, deletions and who is typing', async () => {
    renderPanel();
    const log = await screen.findByRole('log', { name: '채팅 메시지' });
    expect(await within(log).findByText('내일 뛰실 분?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '한강 새벽러닝 크루' })).toBeInTheDocument();

    act(() => server.events.onConnected());
    expect(screen.getByText('실시간 연결됨')).toBeInTheDocument();

    push(`/topic/group.${GROUP_ID}.typing`, { userId: 2, nickname: '여의도러너', typing: true });
    push(`/topic/group.${GROUP_ID}.typing`, { userId: ME.id, nickname: ME.nickname, typing: true });
    expect(screen.getByText('여의도러너님이 입력 중…')).toBeInTheDocument();
    expect(screen.queryByText('새벽대장님이 입력 중…')).not.toBeInTheDocument();

    push(`/topic/group.${GROUP_ID}`, chatMessage(3, 2, '6시에 물빛광장에서 봐요'));
    expect(within(log).getByText('6시에 물빛광장에서 봐요')).toBeInTheDocument();
    // Their message ends their typing.
    expect(screen.queryByText('여의도러너님이 입력 중…')).not.toBeInTheDocument();

    push(`/topic/group.${GROUP_ID}`, chatMessage(1, 2, '삭제된 메시지입니다', { isDeleted: true }));
    expect(within(log).queryByText('내일 뛰실 분?')).not.toBeInTheDocument();
    expect(within(log).getByText('삭제된 메시지입니다')).toBeInTheDocument();
  });

  it('signals typing over the socket and sends the message over REST', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('내일 뛰실 분?');
    act(() => server.events.onConnected());

    await user.type(screen.getByRole('textbox', { name: '메시지 입력' }), '좋아요{Enter}');
    expect(server.published).toEqual([`/app/chat.typing/${GROUP_ID}`, `/app/chat.stopTyping/${GROUP_ID}`]);
    await vi.waitFor(() => expect(posted).toEqual([{ message: '좋아요', messageType: 'TEXT', clientId: expect.any(String) }]));
    expect(String(posted[0]?.clientId).length).toBeLessThanOrEqual(64);
    expect(await screen.findByText('좋아요')).toBeInTheDocument();
  });

  it('fills the gap with afterId after a reconnect and after the server’s RESYNC signal, showing each message once', async () => {
    renderPanel();
    const log = await screen.findByRole('log', { name: '채팅 메시지' });
    await within(log).findByText('내일 뛰실 분?');
    act(() => server.events.onConnected());
    push(`/topic/group.${GROUP_ID}`, chatMessage(3, 2, '6시 어때요'));
    expect(gapRequests).toEqual([]);

    // The server's broker was interrupted: a RESYNC on the room topic, not a message.
    // Every message held (15:05) is older than `since`: the fill starts at the newest of them.
    push(`/topic/group.${GROUP_ID}`, { type: 'RESYNC', reason: 'BROKER_INTERRUPTED', since: new Date(2025, 2, 5, 15, 6).toISOString() });
    expect(await within(log).findByText('놓친 메시지')).toBeInTheDocument();
    expect(gapRequests).toEqual([3]);
    expect(within(log).getAllByText('6시 어때요')).toHaveLength(1);
    expect(within(log).queryByText('내일 뛰실 분?')).not.toBeInTheDocument();

    // A reconnect (a second CONNECTED) asks from the newest message held.
    act(() => server.events.onConnected());
    await vi.waitFor(() => expect(gapRequests).toEqual([3, 4]));
    expect(within(log).getAllByText('놓친 메시지')).toHaveLength(1);

    // A RESYNC whose interruption began before everything held (15:04): missed messages may sit
    // below ids already shown, so it asks again for the whole stretch held.
    push(`/topic/group.${GROUP_ID}`, { type: 'RESYNC', reason: 'BROKER_INTERRUPTED', since: new Date(2025, 2, 5, 15, 4).toISOString() });
    await vi.waitFor(() => expect(gapRequests).toEqual([3, 4, 0]));
    expect(within(log).getAllByText('놓친 메시지')).toHaveLength(1);
  });

  it('offers delete only on my own messages, from their ⋮', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('저요!');
    const menus = screen.getAllByRole('button', { name: '내 메시지 메뉴' });
    expect(menus).toHaveLength(1);
    await user.click(menus[0] as HTMLElement);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['답장', '메시지 삭제']);
    await user.keyboard('{Escape}');
    await user.click(screen.getAllByRole('button', { name: '여의도러너님 메시지 메뉴' })[0] as HTMLElement);
    expect(screen.queryByRole('menuitem', { name: '메시지 삭제' })).toBeNull();
  });

  it('keeps a message sent without a connection as 전송 중 and sends it once, with the same clientId, when the browser is back online', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('내일 뛰실 분?');
    postMode = 'no-answer';
    await user.type(screen.getByRole('textbox', { name: '메시지 입력' }), '지하철이에요{Enter}');
    const log = screen.getByRole('log', { name: '채팅 메시지' });
    expect(within(log).getByText('지하철이에요')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(log).getByText('전송 중')).toBeInTheDocument());
    // The draft is free for the next message at once.
    expect(screen.getByRole('textbox', { name: '메시지 입력' })).toHaveValue('');
    await vi.waitFor(() => expect(useChatOutbox.getState().items[0]?.status).toBe('waiting'));
    const firstTry = posted.length;

    postMode = 'ok';
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(within(log).queryByText('전송 중')).not.toBeInTheDocument());
    expect(within(log).getAllByText('지하철이에요')).toHaveLength(1);
    expect(posted.length).toBe(firstTry + 1);
    const clientIds = new Set(posted.map((body) => body.clientId));
    expect(clientIds.size).toBe(1);
  });

  it('shows a refused message as 전송 실패 with 다시 보내기 and 삭제', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByText('내일 뛰실 분?');
    postMode = 'refuse';
    await user.type(screen.getByRole('textbox', { name: '메시지 입력' }), '안 가요{Enter}');
    const log = screen.getByRole('log', { name: '채팅 메시지' });
    expect(await within(log).findByText('전송 실패')).toBeInTheDocument();
    expect(within(log).getByText('메시지는 1000자 이하여야 합니다.')).toBeInTheDocument();

    postMode = 'ok';
    await user.click(within(log).getByRole('button', { name: '다시 보내기' }));
    await vi.waitFor(() => expect(within(log).queryByText('전송 실패')).not.toBeInTheDocument());
    expect(within(log).getAllByText('안 가요')).toHaveLength(1);
    expect(new Set(posted.map((body) => body.clientId)).size).toBe(1);

    postMode = 'refuse';
    await user.type(screen.getByRole('textbox', { name: '메시지 입력' }), '취소할 메시지{Enter}');
    await within(log).findByText('전송 실패');
    await user.click(within(log).getByRole('button', { name: '삭제' }));
    expect(within(log).queryByText('취소할 메시지')).not.toBeInTheDocument();
    expect(useChatOutbox.getState().items.some((item) => item.content === '취소할 메시지')).toBe(false);
  });

  it('marks where the unread messages began, reads them, and lowers the number beside a bubble by each move of a reads frame', async () => {
    roomPosition = 0;
    renderPanel();
    const log = await screen.findByRole('log', { name: '채팅 메시지' });
    await within(log).findByText('내일 뛰실 분?');
    // Message 1 is someone else's, above the position the room was opened at.
    expect(within(log).getByText('여기까지 읽었습니다')).toBeInTheDocument();
    await vi.waitFor(() => expect(readMoves).toEqual([2]));

    act(() => server.events.onConnected());
    push(`/topic/group.${GROUP_ID}`, chatMessage(5, ME.id, '몇 분이나 오세요?', { unreadCount: 3 }));
    expect(await within(log).findByText('읽지 않은 사람 3명')).toBeInTheDocument();
    // A frame is a window's moves: each reader below counts once; one move ends before 5, and my own
    // move (the sender's) lowers nothing.
    push(`/topic/group.${GROUP_ID}.reads`, [
      { groupId: GROUP_ID, userId: 2, lastReadMessageId: 5, fromMessageId: 2 },
      { groupId: GROUP_ID, userId: 3, lastReadMessageId: 5, fromMessageId: 4 },
      { groupId: GROUP_ID, userId: 4, lastReadMessageId: 4, fromMessageId: 0 },
      { groupId: GROUP_ID, userId: ME.id, lastReadMessageId: 5, fromMessageId: 4 },
    ]);
    expect(await within(log).findByText('읽지 않은 사람 1명')).toBeInTheDocument();
    // A lone move, as a server of the previous release sends it, is read too.
    push(`/topic/group.${GROUP_ID}.reads`, { groupId: GROUP_ID, userId: 4, lastReadMessageId: 5, fromMessageId: 4 });
    await vi.waitFor(() => expect(within(log).queryByText('읽지 않은 사람 1명')).not.toBeInTheDocument());
  });
});
