import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { groupPath } from '@/config/paths.ts';
import { chatRoomQueryOptions } from '@/features/chat/api/get-chat-room.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { ChatPanel } from '@/features/chat/components/chat-panel.tsx';
import { GroupNotFound } from '@/features/groups/components/group-not-found.tsx';
import { useVisualViewport } from '@/lib/use-visual-viewport.ts';

/** Set by the group page when it opens the room, so 뒤로 returns to it instead of stacking a second copy. */
export type ChatEntryState = { fromGroup?: boolean };

/**
 * /groups/:id/chat: the room filling the phone. It is sized to what is visible, so
 * the input sits right above the on-screen keyboard, and 뒤로 leads to the group page.
 */
export function GroupChatRoute() {
  const { id } = useParams();
  const groupId = Number(id);
  const navigate = useNavigate();
  const location = useLocation();
  const viewport = useVisualViewport();
  const isValid = Number.isInteger(groupId) && groupId > 0;
  // The same query the room's header reads, so the title costs no second request.
  const room = useQuery({ ...chatRoomQueryOptions(groupId), enabled: isValid });
  if (!isValid) return <GroupNotFound />;

  const back = () => {
    if ((location.state as ChatEntryState | null)?.fromGroup) navigate(-1);
    else navigate(groupPath(groupId), { replace: true });
  };

  return (
    <div
      className="fixed inset-x-0 top-0 flex h-dvh flex-col bg-white pb-[env(safe-area-inset-bottom)]"
      style={viewport ? { height: viewport.height, transform: `translateY(${viewport.offsetTop}px)` } : undefined}
    >
      <PageTitle title={room.data ? `${room.data.name} ${CHAT_TEXT.panelLabel}` : CHAT_TEXT.panelLabel} />
      <ChatPanel groupId={groupId} variant="screen" onBack={back} />
    </div>
  );
}
