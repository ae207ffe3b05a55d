import type { UserLocation } from '@dongne/contract';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';

/** The chosen 동네 in words, announced politely when it changes. */
export function SelectedLocation({ value }: { value: UserLocation }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 ring-1 ring-brand-100">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-brand-600 ring-1 ring-brand-100">
        <MapPin className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0" aria-live="polite">
        <h3 id={headingId} className="text-[13px] font-semibold text-brand-700">
          {LOCATION_TEXT.selectedHeading}
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <strong className="text-base font-bold text-gray-900">{value.district}</strong>
          <span className="text-sm text-gray-600">{value.address}</span>
        </p>
      </div>
    </section>
  );
}
