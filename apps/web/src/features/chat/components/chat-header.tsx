import type { ChatRoom } from '@dongne/contract';
import { ChevronLeft, MessagesSquare } from 'lucide-react';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { cx } from '@/lib/cx.ts';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime.ts';
import { ConnectionBadge } from './connection-badge.tsx';
import { MutedMark } from './muted-mark.tsx';

/** The room's name (with a crossed bell when muted) and head count, with the live connection's state at the right. */
type ChatHeaderProps = {
  room: ChatRoom | undefined;
  headingId: string;
  /** The full-screen room's way back to its group; the panel has none. */
  onBack?: () => void;
  /** The full-screen room is a page of its own, so its name is the page's h1. */
  as?: 'h1' | 'h2';
  /** The member turned this room's pushes off. */
  isMuted?: boolean;
};

export function ChatHeader({ room, headingId, onBack, as: Heading = 'h2', isMuted = false }: ChatHeaderProps) {
  const status = useRealtimeStatus();
  return (
    <header className={cx('flex min-h-14 items-center gap-3 border-b border-gray-100 py-2.5 pr-4', onBack ? 'pl-1' : 'pl-4')}>
      {onBack ? (
        <button
          type="button"
          onClick={onBack}
          aria-label={CHAT_TEXT.back}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
        >
          <ChevronLeft className="size-6" aria-hidden="true" />
        </button>
      ) : (
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <MessagesSquare className="size-5" aria-hidden="true" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-1.5">
          <Heading id={headingId} className="truncate text-[15px] font-bold text-gray-900">
            {room?.name ?? CHAT_TEXT.panelLabel}
          </Heading>
          {isMuted && <MutedMark />}
        </div>
        {room && <p className="text-xs text-gray-500">{CHAT_TEXT.memberCount(room.memberCount)}</p>}
      </div>
      <ConnectionBadge status={status} />
    </header>
  );
}
