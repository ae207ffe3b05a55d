import type { ChatMessage } from '@dongne/contract';
import { Ban, ImageOff, Paperclip } from 'lucide-react';
import { useState } from 'react';
import { MentionedText } from '@/components/mentions/mentioned-text.tsx';
import { BlockedContent } from '@/components/safety/blocked-content.tsx';
import { HiddenPlaceholder, hiddenView } from '@/components/ui/hidden-note.tsx';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { cx } from '@/lib/cx.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

type MessageBubbleProps = { message: ChatMessage; isMine: boolean; isFirstInRun: boolean };

function ChatImage({ src, alt }: { src: string; alt: string }) {
  const url = resolveImageUrl(src) ?? src;
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return (
      <span role="img" aria-label={alt} className="flex size-40 items-center justify-center rounded-2xl bg-gray-100 text-gray-400">
        <ImageOff className="size-7" aria-hidden="true" />
      </span>
    );
  }
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={CHAT_TEXT.openImage(alt)}
      className="block w-60 max-w-full rounded-2xl"
    >
      <img
        src={url}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setHasFailed(true)}
        className="max-h-72 w-full rounded-2xl border border-gray-200 bg-gray-100 object-cover"
      />
    </a>
  );
}

/** One message's content: text, a photo, a file name, or the deleted placeholder. */
export function MessageBubble({ message, isMine, isFirstInRun }: MessageBubbleProps) {
  const corner = isFirstInRun ? (isMine ? 'rounded-tr-md' : 'rounded-tl-md') : '';
  if (message.isBlocked) {
    return <BlockedContent className={cx('rounded-2xl border border-gray-200 bg-white px-3.5 py-2 text-sm', corner)} />;
  }
  if (message.isDeleted) {
    return (
      <p className={cx('flex items-center gap-1.5 rounded-2xl border border-gray-200 bg-white px-3.5 py-2 text-sm text-gray-500', corner)}>
        <Ban className="size-4 shrink-0" aria-hidden="true" />
        {CHAT_TEXT.deleted}
      </p>
    );
  }
  const hidden = hiddenView(message);
  if (hidden === 'placeholder') {
    return <HiddenPlaceholder className={cx('rounded-2xl border border-gray-200 bg-white px-3.5 py-2 text-sm not-italic', corner)} />;
  }
  if (message.messageType === 'IMAGE') {
    const nickname = message.senderNickname ?? CHAT_TEXT.unknownSender;
    return <ChatImage src={message.content} alt={isMine ? CHAT_TEXT.myImageAlt : CHAT_TEXT.imageAlt(nickname)} />;
  }
  return (
    <p
      className={cx(
        'rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed break-keep whitespace-pre-wrap [overflow-wrap:anywhere]',
        isMine ? 'bg-brand-600 text-white' : 'bg-gray-100 text-gray-900',
        corner,
      )}
    >
      {message.messageType === 'FILE' && <Paperclip className="mr-1 inline size-4 align-[-2px]" aria-hidden="true" />}
      <MentionedText content={message.content} mentions={message.mentions} onBrand={isMine} />
    </p>
  );
}
