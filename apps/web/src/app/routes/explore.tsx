import { MapPin, Search, SlidersHorizontal, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { type ActiveFilter, ActiveFilters } from '@/features/groups/components/explore/active-filters.tsx';
import { ExploreResults } from '@/features/groups/components/explore/explore-results.tsx';
import { ExploreFilterPanel } from '@/features/groups/components/explore/filter-panel.tsx';
import { ExploreSearchBox } from '@/features/groups/components/explore/search-box.tsx';
import { useExploreGroups } from '@/features/groups/hooks/use-explore-groups.ts';
import {
  applyFilterChange,
  EMPTY_FILTERS,
  type ExploreFilters,
  hasSearchFilters,
  readExploreFilters,
  writeExploreFilters,
} from '@/features/groups/lib/explore-params.ts';
import { findCategoryName, useCategories } from '@/lib/api/get-categories.ts';
import { useLocations } from '@/lib/api/get-locations.ts';
import { useAuthStore } from '@/lib/auth-store.ts';

/** Explore (spec §2): search, filters and an endless grid, all kept in the URL. */
export function ExploreRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readExploreFilters(searchParams);
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const panelId = useId();
  const { data: categories } = useCategories();
  const { data: locations } = useLocations();
  const results = useExploreGroups(filters, isAuthenticated);

  // Filters are a view of the URL; replacing the entry keeps Back meaning "the page before explore".
  const change = (patch: Partial<ExploreFilters>) =>
    setSearchParams((current) => writeExploreFilters(applyFilterChange(readExploreFilters(current), patch)), { replace: true });
  const reset = () => setSearchParams(writeExploreFilters(EMPTY_FILTERS), { replace: true });

  const active: ActiveFilter[] = [];
  if (filters.recommended && isAuthenticated && !hasSearchFilters(filters)) {
    active.push({
      key: 'recommended',
      name: TEXT.recommendedFilter,
      icon: Sparkles,
      onRemove: () => change({ recommended: false }),
    });
  }
  if (filters.q) active.push({ key: 'q', name: filters.q, icon: Search, onRemove: () => change({ q: '' }) });
  if (filters.categoryId) {
    const name = (categories && findCategoryName(categories, filters.categoryId)) ?? TEXT.categoryLabel;
    active.push({ key: 'category', name, onRemove: () => change({ categoryId: null }) });
  }
  if (filters.locationId) {
    const name = locations?.find((location) => location.id === filters.locationId)?.district ?? TEXT.locationLabel;
    active.push({ key: 'location', name, icon: MapPin, onRemove: () => change({ locationId: null }) });
  }
  const chosenCount = Number(filters.categoryId !== null) + Number(filters.locationId !== null);

  return (
    <div className="mx-auto w-full max-w-6xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={TEXT.exploreTitle} />
      <h1 className="text-title font-bold text-gray-900">{TEXT.exploreTitle}</h1>
      <p className="mt-1.5 text-[15px] text-gray-600">{TEXT.exploreSubtitle}</p>

      <div className="mt-5 flex gap-2">
        <ExploreSearchBox value={filters.q} onCommit={(q) => change({ q })} className="min-w-0 flex-1" />
        <Button
          variant={isFilterOpen ? 'secondary' : 'outline'}
          size="lg"
          aria-expanded={isFilterOpen}
          aria-controls={panelId}
          onClick={() => setIsFilterOpen((open) => !open)}
          className="px-4"
        >
          <SlidersHorizontal className="size-5" aria-hidden="true" />
          {TEXT.filterToggle}
          {chosenCount > 0 && (
            <span className="flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {chosenCount}
            </span>
          )}
        </Button>
      </div>

      {isFilterOpen && <ExploreFilterPanel id={panelId} filters={filters} locations={locations} onChange={change} onReset={reset} />}
      <ActiveFilters filters={active} onReset={reset} />
      <ExploreResults results={results} canReset={active.length > 0} isAuthenticated={isAuthenticated} onReset={reset} />
    </div>
  );
}
