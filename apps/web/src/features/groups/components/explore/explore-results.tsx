import { Plus, RotateCcw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { TEXT } from '@/config/messages.ts';
import { paths } from '@/config/paths.ts';
import { GroupGridSkeleton } from '@/features/groups/components/group-grid.tsx';
import { InfiniteGroupGrid } from '@/features/groups/components/infinite-group-grid.tsx';
import { GroupsLoadError } from '@/features/groups/components/load-error.tsx';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import type { useExploreGroups } from '@/features/groups/hooks/use-explore-groups.ts';
import { EmptyHere, type SearchScope, SearchScopeNote, type WidenTo } from './search-scope.tsx';

const TITLES = {
  search: TEXT.searchResultsTitle,
  recommended: TEXT.recommendedTitle,
  popular: DISCOVERY_TEXT.popularListTitle,
  all: TEXT.allGroupsTitle,
} as const;

type ExploreResultsProps = {
  results: ReturnType<typeof useExploreGroups>;
  canReset: boolean;
  isAuthenticated: boolean;
  onReset: () => void;
  /** The search's words, marked in the cards. */
  highlight?: string;
  /** Where a search narrowed to districts looks, said above its results (contract §14); null when it looks everywhere. */
  scope?: SearchScope | null;
  /** Widens the search to the districts' neighbours or everywhere. */
  onWiden?: (to: WidenTo) => void;
};

/** The result grid with its loading, empty and error states, loading the next page near the bottom. */
export function ExploreResults({ results, canReset, isAuthenticated, onReset, highlight, scope = null, onWiden }: ExploreResultsProps) {
  const { mode, query, groups, total, problem, alternatives } = results;
  const fallback = (
    <>
      {canReset && (
        <Button variant="outline" onClick={onReset}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {TEXT.resetFilters}
        </Button>
      )}
      {isAuthenticated && (
        <Link to={paths.groupsCreate} className={buttonClasses()}>
          <Plus className="size-4.5" aria-hidden="true" />
          {TEXT.newGroup}
        </Link>
      )}
    </>
  );

  let body: ReactNode;
  if (problem) {
    // The query itself is wrong (6 words, too long): the search box says why; nothing to list.
    body = (
      <div className="rounded-card border border-gray-100 bg-white shadow-card">
        <EmptyState icon={SearchX} as="h3" title={TEXT.searchEmptyTitle} description={problem} />
      </div>
    );
  } else if (query.isPending) {
    body = <GroupGridSkeleton count={8} />;
  } else if (query.isError && groups.length === 0) {
    body = <GroupsLoadError onRetry={() => void query.refetch()} isRetrying={query.isRefetching} />;
  } else if (groups.length === 0 && scope && alternatives && onWiden) {
    body = (
      <div className="rounded-card border border-gray-100 bg-white shadow-card">
        <EmptyHere scope={scope} alternatives={alternatives} onWiden={onWiden} fallback={fallback} />
      </div>
    );
  } else if (groups.length === 0) {
    body = (
      <div className="rounded-card border border-gray-100 bg-white shadow-card">
        <EmptyState
          icon={SearchX}
          as="h3"
          title={mode === 'all' ? TEXT.noGroupsTitle : TEXT.searchEmptyTitle}
          description={mode === 'recommended' ? TEXT.recommendedEmptyBody : mode === 'all' ? TEXT.noGroupsBody : TEXT.searchEmptyBody}
          action={fallback}
        />
      </div>
    );
  } else {
    body = <InfiniteGroupGrid query={query} groups={groups} highlight={highlight} />;
  }

  return (
    <section aria-labelledby="explore-results-title" className="mt-6">
      <div className="mb-3 flex items-baseline gap-2">
        <h2 id="explore-results-title" className="text-lg font-bold text-gray-900">
          {TITLES[mode]}
        </h2>
        {total !== null && groups.length > 0 && !problem && (
          <p aria-live="polite" className="text-sm font-medium text-gray-600">
            {TEXT.resultCount(total)}
          </p>
        )}
      </div>
      {scope && onWiden && !problem && groups.length > 0 && <SearchScopeNote scope={scope} onWiden={onWiden} />}
      {body}
    </section>
  );
}
