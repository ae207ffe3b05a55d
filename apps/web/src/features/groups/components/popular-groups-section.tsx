import { Plus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { usePopularGroups } from '@/features/groups/api/get-groups.ts';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { GroupGrid, GroupGridSkeleton } from './group-grid.tsx';
import { GroupSection } from './group-section.tsx';
import { GroupsLoadError } from './load-error.tsx';
import type { MyDistricts } from './my-districts.ts';

/**
 * Home (contract §14): the 8 most active groups of the last 14 days, the user's 동네 and its
 * neighbours first; '더보기' opens the same order in explore.
 */
export function PopularGroupsSection({ districts: { ids, primary } }: { districts: MyDistricts }) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  // Wait for the district list so the first answer is already the 동네's (no reshuffle).
  const { data, isPending, isError, refetch, isRefetching } = usePopularGroups(ids[0], { enabled: primary !== null || ids.length === 0 });
  const isEmpty = data?.content.length === 0;
  return (
    <GroupSection
      title={TEXT.popularTitle}
      description={primary ? DISCOVERY_TEXT.popularNearBody(primary.district) : DISCOVERY_TEXT.popularBody}
      moreTo={isEmpty ? undefined : `${paths.explore}?sort=popular`}
    >
      {isPending ? (
        <GroupGridSkeleton count={8} />
      ) : isError ? (
        <GroupsLoadError onRetry={() => void refetch()} isRetrying={isRefetching} />
      ) : isEmpty ? (
        <div className="rounded-card border border-gray-100 bg-white shadow-card">
          <EmptyState
            icon={UsersRound}
            as="h3"
            title={TEXT.noGroupsTitle}
            description={TEXT.noGroupsBody}
            action={
              <Link to={isAuthenticated ? paths.groupsCreate : paths.signup} className={buttonClasses()}>
                <Plus className="size-4.5" aria-hidden="true" />
                {isAuthenticated ? TEXT.newGroup : TEXT.ctaSignup}
              </Link>
            }
          />
        </div>
      ) : (
        <GroupGrid groups={data.content} />
      )}
    </GroupSection>
  );
}
