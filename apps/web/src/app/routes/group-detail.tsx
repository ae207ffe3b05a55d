import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { groupChatPath } from '@/config/paths.ts';
import { ALBUM_TEXT } from '@/features/album/album-messages.ts';
import { GroupAlbumTab } from '@/features/album/components/group-album-tab.tsx';
import { ChatPanel } from '@/features/chat/components/chat-panel.tsx';
import { GroupEventsTab } from '@/features/events/components/group-events-tab.tsx';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { type FeatureTabs, GroupDetail } from '@/features/groups/components/group-detail.tsx';
import { GroupPostsTab } from '@/features/posts/components/group-posts-tab.tsx';
import { useIsPhone } from '@/lib/use-media-query.ts';

/**
 * The chat tab: the panel on a wide screen; opened on a phone (a link with ?tab=chat), the
 * full-screen room. Decided once when the tab opens: narrowing a window later (or turning a tablet)
 * must not navigate away from an open conversation, its draft or an open dialog.
 */
function ChatTab({ groupId }: { groupId: number }) {
  const isPhone = useIsPhone();
  const [openedOnPhone] = useState(isPhone);
  if (openedOnPhone) return <Navigate to={groupChatPath(groupId)} replace />;
  return <ChatPanel groupId={groupId} />;
}

const FEATURE_TABS: FeatureTabs = {
  posts: { label: GROUP_TEXT.tabPosts, render: (groupId) => <GroupPostsTab groupId={groupId} /> },
  events: { label: EVENT_TEXT.groupTab, render: (groupId) => <GroupEventsTab groupId={groupId} /> },
  photos: { label: ALBUM_TEXT.tab, render: (groupId) => <GroupAlbumTab groupId={groupId} /> },
  chat: { label: GROUP_TEXT.tabChat, render: (groupId) => <ChatTab groupId={groupId} /> },
};

/** /groups/:id, public: anyone may look; what they may do depends on who they are. */
export function GroupDetailRoute() {
  const { id } = useParams();
  return (
    <div className="mx-auto w-full max-w-5xl px-5 pt-6 pb-16 sm:px-6 sm:pt-8">
      <GroupDetail groupId={Number(id)} featureTabs={FEATURE_TABS} />
    </div>
  );
}
