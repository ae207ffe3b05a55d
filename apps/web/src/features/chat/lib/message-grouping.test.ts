import type { ChatMessage } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { formatChatDay, formatChatTime } from '@/lib/dates.ts';
import { buildChatItems } from './message-grouping.ts';
import { typingText } from './typing-text.ts';

const ME = 1;
const OTHER = 2;

/** Local wall-clock times, so the expectations hold in any test time zone. */
function message(
  id: number,
  senderId: number | null,
  at: [number, number, number, number, number],
  extra: Partial<ChatMessage> = {},
): ChatMessage {
  const [year, month, day, hour, minute] = at;
  return {
    id,
    groupId: 7,
    senderId,
    senderNickname: senderId === null ? null : `멤버${senderId}`,
    senderProfileImage: null,
    content: `메시지 ${id}`,
    messageType: senderId === null ? 'SYSTEM' : 'TEXT',
    isDeleted: false,
    isHidden: false,
    clientId: null,
    viewerCan: { delete: false, report: true, block: true, pinNotice: false },
    unreadCount: 0,
    reactions: [],
    replyTo: null,
    mentions: [],
    createdAt: new Date(year, month - 1, day, hour, minute, id % 60).toISOString(),
    ...extra,
  };
}

describe('chat time formats', () => {
  it('writes the short 오전/오후 time without a leading zero on the hour', () => {
    expect(formatChatTime(new Date(2025, 2, 5, 15, 5).toISOString())).toBe('오후 3:05');
    expect(formatChatTime(new Date(2025, 2, 5, 0, 7).toISOString())).toBe('오전 12:07');
    expect(formatChatTime(new Date(2025, 2, 5, 12, 0).toISOString())).toBe('오후 12:00');
  });

  it('names the day with its weekday', () => {
    expect(formatChatDay(new Date(2025, 2, 5, 9, 0).toISOString())).toBe('2025년 3월 5일 수요일');
  });
});

describe('buildChatItems', () => {
  it('groups one sender within one minute: avatar on the first bubble, time on the last', () => {
    const items = buildChatItems(
      [
        message(1, OTHER, [2025, 3, 5, 15, 5]),
        message(2, OTHER, [2025, 3, 5, 15, 5]),
        message(3, OTHER, [2025, 3, 5, 15, 6]),
        message(4, ME, [2025, 3, 5, 15, 6]),
      ],
      ME,
    );
    const bubbles = items.flatMap((item) => (item.kind === 'message' ? [item] : []));
    expect(bubbles.map(({ isFirstInRun, isLastInRun, isMine, time }) => ({ isFirstInRun, isLastInRun, isMine, time }))).toEqual([
      { isFirstInRun: true, isLastInRun: false, isMine: false, time: '오후 3:05' },
      { isFirstInRun: false, isLastInRun: true, isMine: false, time: '오후 3:05' },
      { isFirstInRun: true, isLastInRun: true, isMine: false, time: '오후 3:06' },
      { isFirstInRun: true, isLastInRun: true, isMine: true, time: '오후 3:06' },
    ]);
  });

  it('puts a day divider before each new day and keeps system notices apart and out of runs', () => {
    const items = buildChatItems(
      [
        message(1, OTHER, [2025, 3, 4, 23, 59]),
        message(2, null, [2025, 3, 5, 0, 0], { content: '멤버3님이 참여했습니다.' }),
        message(3, OTHER, [2025, 3, 5, 0, 0]),
        message(4, OTHER, [2025, 3, 5, 0, 0]),
      ],
      ME,
    );
    expect(items.map((item) => (item.kind === 'message' ? `${item.kind}:${item.isFirstInRun}` : item.kind))).toEqual([
      'day',
      'message:true',
      'day',
      'system',
      'message:true',
      'message:false',
    ]);
    expect(items[2]).toMatchObject({ kind: 'day', label: '2025년 3월 5일 수요일' });
  });

  it('treats every message as someone else’s while the signed-in user is unknown', () => {
    const [, bubble] = buildChatItems([message(1, ME, [2025, 3, 5, 9, 0])], null);
    expect(bubble).toMatchObject({ kind: 'message', isMine: false });
  });
});

describe('typingText', () => {
  it('names one or two typists and counts the rest', () => {
    expect(typingText([])).toBeNull();
    expect(typingText(['새벽대장'])).toBe('새벽대장님이 입력 중…');
    expect(typingText(['새벽대장', '여의도러너'])).toBe('새벽대장님, 여의도러너님이 입력 중…');
    expect(typingText(['새벽대장', '여의도러너', '망원동'])).toBe('새벽대장님 외 2명이 입력 중…');
  });
});
