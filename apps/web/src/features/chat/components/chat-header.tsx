import type { ChatRoom } from '@dongne/contract';
import { MessagesSquare } from 'lucide-react';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { useRealtimeStatus } from '@/lib/realtime/use-realtime.ts';
import { ConnectionBadge } from './connection-badge.tsx';

/** The room's name and head count, with the live connection's state at the right. */
export function ChatHeader({ room, headingId }: { room: ChatRoom | undefined; headingId: string }) {
  const status = useRealtimeStatus();
  return (
    <header className="flex min-h-14 items-center gap-3 border-b border-gray-100 px-4 py-2.5">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MessagesSquare className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="truncate text-[15px] font-bold text-gray-900">
          {room?.name ?? CHAT_TEXT.panelLabel}
        </h2>
        {room && <p className="text-xs text-gray-500">{CHAT_TEXT.memberCount(room.memberCount)}</p>}
      </div>
      <ConnectionBadge status={status} />
    </header>
  );
}
