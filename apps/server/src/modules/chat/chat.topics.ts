import { type ChatMessage, type ChatReadMove, type ChatResyncSignal, SAFETY_MSG } from '@dongne/contract';
import type { RealtimeHub } from '../../realtime/hub.ts';

/** A group's chat messages (and deletions, and the re-fetch signal). */
export const groupTopic = (groupId: number) => `/topic/group.${groupId}`;
/** Who is typing in a group's room. */
export const typingTopic = (groupId: number) => `/topic/group.${groupId}.typing`;
/** Members' read positions moving in a group's room (contract §21, §22). */
export const readsTopic = (groupId: number) => `/topic/group.${groupId}.reads`;

/**
 * How long a room's read moves wait to go out together (contract §21): a reader scrolling through
 * 200 messages makes one move per window, and each subscriber gets a window's moves of the room in
 * one frame, a JSON array of moves.
 */
export const READ_MOVES_WINDOW_MS = 500;

/**
 * Two moves of one reader within a window are one, from the lower start to the further end: moves
 * of one reader published by two instances may arrive in either order.
 */
export function mergeReadMoves(earlier: ChatReadMove, later: ChatReadMove): ChatReadMove {
  const further = later.lastReadMessageId >= earlier.lastReadMessageId ? later : earlier;
  return { ...further, fromMessageId: Math.min(earlier.fromMessageId, later.fromMessageId) };
}

/**
 * A chat message as a blocker of its sender sees it (contract §11): it keeps its place, not its
 * text or image. The one copy of the rule, for REST answers and live frames alike.
 */
export function asSeenByBlocker<T extends Pick<ChatMessage, 'messageType'>>(message: T): T & { isBlocked: true } {
  return {
    ...message,
    content: SAFETY_MSG.blockedContent,
    // A withheld IMAGE is sent as TEXT so no client renders the placeholder as an image URL.
    messageType: message.messageType === 'IMAGE' ? 'TEXT' : message.messageType,
    senderProfileImage: null,
    // Nor the message it quotes, nor whom it mentions: the placeholder stands alone.
    ...('replyTo' in message ? { replyTo: null, mentions: [] } : {}),
    isBlocked: true,
  };
}

/** A body's `numeric` field, or null when it has none or is not JSON. */
function numberField(body: string, field: string): number | null {
  try {
    const value = (JSON.parse(body) as Record<string, unknown>)[field];
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Tells the hub what chat's topics carry: a room's messages are their sender's (a blocker gets the
 * placeholder) and are re-fetched after a broker interruption; a blocked member's typing is not
 * shown at all; read moves are nobody's to hide, and reach each subscriber a window's worth in one
 * frame. Each is a group's, dropped with the group or the member. `readMovesWindowMs` is for tests
 * that need several requests to land in one window on a slow machine.
 */
export function registerChatTopics(hub: RealtimeHub, { readMovesWindowMs = READ_MOVES_WINDOW_MS } = {}): void {
  hub.registerTopics('chat.messages', {
    pattern: /^\/topic\/group\.\d+$/,
    ofGroup: groupTopic,
    authorOf: (body) => numberField(body, 'senderId'),
    forBlocker: (body) => JSON.stringify(asSeenByBlocker(JSON.parse(body) as ChatMessage)),
    resyncSignal: (since) => JSON.stringify({ type: 'RESYNC', reason: 'BROKER_INTERRUPTED', since } satisfies ChatResyncSignal),
    onDelivered: (frames) => {
      hub.counters.chatMessagesDelivered += frames;
    },
  });
  hub.registerTopics('chat.typing', {
    pattern: /^\/topic\/group\.\d+\.typing$/,
    ofGroup: typingTopic,
    authorOf: (body) => numberField(body, 'userId'),
    forBlocker: () => null,
  });
  hub.registerTopics('chat.reads', {
    pattern: /^\/topic\/group\.\d+\.reads$/,
    ofGroup: readsTopic,
    coalesce: { windowMs: readMovesWindowMs, merge: (earlier, later) => mergeReadMoves(earlier as ChatReadMove, later as ChatReadMove) },
  });
}
