import type { ChatMessage } from '@dongne/contract';
import { ArrowDown, MessageCircleHeart } from 'lucide-react';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useChatNotice } from '@/features/chat/api/chat-notice.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { useChatScroll } from '@/features/chat/hooks/use-chat-scroll.ts';
import { useLoadEarlier } from '@/features/chat/hooks/use-load-earlier.ts';
import { buildChatItems } from '@/features/chat/lib/message-grouping.ts';
import type { OutboxItem } from '@/features/chat/lib/outbox.ts';
import { notify } from '@/lib/notify.ts';
import { DayDivider, SystemNotice, UnreadDivider } from './chat-dividers.tsx';
import { DeleteMessageDialog } from './delete-message-dialog.tsx';
import { MessageItem, messageAnchorId } from './message-item.tsx';
import { PendingBubble } from './pending-bubble.tsx';

type MessageListProps = {
  groupId: number;
  messages: readonly ChatMessage[];
  myId: number | null;
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  onLoadEarlier: () => void;
  /** My messages not stored yet, shown after the stored ones (contract §7). */
  pending?: readonly OutboxItem[];
  onRetry?: (clientId: string) => void;
  onDiscard?: (clientId: string) => void;
  /** The empty state's heading: h3 under the panel's h2, h2 under the full-screen room's h1. */
  emptyHeading?: 'h2' | 'h3';
  /** The reader's read position when the room was opened: '여기까지 읽었습니다' goes after it. */
  readUpTo?: number | null;
  /** Answers a message (답장). */
  onReply?: (message: ChatMessage) => void;
};

const NO_PENDING: readonly OutboxItem[] = [];
/** How long a message reached from a reply's quote stays lit. */
const QUOTE_FLASH_MS = 1_500;

/**
 * The conversation, oldest first, as a polite live log: new messages are read out once, and
 * older ones load when the reader scrolls to the top (or presses the button there).
 */
