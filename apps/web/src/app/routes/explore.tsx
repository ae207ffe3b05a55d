import { MapPin, Radar, Search, SlidersHorizontal, Sparkles, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { PageTitle } from '@/components/ui/page-title.tsx';
import { TEXT } from '@/config/messages.ts';
import { type ActiveFilter, ActiveFilters } from '@/features/groups/components/explore/active-filters.tsx';
import { ExploreResults } from '@/features/groups/components/explore/explore-results.tsx';
import { ExploreFilterPanel } from '@/features/groups/components/explore/filter-panel.tsx';
import { ExploreFilterSheet } from '@/features/groups/components/explore/filter-sheet.tsx';
import { ExploreSearchBox } from '@/features/groups/components/explore/search-box.tsx';
import type { WidenTo } from '@/features/groups/components/explore/search-scope.tsx';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { useExploreGroups } from '@/features/groups/hooks/use-explore-groups.ts';
import {
  applyFilterChange,
  EMPTY_FILTERS,
  type ExploreFilters,
  effectiveDistricts,
  readExploreFilters,
  writeExploreFilters,
} from '@/features/groups/lib/explore-params.ts';
import { findCategoryName, useCategories } from '@/lib/api/get-categories.ts';
import { useLocations } from '@/lib/api/get-locations.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { useIsPhone } from '@/lib/use-media-query.ts';
import { useMyDistricts } from '../use-my-districts.ts';

/** Explore (spec §2, contract §14): search, the 33 districts and categories, an endless grid, all kept in the URL. */
export function ExploreRoute() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readExploreFilters(searchParams);
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  // Below Tailwind's `sm`: the filters open as a bottom sheet instead of a drawer above the results.
  const isPhone = useIsPhone();
  const panelId = useId();
  const { data: categories } = useCategories();
  const { data: locations } = useLocations();
  const my = useMyDistricts();
  // Signed in, the list starts from the account's 동네 (removable); a guest starts from everywhere.
  const mine = isAuthenticated ? my.ids : [];
  const districts = effectiveDistricts(filters, mine);
  const results = useExploreGroups(filters, isAuthenticated, { districts, popularDistrict: my.ids[0] });

  // Filters are a view of the URL; replacing the entry keeps Back meaning "the page before explore".
  // Without a 동네 of one's own, no district chosen is just the plain list (a clean `/explore`).
  const change = (patch: Partial<ExploreFilters>) => {
    const normalised = patch.locationIds?.length === 0 && mine.length === 0 ? { ...patch, locationIds: null } : patch;
    setSearchParams((current) => writeExploreFilters(applyFilterChange(readExploreFilters(current), normalised)), { replace: true });
  };
  // Reset clears the 동네 too: everything, everywhere (the URL's empty `locations=`).
  const reset = () => setSearchParams(writeExploreFilters({ ...EMPTY_FILTERS, locationIds: mine.length ? [] : null }), { replace: true });

  const searching = results.mode === 'search';
  const active: ActiveFilter[] = [];
  if (results.mode === 'recommended') {
    active.push({ key: 'recommended', name: TEXT.recommendedFilter, icon: Sparkles, onRemove: () => change({ recommended: false }) });
  }
  if (results.mode === 'popular') {
    active.push({ key: 'popular', name: DISCOVERY_TEXT.popularListTitle, icon: TrendingUp, onRemove: () => change({ sort: null }) });
  }
  if (filters.q) active.push({ key: 'q', name: filters.q, icon: Search, onRemove: () => change({ q: '' }) });
  if (filters.categoryId) {
    const name = (categories && findCategoryName(categories, filters.categoryId)) ?? TEXT.categoryLabel;
    active.push({ key: 'category', name, onRemove: () => change({ categoryId: null }) });
  }
  if (searching) {
    for (const id of districts) {
      const name = locations?.find((location) => location.id === id)?.district ?? TEXT.locationLabel;
      const left = districts.filter((other) => other !== id);
      active.push({
        key: `location-${id}`,
        name,
        icon: MapPin,
        onRemove: () => change({ locationIds: left, ...(left.length === 0 ? { near: false } : {}) }),
      });
    }
    if (filters.near && districts.length > 0) {
      active.push({ key: 'near', name: DISCOVERY_TEXT.nearFilter, icon: Radar, onRemove: () => change({ near: false }) });
    }
  }
  // Where the search looks, said above the results: the user's own 동네 is never a quiet limit (contract §14).
  const districtNames = districts.map((id) => locations?.find((location) => location.id === id)?.district ?? TEXT.locationLabel);
  const scope =
    searching && districtNames[0] !== undefined
      ? {
          place: DISCOVERY_TEXT.districtsSummary(districtNames[0], districtNames.length - 1),
          isMine: filters.locationIds === null,
          near: filters.near,
        }
      : null;
  // Nearby keeps the districts in force (the user's 동네 included) in the URL; everywhere is the URL's empty `locations=`.
  const widen = (to: WidenTo) => change(to === 'near' ? { near: true, locationIds: districts } : { locationIds: [], near: false });
  const chosenCount = Number(filters.categoryId !== null) + (searching ? districts.length : 0);
  const fields = { filters, districts, mine, locations, onChange: change };

  return (
    <div className="mx-auto w-full max-w-6xl px-5 pt-6 pb-16 sm:px-6 sm:pt-10">
      <PageTitle title={TEXT.exploreTitle} />
      <h1 className="text-title font-bold text-gray-900">{TEXT.exploreTitle}</h1>
      <p className="mt-1.5 text-[15px] text-gray-600">{TEXT.exploreSubtitle}</p>

      <div className="mt-5 flex gap-2">
        <ExploreSearchBox value={filters.q} onCommit={(q) => change({ q })} error={results.problem} className="min-w-0 flex-1" />
        <Button
          variant={isFilterOpen ? 'secondary' : 'outline'}
          size="lg"
          aria-expanded={isFilterOpen}
          aria-controls={isPhone ? undefined : panelId}
          aria-haspopup={isPhone ? 'dialog' : undefined}
          onClick={() => setIsFilterOpen((open) => !open)}
          className="shrink-0 self-start px-3 sm:px-4"
        >
          <SlidersHorizontal className="size-5" aria-hidden="true" />
          {/* On a phone the icon stands alone so the search box keeps its width; the name stays for screen readers. */}
          <span className="sr-only sm:not-sr-only">{TEXT.filterToggle}</span>
          {chosenCount > 0 && (
            <span className="flex size-5 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {chosenCount}
            </span>
          )}
        </Button>
      </div>

      {isPhone ? (
        <ExploreFilterSheet
          {...fields}
          isOpen={isFilterOpen}
          total={results.query.isFetching ? null : results.total}
          onClose={() => setIsFilterOpen(false)}
          onReset={reset}
        />
      ) : (
        isFilterOpen && <ExploreFilterPanel id={panelId} {...fields} onReset={reset} />
      )}
      <ActiveFilters filters={active} onReset={reset} />
      <ExploreResults
        results={results}
        canReset={active.length > 0}
        isAuthenticated={isAuthenticated}
        onReset={reset}
        highlight={searching ? filters.q : ''}
        scope={scope}
        onWiden={widen}
      />
    </div>
  );
}
