import { Compass, Plus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { GroupGridSkeleton } from '@/features/groups/components/group-grid.tsx';
import { type GroupPagesQuery, InfiniteGroupGrid } from '@/features/groups/components/infinite-group-grid.tsx';
import { GroupsLoadError } from '@/features/groups/components/load-error.tsx';
import { flattenPages } from '@/lib/pages.ts';
import type { MyGroupsTab } from './my-groups-tabs.tsx';

const EMPTY = {
  joined: { title: TEXT.joinedEmptyTitle, body: TEXT.joinedEmptyBody },
  owned: { title: TEXT.ownedEmptyTitle, body: TEXT.ownedEmptyBody },
} as const;

/** One tab's groups: skeleton, error with retry, an empty state pointing to explore, or the grid. */
export function MyGroupsPanel({ tab, query }: { tab: MyGroupsTab; query: GroupPagesQuery }) {
  if (query.isPending) return <GroupGridSkeleton count={4} />;
  const groups = flattenPages(query.data?.pages);
  if (query.isError && groups.length === 0) return <GroupsLoadError onRetry={() => void query.refetch()} isRetrying={query.isRefetching} />;
  if (groups.length === 0) {
    return (
      <div className="rounded-card border border-gray-100 bg-white shadow-card">
        <EmptyState
          icon={UsersRound}
          as="h2"
          title={EMPTY[tab].title}
          description={EMPTY[tab].body}
          action={
            <>
              <Link to={paths.explore} className={buttonClasses({ variant: tab === 'owned' ? 'outline' : 'primary' })}>
                <Compass className="size-4.5" aria-hidden="true" />
                {TEXT.heroExplore}
              </Link>
              {tab === 'owned' && (
                <Link to={paths.groupsCreate} className={buttonClasses()}>
                  <Plus className="size-4.5" aria-hidden="true" />
                  {TEXT.newGroup}
                </Link>
              )}
            </>
          }
        />
      </div>
    );
  }
  return <InfiniteGroupGrid query={query} groups={groups} />;
}