export function MessageList({
  groupId,
  messages,
  myId,
  hasEarlier,
  isLoadingEarlier,
  onLoadEarlier,
  pending = NO_PENDING,
  onRetry = () => {},
  onDiscard = () => {},
  emptyHeading = 'h3',
  readUpTo = null,
  onReply = () => {},
}: MessageListProps) {
  const items = useMemo(() => buildChatItems(messages, myId), [messages, myId]);
  // The first message of someone else above the position the room was opened at.
  const firstUnreadId = useMemo(
    () =>
      readUpTo === null
        ? null
        : (messages.find((message) => message.id > readUpTo && message.messageType !== 'SYSTEM' && message.senderId !== myId)?.id ?? null),
    [messages, readUpTo, myId],
  );
  const newest = messages.at(-1);
  const scroll = useChatScroll({
    newestId: newest?.id ?? null,
    oldestId: messages[0]?.id ?? null,
    isNewestMine: newest !== undefined && newest.senderId === myId,
  });
  // A message I just sent shows at once at the end, so the list follows it there.
  const pendingCount = useRef(pending.length);
  useEffect(() => {
    if (pending.length > pendingCount.current) scroll.scrollToLatest();
    pendingCount.current = pending.length;
  }, [pending.length, scroll.scrollToLatest]);
  // Opening with unread messages: once the read position is known, the list opens at the divider
  // (when they all fit, that is the latest message anyway). Only then: a divider that appears
  // later, above a message that came while the room was open, does not move the list.
  const dividerRef = useRef<HTMLDivElement>(null);
  const openedAtDivider = useRef(false);
  const { revealAtTop } = scroll;
  useLayoutEffect(() => {
    if (openedAtDivider.current || readUpTo === null || messages.length === 0) return;
    openedAtDivider.current = true;
    if (firstUnreadId !== null) revealAtTop(dividerRef.current);
  }, [readUpTo, firstUnreadId, messages.length, revealAtTop]);
  const [topMarker, setTopMarker] = useState<HTMLElement | null>(null);
  const [toDelete, setToDelete] = useState<ChatMessage | null>(null);
  const notice = useChatNotice(groupId);
  const pinNotice = (message: ChatMessage) => notice.mutate(message.id);
  // A quote's tap: the message it answers comes to the middle of the list and lights up briefly.
  const openQuote = (messageId: number) => {
    const row = scroll.scrollRef.current?.querySelector<HTMLElement>(`#${messageAnchorId(messageId)}`);
    if (!row) {
      notify.info(CHAT_TEXT.quoteNotLoaded);
      return;
    }
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
    row.dataset.flash = '';
    window.setTimeout(() => delete row.dataset.flash, QUOTE_FLASH_MS);
  };
  const loadEarlier = () => {
    if (hasEarlier && !isLoadingEarlier) onLoadEarlier();
  };
  useLoadEarlier({
    rootRef: scroll.scrollRef,
    target: topMarker,
    isEnabled: scroll.isReady && hasEarlier && !isLoadingEarlier,
    resetKey: messages[0]?.id ?? null,
    onVisible: loadEarlier,
  });

  return (
    <div className="relative min-h-0 flex-1">
      <div
        ref={scroll.scrollRef}
        onScroll={scroll.onScroll}
        role="log"
        aria-live="polite"
        aria-label={CHAT_TEXT.listLabel}
        aria-busy={isLoadingEarlier || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled with the keyboard (WCAG 2.1.1)
        tabIndex={0}
        className="h-full overflow-y-auto overscroll-contain px-3 pb-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 sm:px-4"
      >
        {/* Anchored at the bottom like a chat app: a short conversation sits just above the input. */}
        <div ref={scroll.contentRef} className="flex min-h-full flex-col justify-end">
          {hasEarlier ? (
            <div ref={setTopMarker} className="flex justify-center pt-3">
              <button
                type="button"
                onClick={loadEarlier}
                disabled={isLoadingEarlier}
                className="flex h-8 items-center gap-2 rounded-full px-3 text-xs font-semibold text-gray-600 hover:bg-gray-100"
              >
                {isLoadingEarlier && <Spinner size="sm" />}
                {isLoadingEarlier ? CHAT_TEXT.loadingEarlier : CHAT_TEXT.loadEarlier}
              </button>
            </div>
          ) : (
            messages.length > 0 && <p className="pt-4 text-center text-xs text-gray-500">{CHAT_TEXT.beginning}</p>
          )}
          {messages.length === 0 && pending.length === 0 && (
            <EmptyState
              as={emptyHeading}
              icon={MessageCircleHeart}
              title={CHAT_TEXT.emptyTitle}
              description={CHAT_TEXT.emptyBody}
              className="py-16"
            />
          )}
          {items.map((item) => {
            if (item.kind === 'day') return <DayDivider key={item.key} label={item.label} />;
            if (item.kind === 'system') return <SystemNotice key={item.key} text={item.message.content} />;
            if (item.message.id === firstUnreadId)
              return (
                <Fragment key={item.key}>
                  <UnreadDivider ref={dividerRef} label={CHAT_TEXT.readUpToHere} />
                  <MessageItem item={item} onDelete={setToDelete} onPinNotice={pinNotice} onReply={onReply} onOpenQuote={openQuote} />
                </Fragment>
              );
            return (
              <MessageItem
                key={item.key}
                item={item}
                onDelete={setToDelete}
                onPinNotice={pinNotice}
                onReply={onReply}
                onOpenQuote={openQuote}
              />
            );
          })}
          {pending.map((item) => (
            <PendingBubble key={item.clientId} item={item} onRetry={onRetry} onDiscard={onDiscard} />
          ))}
        </div>
      </div>
      {scroll.unseenCount > 0 && (
        <button
          type="button"
          onClick={scroll.scrollToLatest}
          className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-gray-900/85 px-4 py-2 text-sm font-semibold text-white shadow-pop hover:bg-gray-900"
        >
          {CHAT_TEXT.newMessages} {scroll.unseenCount}
          <ArrowDown className="size-4" aria-hidden="true" />
        </button>
      )}
      <DeleteMessageDialog groupId={groupId} message={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
