import { CircleAlert, RotateCw, Trash2 } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import type { OutboxItem } from '@/features/chat/lib/outbox.ts';
import { cx } from '@/lib/cx.ts';
import { ReplyQuote } from './reply-quote.tsx';

type PendingBubbleProps = { item: OutboxItem; onRetry: (clientId: string) => void; onDiscard: (clientId: string) => void };

/**
 * A message of mine the server does not hold yet, on the right like my other bubbles but paler:
 * 전송 중 while it goes out or waits for the connection, 전송 실패 with 다시 보내기 and 삭제 when refused.
 */
export function PendingBubble({ item, onRetry, onDiscard }: PendingBubbleProps) {
  const isFailed = item.status === 'failed';
  return (
    <div className="mt-1 flex flex-col items-end" data-client-id={item.clientId}>
      <span className="sr-only">{CHAT_TEXT.mine}</span>
      {item.replyTo && <ReplyQuote quote={item.replyTo} isMine />}
      <div className="flex max-w-[88%] items-end gap-1.5 sm:max-w-[70%]">
        <span className="flex shrink-0 items-center gap-1 pb-0.5 text-[11px] font-semibold whitespace-nowrap">
          {isFailed ? (
            <span className="flex items-center gap-1 text-danger-600">
              <CircleAlert className="size-3.5" aria-hidden="true" />
              {CHAT_TEXT.pendingFailed}
            </span>
          ) : (
            <span className="flex items-center gap-1 text-gray-500">
              <Spinner size="sm" />
              {item.status === 'waiting' ? CHAT_TEXT.pendingWaiting : CHAT_TEXT.pendingSending}
            </span>
          )}
        </span>
        <p
          className={cx(
            'min-w-0 rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed break-keep whitespace-pre-wrap [overflow-wrap:anywhere]',
            isFailed ? 'border border-danger-200 bg-danger-50 text-gray-900' : 'bg-brand-100 text-brand-900',
          )}
        >
          {item.content}
        </p>
      </div>
      {isFailed && (
        <div className="mt-1 flex flex-wrap items-center justify-end gap-1.5">
          {item.error && <span className="text-xs text-danger-600">{item.error}</span>}
          <button
            type="button"
            onClick={() => onRetry(item.clientId)}
            className="flex h-8 items-center gap-1 rounded-full border border-gray-300 bg-white px-3 text-xs font-semibold text-gray-800 hover:bg-gray-50"
          >
            <RotateCw className="size-3.5" aria-hidden="true" />
            {CHAT_TEXT.resend}
          </button>
          <button
            type="button"
            onClick={() => onDiscard(item.clientId)}
            className="flex h-8 items-center gap-1 rounded-full border border-gray-300 bg-white px-3 text-xs font-semibold text-danger-600 hover:bg-danger-50"
          >
            <Trash2 className="size-3.5" aria-hidden="true" />
            {CHAT_TEXT.discard}
          </button>
        </div>
      )}
    </div>
  );
}
