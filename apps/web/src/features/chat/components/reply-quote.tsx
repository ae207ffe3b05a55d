import type { ChatMessage, ChatReplyQuote } from '@dongne/contract';
import { CornerDownRight, X } from 'lucide-react';
import { BLOCKS_TEXT } from '@/components/safety/blocks-text.ts';
import { CHAT_MSG, CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { cx } from '@/lib/cx.ts';

/** The name a quote shows: the blocked placeholder's, or the sender's. */
const quoteName = (quote: ChatReplyQuote) =>
  quote.isBlocked ? BLOCKS_TEXT.blockedUser : (quote.senderNickname ?? CHAT_TEXT.unknownSender);

/** Whether a message can be answered: a stored message of a member, readable by the one replying. */
export function takesReply(message: ChatMessage): boolean {
  return message.senderId !== null && message.messageType !== 'SYSTEM' && !message.isDeleted && !message.isBlocked && !message.isHidden;
}

/** The quote a reply to `message` carries until the server answers with its own. */
export function quoteOf(message: ChatMessage): ChatReplyQuote {
  return {
    id: message.id,
    senderNickname: message.senderNickname,
    content: message.messageType === 'IMAGE' ? CHAT_MSG.imagePreview : message.content,
    isDeleted: false,
  };
}

/**
 * The message a reply answers, above its bubble 카카오톡-style: who wrote it and its first lines.
 * With `onOpen` it is a button that takes the reader to that message.
 */
export function ReplyQuote({ quote, isMine, onOpen }: { quote: ChatReplyQuote; isMine: boolean; onOpen?: (id: number) => void }) {
  const name = quoteName(quote);
  const muted = quote.isDeleted || quote.isBlocked;
  // Read out as '…님의 메시지에 답장: (text) (원래 메시지로 이동)': the visible text, with the rest for screen readers.
  const body = (
    <>
      <span className="flex items-center gap-1 font-semibold text-gray-700">
        <CornerDownRight className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="truncate">
          <span aria-hidden="true">{name}</span>
          <span className="sr-only">{CHAT_TEXT.quoteOf(name)}</span>
        </span>
      </span>
      <span className={cx('line-clamp-2 break-keep [overflow-wrap:anywhere]', muted ? 'text-gray-500 italic' : 'text-gray-600')}>
        {quote.content}
        {onOpen && <span className="sr-only">{CHAT_TEXT.openQuote}</span>}
      </span>
    </>
  );
  const className = cx(
    'mb-1 flex max-w-64 min-w-24 flex-col gap-0.5 rounded-xl border-l-[3px] border-brand-300 bg-gray-50 px-2.5 py-1.5 text-left text-xs leading-snug',
    isMine ? 'self-end' : 'self-start',
  );
  if (!onOpen) return <div className={className}>{body}</div>;
  return (
    <button
      type="button"
      onClick={() => onOpen(quote.id)}
      className={cx(className, 'hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-500')}
    >
      {body}
    </button>
  );
}

/** Above the message box while answering: whom, what, and a way out (Esc does the same). */
export function ReplyBar({ quote, onCancel }: { quote: ChatReplyQuote; onCancel: () => void }) {
  return (
    <div className="mb-2 flex items-start gap-2 rounded-xl bg-gray-50 px-3 py-2">
      <CornerDownRight className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <p className="min-w-0 flex-1 text-xs leading-snug">
        <span className="block font-semibold text-gray-800">{CHAT_TEXT.replyingTo(quoteName(quote))}</span>
        <span className="line-clamp-1 text-gray-600 [overflow-wrap:anywhere]">{quote.content}</span>
      </p>
      <button
        type="button"
        aria-label={CHAT_TEXT.cancelReply}
        onClick={onCancel}
        className="flex size-7 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-gray-800"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
