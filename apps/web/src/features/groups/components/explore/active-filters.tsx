import { type LucideIcon, X } from 'lucide-react';
import { TEXT } from '@/config/messages.ts';

export type ActiveFilter = { key: string; name: string; icon?: LucideIcon; onRemove: () => void };

/** Removable chips for what is filtering the list now; each remove button names its filter. */
export function ActiveFilters({ filters, onReset }: { filters: ActiveFilter[]; onReset: () => void }) {
  if (filters.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <ul aria-label={TEXT.activeFilters} className="flex flex-wrap gap-2">
        {filters.map(({ key, name, icon: Icon, onRemove }) => (
          <li
            key={key}
            className="inline-flex h-8 max-w-full items-center gap-0.5 rounded-full bg-brand-50 pr-1 pl-2.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200"
          >
            {Icon && <Icon className="mr-0.5 size-3.5 shrink-0" aria-hidden="true" />}
            <span className="truncate">{name}</span>
            <button
              type="button"
              onClick={onRemove}
              aria-label={TEXT.removeFilter(name)}
              className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onReset}
        className="h-8 rounded-full px-2 text-sm font-medium text-gray-600 underline-offset-2 hover:text-gray-900 hover:underline"
      >
        {TEXT.resetFilters}
      </button>
    </div>
  );
}
