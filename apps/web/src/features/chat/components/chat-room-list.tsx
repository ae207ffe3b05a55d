import { MessageCircleHeart } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { UnreadBadge } from '@/components/ui/unread-badge.tsx';
import { groupChatPath } from '@/config/paths.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { useChatRooms } from '@/lib/api/chat-unread.ts';
import { formatRelativeTime } from '@/lib/dates.ts';
import { useIsHydrated } from '@/lib/use-is-hydrated.ts';
import { MutedMark } from './muted-mark.tsx';

/**
 * The signed-in user's rooms, most recent message first (contract §21): each with its group's
 * picture, the last message and its time, the unread count and a crossed bell when muted; a tap
 * opens the room.
 */
export function ChatRoomList() {
  const rooms = useChatRooms();
  const isHydrated = useIsHydrated();
  if (rooms.isPending) return <p className="py-10 text-center text-sm text-gray-600">{CHAT_TEXT.loading}</p>;
  const list = rooms.data ?? [];
  if (list.length === 0)
    return (
      <EmptyState as="h3" icon={MessageCircleHeart} title={CHAT_TEXT.noRoomsTitle} description={CHAT_TEXT.noRoomsBody} className="py-12" />
    );
  return (
    <ul aria-label={CHAT_TEXT.roomListLabel} className="divide-y divide-gray-100 rounded-card bg-white shadow-card ring-1 ring-gray-100">
      {list.map((room) => (
        <li key={room.groupId}>
          <Link
            to={groupChatPath(room.groupId)}
            className="flex items-center gap-3 px-4 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500"
          >
            <Avatar src={room.groupImageUrl} namesIcon={false} className="size-12 shrink-0 rounded-2xl" />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex items-baseline gap-2">
                <span className="truncate text-[15px] font-bold text-gray-900">{room.groupName}</span>
                {room.muted && <MutedMark className="self-center" />}
                {room.lastMessage && isHydrated && (
                  <span className="ml-auto shrink-0 text-xs text-gray-600">{formatRelativeTime(room.lastMessage.createdAt)}</span>
                )}
              </span>
              <span className="flex items-center gap-2">
                <span className="truncate text-sm text-gray-600">
                  {room.lastMessage
                    ? room.lastMessage.senderNickname && !room.lastMessage.isBlocked
                      ? `${room.lastMessage.senderNickname}: ${room.lastMessage.content}`
                      : room.lastMessage.content
                    : CHAT_TEXT.noMessagesYet}
                </span>
                <UnreadBadge count={room.unreadCount} className="ml-auto shrink-0" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
