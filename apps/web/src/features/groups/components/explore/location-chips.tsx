import type { Location } from '@dongne/contract';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';

// Spec §9: explore offers the first 8 districts as chips.
const LOCATION_CHIP_COUNT = 8;

type LocationChipsProps = { locations: Location[] | undefined; value: number | null; onChange: (id: number | null) => void };

/** One district at a time: a second press on the chosen chip turns the filter off (spec §2 Explore). */
export function LocationChips({ locations, value, onChange }: LocationChipsProps) {
  const labelId = useId();
  const shown = locations?.slice(0, LOCATION_CHIP_COUNT) ?? [];
  // A district that came in through the URL but is not among the first 8 still shows as chosen.
  const chosen = locations?.find((location) => location.id === value);
  if (chosen && !shown.includes(chosen)) shown.push(chosen);

  return (
    <div>
      <p id={labelId} className="mb-2.5 text-sm font-semibold text-gray-800">
        {TEXT.locationLabel}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset */}
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {locations
          ? shown.map((location) => {
              const isOn = location.id === value;
              return (
                <button
                  key={location.id}
                  type="button"
                  aria-pressed={isOn}
                  onClick={() => onChange(isOn ? null : location.id)}
                  className={cx(
                    'inline-flex h-9 items-center gap-1 rounded-full border px-3.5 text-sm transition-colors',
                    isOn
                      ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                      : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50',
                  )}
                >
                  {isOn && <MapPin className="size-3.5" aria-hidden="true" />}
                  {location.district}
                </button>
              );
            })
          : Array.from({ length: LOCATION_CHIP_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className="h-9 w-18 rounded-full" />
            ))}
      </div>
    </div>
  );
}
