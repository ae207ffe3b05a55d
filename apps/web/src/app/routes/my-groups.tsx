import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TabList, TabPanel } from '@/components/ui/tabs.tsx';
import { UnreadBadge } from '@/components/ui/unread-badge.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { ChatRoomList } from '@/features/chat/components/chat-room-list.tsx';
import { MyGroupsPanel } from '@/features/groups/components/my-groups/my-groups-panel.tsx';
import { CountedLabel, type MyGroupsTab } from '@/features/groups/components/my-groups/my-groups-tabs.tsx';
import { StatCards } from '@/features/groups/components/my-groups/stat-cards.tsx';
import { LIST_PAGE_SIZE } from '@/features/groups/lib/paging.ts';
import { useChatUnreadTotal } from '@/lib/api/chat-unread.ts';
import { useMyGroups } from '@/lib/api/get-my-groups.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { formatShortDate } from '@/lib/dates.ts';

function joinDateOf(iso: string | undefined): string | null {
  return (iso && formatShortDate(iso)) || null;
}

/**
 * My groups (spec §2): counts, then the groups the user joined (as a member) or runs (as owner).
 * Both lists load at once because both counts are on screen; the tab lives in the URL (?tab=owned).
 */
export function MyGroupsRoute() {
  const user = useAuthStore((state) => state.user);
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('tab');
  const tab: MyGroupsTab | 'chat' = asked === 'owned' || asked === 'chat' ? asked : 'joined';
  const chatUnread = useChatUnreadTotal();
  const joined = useMyGroups('joined', LIST_PAGE_SIZE);
  const owned = useMyGroups('owned', LIST_PAGE_SIZE);
  const idPrefix = useId();
  const joinedCount = joined.data?.pages[0]?.totalElements ?? null;
  const ownedCount = owned.data?.pages[0]?.totalElements ?? null;

  return (
    <div className="mx-auto w-full max-w-6xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={TEXT.myGroupsTitle} />
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-title font-bold text-gray-900">{TEXT.myGroupsTitle}</h1>
          <p className="mt-1.5 text-[15px] text-gray-600">{TEXT.myGroupsSubtitle}</p>
        </div>
        <Link to={paths.groupsCreate} className={buttonClasses({ className: 'max-sm:h-10 max-sm:px-3 max-sm:text-sm' })}>
          <Plus className="size-4.5" aria-hidden="true" />
          {TEXT.newGroup}
        </Link>
      </div>

      <StatCards joined={joinedCount} owned={ownedCount} joinDate={joinDateOf(user?.createdAt)} />

      <div className="mt-10">
        <TabList
          label={TEXT.myGroupsTabs}
          idPrefix={idPrefix}
          selected={tab}
          onSelect={(next) => setSearchParams(next === 'joined' ? {} : { tab: next }, { replace: true })}
          tabs={[
            { id: 'joined', label: <CountedLabel label={TEXT.statJoined} count={joinedCount} isSelected={tab === 'joined'} /> },
            { id: 'owned', label: <CountedLabel label={TEXT.statOwned} count={ownedCount} isSelected={tab === 'owned'} /> },
            // The rooms, most recent first, with the unread total beside the tab's name (contract §21).
            {
              id: 'chat',
              label: (
                <>
                  {CHAT_TEXT.roomsTab}
                  <UnreadBadge count={chatUnread} className="ml-1.5" />
                </>
              ),
            },
          ]}
        />
        <TabPanel
          idPrefix={idPrefix}
          tab={tab}
          className="pt-6"
          heading={tab === 'owned' ? TEXT.statOwned : tab === 'chat' ? CHAT_TEXT.roomsTab : TEXT.statJoined}
        >
          {tab === 'chat' ? <ChatRoomList /> : <MyGroupsPanel key={tab} tab={tab} query={tab === 'owned' ? owned : joined} />}
        </TabPanel>
      </div>
    </div>
  );
}
