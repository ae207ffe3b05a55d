import type { ChatReplyQuote } from '@dongne/contract';
import { CircleAlert, Lock } from 'lucide-react';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useChatMessages } from '@/features/chat/api/get-chat-messages.ts';
import { useChatRoom, useChatRoomAsOpened } from '@/features/chat/api/get-chat-room.ts';
import { newClientId } from '@/features/chat/api/send-chat-message.ts';
import { CHAT_MSG, CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { useLiveChat } from '@/features/chat/hooks/use-live-chat.ts';
import { useMarkRead } from '@/features/chat/hooks/use-mark-read.ts';
import { useOutboxSend } from '@/features/chat/hooks/use-outbox-send.ts';
import { useSendImage } from '@/features/chat/hooks/use-send-image.ts';
import { useTypingSignal } from '@/features/chat/hooks/use-typing-signal.ts';
import { flattenChatMessages } from '@/features/chat/lib/message-cache.ts';
import { useRoomMuted } from '@/lib/api/chat-unread.ts';
import { useMentionable } from '@/lib/api/get-mentionable.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { ChatHeader } from './chat-header.tsx';
import { ChatInput } from './chat-input.tsx';
import { MessageList } from './message-list.tsx';
import { MessageListSkeleton } from './message-list-skeleton.tsx';
import { NoticeBar } from './notice-bar.tsx';
import { quoteOf } from './reply-quote.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { UploadProgress } from './upload-progress.tsx';

type ChatPanelProps = {
  groupId: number;
  /**
   * `panel`: the box on the group page (spec §2, 600 px high, desktop); `screen`: the whole screen
   * on a phone, with a way back to the group (`onBack`), the input at the bottom of what is visible.
   */
  variant?: 'panel' | 'screen';
  onBack?: () => void;
};

/** The group's chat room (spec §2 Group detail chat panel, members only). */
export function ChatPanel({ groupId, variant = 'panel', onBack }: ChatPanelProps) {
  // A new key per group: typing state, scroll position and timers never leak between rooms.
  return <ChatRoomPanel key={groupId} groupId={groupId} variant={variant} onBack={onBack} />;
}

function ChatRoomPanel({
  groupId,
  variant,
  onBack,
}: Required<Pick<ChatPanelProps, 'groupId' | 'variant'>> & Pick<ChatPanelProps, 'onBack'>) {
  const headingId = useId();
  const myId = useAuthStore((state) => state.user?.id ?? null);
  const room = useChatRoom(groupId);
  const history = useChatMessages(groupId);
  const live = useLiveChat(groupId, myId);
  const typing = useTypingSignal(groupId);
  const image = useSendImage(groupId);
  const messages = useMemo(() => flattenChatMessages(history.data), [history.data]);
  const outbox = useOutboxSend(groupId, myId, messages);
  const opened = useChatRoomAsOpened(groupId);
  const isMuted = useRoomMuted(groupId);
  // Reading starts once the divider's place is known, so opening never moves it before it shows.
  useMarkRead(groupId, messages, history.isSuccess && opened.isSuccess);

  // The message a reply being typed answers (답장): its quote sits above the message box until sent or cancelled.
  const [replyTo, setReplyTo] = useState<ChatReplyQuote | null>(null);
  // The bubble shows at once (전송 중) and the draft is free again; a refusal stays on the bubble (전송 실패).
  const sendText = async (text: string, mentions: number[]) => {
    typing.stop();
    outbox.sendText(text, newClientId(), { replyTo: replyTo ?? undefined, mentions });
    setReplyTo(null);
  };
  // What follows '@' in the box, while one is typed: the members the picker offers for it.
  const [mentionQuery, setMentionQuery] = useState<string | null>(null);
  const mentionable = useMentionable(groupId, mentionQuery, myId);

  const stateHeading = variant === 'screen' ? 'h2' : 'h3';
  const isDenied = live.deniedMessage !== null || errorStatusOf(room.error) === 403 || errorStatusOf(history.error) === 403;
  let body: ReactNode;
  if (isDenied) {
    body = (
      <EmptyState as={stateHeading} icon={Lock} title={live.deniedMessage ?? CHAT_MSG.membersOnly} className="flex-1 justify-center" />
    );
  } else if (history.isPending) {
    body = <MessageListSkeleton />;
  } else if (history.isError) {
    body = (
      <EmptyState
        as={stateHeading}
        icon={CircleAlert}
        title={CHAT_TEXT.loadFailed}
        description={toErrorMessage(history.error)}
        className="flex-1 justify-center"
        action={
          <Button variant="outline" onClick={() => void history.refetch()}>
            {CHAT_TEXT.retry}
          </Button>
        }
      />
    );
  } else {
    body = (
      <MessageList
        groupId={groupId}
        messages={outbox.shown}
        myId={myId}
        hasEarlier={history.hasNextPage}
        isLoadingEarlier={history.isFetchingNextPage}
        onLoadEarlier={() => void history.fetchNextPage()}
        pending={outbox.pending}
        onRetry={outbox.retry}
        onDiscard={outbox.discard}
        emptyHeading={stateHeading}
        readUpTo={opened.data?.lastReadMessageId ?? null}
        onReply={(message) => setReplyTo(quoteOf(message))}
      />
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'mx-auto flex w-full flex-col overflow-hidden bg-white',
        variant === 'panel' ? 'h-[600px] max-w-3xl rounded-card border border-gray-200 shadow-card' : 'h-full min-h-0 max-w-3xl',
      )}
    >
      <ChatHeader room={room.data} headingId={headingId} onBack={onBack} as={variant === 'screen' ? 'h1' : 'h2'} isMuted={isMuted} />
      {!isDenied && room.data?.notice && <NoticeBar groupId={groupId} notice={room.data.notice} />}
      {body}
      {!isDenied && (
        <>
          <TypingIndicator nicknames={live.typingNicknames} />
          {image.progress !== null && <UploadProgress percent={image.progress} />}
          <ChatInput
            onSend={sendText}
            onDraftChange={typing.onDraftChange}
            onPickImage={(file) => void image.sendImage(file)}
            isImageBusy={image.progress !== null}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            mentionCandidates={mentionQuery === null ? undefined : mentionable.data}
            onMentionQuery={setMentionQuery}
          />
        </>
      )}
    </section>
  );
}
