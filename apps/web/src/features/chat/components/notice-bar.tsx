import type { ChatMessage } from '@dongne/contract';
import { ChevronDown, Megaphone, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useChatNotice } from '@/features/chat/api/chat-notice.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { cx } from '@/lib/cx.ts';

/**
 * The room's notice (공지, contract §21) pinned under the header, KakaoTalk style: one line until
 * opened; staff (those the server lets pin) take it down from here.
 */
export function NoticeBar({ groupId, notice }: { groupId: number; notice: ChatMessage }) {
  const [isOpen, setIsOpen] = useState(false);
  const change = useChatNotice(groupId);
  const textId = useId();
  const unpin = () => change.mutate(null);
  return (
    <section aria-label={CHAT_TEXT.noticeRegion} className="border-b border-gray-100 bg-white px-3 py-2 sm:px-4">
      <div className="flex items-start gap-2.5 rounded-xl bg-brand-50/60 px-3 py-2 ring-1 ring-brand-100">
        <Megaphone className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p id={textId} className={cx('text-sm text-gray-900', isOpen ? 'break-words whitespace-pre-wrap' : 'truncate')}>
            <span className="sr-only">{CHAT_TEXT.notice}: </span>
            {notice.content}
          </p>
          {isOpen && notice.senderNickname && <p className="mt-1 text-xs text-gray-600">{notice.senderNickname}</p>}
        </div>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={textId}
          aria-label={isOpen ? CHAT_TEXT.collapseNotice : CHAT_TEXT.expandNotice}
          onClick={() => setIsOpen((open) => !open)}
          className="-my-1 flex size-8 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-white"
        >
          <ChevronDown className={cx('size-4 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
        </button>
        {notice.viewerCan.pinNotice && (
          <button
            type="button"
            aria-label={CHAT_TEXT.unpinNotice}
            title={CHAT_TEXT.unpinNotice}
            disabled={change.isPending}
            onClick={unpin}
            className="-my-1 flex size-8 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-white hover:text-danger-600"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </section>
  );
}
