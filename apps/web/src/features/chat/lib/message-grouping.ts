import type { ChatMessage } from '@dongne/contract';
import { formatChatDay, formatChatTime, isSameChatDay } from '@/lib/dates.ts';

export type ChatItem =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'system'; key: string; message: ChatMessage }
  | {
      kind: 'message';
      key: string;
      message: ChatMessage;
      isMine: boolean;
      /** Starts a run: the avatar and nickname show here. */
      isFirstInRun: boolean;
      /** Ends a run: the time shows here. */
      isLastInRun: boolean;
      time: string;
    };

/** One run is what 카카오톡 draws under a single avatar: one sender, one minute, nothing in between. */
function isSameRun(previous: ChatMessage | undefined, next: ChatMessage | undefined): boolean {
  if (!previous || !next) return false;
  if (previous.messageType === 'SYSTEM' || next.messageType === 'SYSTEM') return false;
  if (previous.senderId === null || previous.senderId !== next.senderId) return false;
  return isSameChatDay(previous.createdAt, next.createdAt) && formatChatTime(previous.createdAt) === formatChatTime(next.createdAt);
}

/**
 * Turns messages (oldest first) into what the list draws: a divider at each new day, centred
 * system notices, and bubbles that know whether they open or close a run of the same sender.
 */
export function buildChatItems(messages: readonly ChatMessage[], myId: number | null): ChatItem[] {
  const items: ChatItem[] = [];
  messages.forEach((message, index) => {
    const previous = messages[index - 1];
    const next = messages[index + 1];
    if (!previous || !isSameChatDay(previous.createdAt, message.createdAt)) {
      items.push({ kind: 'day', key: `day-${message.id}`, label: formatChatDay(message.createdAt) });
    }
    if (message.messageType === 'SYSTEM') {
      items.push({ kind: 'system', key: `msg-${message.id}`, message });
      return;
    }
    items.push({
      kind: 'message',
      key: `msg-${message.id}`,
      message,
      isMine: myId !== null && message.senderId === myId,
      isFirstInRun: !isSameRun(previous, message),
      isLastInRun: !isSameRun(message, next),
      time: formatChatTime(message.createdAt),
    });
  });
  return items;
}
