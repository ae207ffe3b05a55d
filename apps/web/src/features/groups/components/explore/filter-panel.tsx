import type { Location } from '@dongne/contract';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { TEXT } from '@/config/messages.ts';
import { CategoryTreePicker } from '@/features/groups/components/category-tree-picker.tsx';
import type { ExploreFilters } from '@/features/groups/lib/explore-params.ts';
import { LocationChips } from './location-chips.tsx';

type FilterPanelProps = {
  id: string;
  filters: ExploreFilters;
  locations: Location[] | undefined;
  onChange: (patch: Partial<ExploreFilters>) => void;
  onReset: () => void;
};

/** The filter drawer under the search box: districts first (short), then the category tree. */
export function ExploreFilterPanel({ id, filters, locations, onChange, onReset }: FilterPanelProps) {
  return (
    <section id={id} aria-label={TEXT.filterToggle} className="mt-3 rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-6">
      <LocationChips locations={locations} value={filters.locationId} onChange={(locationId) => onChange({ locationId })} />
      <CategoryTreePicker
        mode="single"
        value={filters.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
        columns={3}
        className="mt-6"
      />
      <div className="mt-5 flex justify-end border-t border-gray-100 pt-4">
        <Button variant="ghost" size="sm" onClick={onReset}>
          <RotateCcw className="size-4" aria-hidden="true" />
          {TEXT.resetFilters}
        </Button>
      </div>
    </section>
  );
}
