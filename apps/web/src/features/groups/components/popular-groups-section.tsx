import { Plus, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { usePopularGroups } from '@/features/groups/api/get-groups.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { GroupGrid, GroupGridSkeleton } from './group-grid.tsx';
import { GroupSection } from './group-section.tsx';
import { GroupsLoadError } from './load-error.tsx';

/** Spec §2 Home: the first 8 groups by member count. */
export function PopularGroupsSection() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { data, isPending, isError, refetch, isRefetching } = usePopularGroups();
  const isEmpty = data?.content.length === 0;
  return (
    <GroupSection title={TEXT.popularTitle} description={TEXT.popularBody} moreTo={isEmpty ? undefined : paths.explore}>
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
