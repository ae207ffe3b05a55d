import type { Group } from '@dongne/contract';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TabList, TabPanel } from '@/components/ui/tabs.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { TEXT } from '@/config/messages.ts';
import { groupChatPath } from '@/config/paths.ts';
import { useGroup } from '@/features/groups/api/get-group.ts';
import { useJoinRequests } from '@/features/groups/api/get-join-requests.ts';
import { type GroupTab, getGroupActionState, visibleTabs } from '@/features/groups/lib/group-page-state.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';
import { useIsPhone } from '@/lib/use-media-query.ts';
import { GroupActions } from './group-actions.tsx';
import { GroupDetailHeader } from './group-detail-header.tsx';
import { GroupDetailSkeleton } from './group-detail-skeleton.tsx';
import { GroupInfoTab } from './group-info-tab.tsx';
import { GroupJoinRequestsTab } from './group-join-requests-tab.tsx';
import { GroupMembersTab } from './group-members-tab.tsx';
import { GroupNotFound } from './group-not-found.tsx';
import { GroupPreview } from './group-preview.tsx';
import { PendingRequestNotice } from './pending-request-notice.tsx';
import { TabState } from './tab-state.tsx';

// Events and the album are members' tabs shown right after posts, whoever else may see posts.
type DetailTab = GroupTab | 'events' | 'photos';

/** A members-only tab whose content belongs to another feature. */
export type FeatureTab = { label: string; render: (groupId: number) => ReactNode };

/** The tabs `app/routes/group-detail.tsx` composes from the posts, events, album and chat features. */
export type FeatureTabs = Record<'posts' | 'events' | 'photos' | 'chat', FeatureTab>;

/** '가입 신청 관리' with the number of requests waiting, read aloud as '대기 n건'. */
function RequestsTabLabel({ groupId, enabled }: { groupId: number; enabled: boolean }) {
  const pending = useJoinRequests(groupId, 'PENDING', { enabled });
  const count = pending.data?.pages[0]?.totalElements ?? 0;
  return (
    // `relative`: the screen-reader text is absolutely placed; without a box of its own it would
    // sit where the tab is scrolled to, outside the tab list, and widen the page on a phone.
    <span className="relative inline-flex items-center gap-1.5">
      {GROUP_TEXT.tabRequests}
      {count > 0 && (
        <span className="min-w-5 rounded-full bg-danger-600 px-1.5 py-px text-center text-xs font-bold text-white">
          <span className="sr-only">{GROUP_TEXT.pendingCount(count)}</span>
          <span aria-hidden="true">{count}</span>
        </span>
      )}
    </span>
  );
}

/**
 * A tab chosen while its strip sits low on the screen (under a tall cover on a desktop) would change
 * nothing visible: the strip is brought up under the header, once the new panel has rendered.
 */
function revealPanel(strip: HTMLElement | null): void {
  requestAnimationFrame(() => {
    if (!strip) return;
    const top = strip.getBoundingClientRect().top;
    if (top >= 0 && top <= window.innerHeight / 3) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    strip.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  });
}

function tabLabel(tab: DetailTab, group: Group, featureTabs: FeatureTabs): ReactNode {
  switch (tab) {
    case 'posts':
    case 'events':
    case 'photos':
    case 'chat':
      return featureTabs[tab].label;
    case 'members':
      return GROUP_TEXT.tabMembers(group.memberCount);
    case 'info':
      return GROUP_TEXT.tabInfo;
    case 'requests':
      return <RequestsTabLabel groupId={group.id} enabled />;
  }
}

function TabContent({ tab, group, featureTabs }: { tab: DetailTab; group: Group; featureTabs: FeatureTabs }) {
  switch (tab) {
    case 'posts':
    case 'events':
    case 'photos':
    case 'chat':
      return featureTabs[tab].render(group.id);
    case 'members':
      return <GroupMembersTab group={group} canSee={group.isPublic || group.isMember} />;
    case 'info':
      return <GroupInfoTab group={group} />;
    case 'requests':
      return <GroupJoinRequestsTab groupId={group.id} />;
  }
}

/** The group page (spec §2 Group detail): header, action area, pending notice and role-based tabs. */
export function GroupDetail({ groupId, featureTabs }: { groupId: number; featureTabs: FeatureTabs }) {
  const isAuthenticated = useAuthStore((store) => store.isAuthenticated);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useGroup(groupId);
  const idPrefix = useId();
  const navigate = useNavigate();
  const isPhone = useIsPhone();
  const tabsRef = useRef<HTMLDivElement>(null);

  if (!Number.isInteger(groupId) || groupId <= 0 || errorStatusOf(query.error) === 404) return <GroupNotFound />;
  if (query.isPending) return <GroupDetailSkeleton />;
  if (query.isError) {
    return (
      <TabState
        icon={CircleAlert}
        title={toErrorMessage(query.error)}
        action={
          <Button variant="outline" onClick={() => query.refetch()}>
            {TEXT.reload}
          </Button>
        }
      />
    );
  }

  const group = query.data;
  const state = getGroupActionState(group, isAuthenticated);
  const tabs = visibleTabs(group).flatMap((tab): DetailTab[] => (tab === 'posts' ? ['posts', 'events', 'photos'] : [tab]));
  const requested = searchParams.get('tab') as DetailTab | null;
  // Members land on posts; everyone else on the facts that help them decide.
  const selected = requested && tabs.includes(requested) ? requested : tabs.includes('posts') ? 'posts' : 'info';

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={group.name} />
      <GroupDetailHeader group={group} actions={<GroupActions group={group} state={state} />} />
      {state.kind === 'pending' && <PendingRequestNotice groupId={group.id} />}
      {/* Contract §14: before joining, a public group shows its latest posts, events and faces. */}
      {!group.isMember && group.preview && <GroupPreview group={group} preview={group.preview} />}
      <div ref={tabsRef} className="scroll-mt-16">
        <TabList
          label={GROUP_TEXT.tabsLabel}
          idPrefix={idPrefix}
          variant="brand"
          className="-mx-5 sm:mx-0"
          listClassName="px-5 sm:px-0"
          tabs={tabs.map((id) => ({ id, label: tabLabel(id, group, featureTabs) }))}
          selected={selected}
          onSelect={(tab) => {
            // On a phone the chat is a screen of its own; the desktop keeps the panel.
            if (tab === 'chat' && isPhone) return void navigate(groupChatPath(group.id), { state: { fromGroup: true } });
            setSearchParams({ tab }, { replace: true, preventScrollReset: true });
            revealPanel(tabsRef.current);
          }}
        />
        <TabPanel idPrefix={idPrefix} tab={selected} className="pt-6" heading={tabLabel(selected, group, featureTabs)}>
          <TabContent tab={selected} group={group} featureTabs={featureTabs} />
        </TabPanel>
      </div>
    </div>
  );
}
