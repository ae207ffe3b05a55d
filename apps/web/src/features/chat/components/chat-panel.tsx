import { CircleAlert, Lock } from 'lucide-react';
import { type ReactNode, useId, useMemo } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useChatMessages } from '@/features/chat/api/get-chat-messages.ts';
import { useChatRoom } from '@/features/chat/api/get-chat-room.ts';
import { newClientId, useSendChatMessage } from '@/features/chat/api/send-chat-message.ts';
import { CHAT_MSG, CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { useLiveChat } from '@/features/chat/hooks/use-live-chat.ts';
import { useSendImage } from '@/features/chat/hooks/use-send-image.ts';
import { useTypingSignal } from '@/features/chat/hooks/use-typing-signal.ts';
import { flattenChatMessages } from '@/features/chat/lib/message-cache.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { ChatHeader } from './chat-header.tsx';
import { ChatInput } from './chat-input.tsx';
import { MessageList } from './message-list.tsx';
import { MessageListSkeleton } from './message-list-skeleton.tsx';
import { TypingIndicator } from './typing-indicator.tsx';
import { UploadProgress } from './upload-progress.tsx';

/** The group's chat room (spec §2 Group detail chat panel, members only): 600 px high. */
export function ChatPanel({ groupId }: { groupId: number }) {
  // A new key per group: typing state, scroll position and timers never leak between rooms.
  return <ChatRoomPanel key={groupId} groupId={groupId} />;
}

function ChatRoomPanel({ groupId }: { groupId: number }) {
  const headingId = useId();
  const myId = useAuthStore((state) => state.user?.id ?? null);
  const room = useChatRoom(groupId);
  const history = useChatMessages(groupId);
  const live = useLiveChat(groupId, myId);
  const typing = useTypingSignal(groupId);
  const send = useSendChatMessage(groupId);
  const image = useSendImage(groupId);
  const messages = useMemo(() => flattenChatMessages(history.data), [history.data]);

  const sendText = async (text: string) => {
    typing.stop();
    try {
      await send.mutateAsync({ message: text, messageType: 'TEXT', clientId: newClientId() });
    } catch (error) {
      notify.error(toErrorMessage(error, CHAT_TEXT.sendFailed));
      throw error;
    }
  };

  const isDenied = live.deniedMessage !== null || errorStatusOf(room.error) === 403 || errorStatusOf(history.error) === 403;
  let body: ReactNode;
  if (isDenied) {
    body = <EmptyState as="h3" icon={Lock} title={live.deniedMessage ?? CHAT_MSG.membersOnly} className="flex-1 justify-center" />;
  } else if (history.isPending) {
    body = <MessageListSkeleton />;
  } else if (history.isError) {
    body = (
      <EmptyState
        as="h3"
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
        messages={messages}
        myId={myId}
        hasEarlier={history.hasNextPage}
        isLoadingEarlier={history.isFetchingNextPage}
        onLoadEarlier={() => void history.fetchNextPage()}
      />
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto flex h-[600px] w-full max-w-3xl flex-col overflow-hidden rounded-card border border-gray-200 bg-white shadow-card"
    >
      <ChatHeader room={room.data} headingId={headingId} />
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
          />
        </>
      )}
    </section>
  );
}
