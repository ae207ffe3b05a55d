import type { Location } from '@dongne/contract';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { TEXT } from '@/config/messages.ts';
import { CategoryTreePicker } from '@/features/groups/components/category-tree-picker.tsx';
import type { ExploreFilters } from '@/features/groups/lib/explore-params.ts';
import { DistrictPicker } from './district-picker.tsx';

type FilterFieldsProps = {
  filters: ExploreFilters;
  /** The districts in force (the URL's, else the user's 동네). */
  districts: number[];
  mine: readonly number[];
  locations: Location[] | undefined;
  onChange: (patch: Partial<ExploreFilters>) => void;
};

/** The filters themselves: districts first (the 33, searchable, with their neighbours), then the category tree. */
export function ExploreFilterFields({ filters, districts, mine, locations, onChange }: FilterFieldsProps) {
  return (
    <>
      <DistrictPicker
        locations={locations}
        value={districts}
        near={filters.near}
        mine={mine}
        onChange={({ locationIds, near }) =>
          onChange({
            ...(locationIds !== undefined ? { locationIds, ...(locationIds.length === 0 ? { near: false } : {}) } : {}),
            // The switch keeps the districts in force, the user's 동네 included, in the URL.
            ...(near !== undefined ? { near, locationIds: districts } : {}),
          })
        }
      />
      <CategoryTreePicker
        mode="single"
        value={filters.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
        columns={3}
        className="mt-6"
      />
    </>
  );
}

type FilterPanelProps = FilterFieldsProps & { id: string; onReset: () => void };

/** The filter drawer under the search box on wider screens. */
export function ExploreFilterPanel({ id, onReset, ...fields }: FilterPanelProps) {
  return (
    <section id={id} aria-label={TEXT.filterToggle} className="mt-3 rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-6">
      <ExploreFilterFields {...fields} />
      <div className="mt-5 flex justify-end border-t border-gray-100 pt-4">
        <Button variant="ghost" size="sm" onClick={onReset}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {TEXT.resetFilters}
        </Button>
      </div>
    </section>
  );
}
