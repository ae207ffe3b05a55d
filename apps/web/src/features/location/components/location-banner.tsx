import type { UserLocation } from '@dongne/contract';
import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useSaveUserLocation } from '@/features/location/api/update-user-location.ts';
import { useUserLocation } from '@/features/location/hooks/use-user-location.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import { cx } from '@/lib/cx.ts';
import { notify } from '@/lib/notify.ts';
import { LocationPickerDialog } from './location-picker-dialog.tsx';

/** Home-page strip with the user's 동네 and the button that opens the map picker (spec §2 Home). */
export function LocationBanner({ className }: { className?: string }) {
  const location = useUserLocation();
  const [isOpen, setIsOpen] = useState(false);
  const save = useSaveUserLocation();

  const onSave = async (draft: UserLocation) => {
    const outcome = await save.mutateAsync(draft);
    setIsOpen(false);
    if (outcome === 'device-only') notify.error(LOCATION_TEXT.savedOnDeviceOnly);
    else notify.success(LOCATION_TEXT.saved);
  };

  return (
    <section
      aria-label={LOCATION_TEXT.bannerHeading}
      className={cx('flex items-center gap-3 rounded-card bg-white px-4 py-3 shadow-card ring-1 ring-gray-100 sm:px-5', className)}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <MapPin className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[13px] font-medium text-gray-600">{LOCATION_TEXT.bannerHeading}</p>
        <p className="truncate text-[15px] text-gray-900 sm:text-base">
          <strong className="font-bold">{location.district}</strong>
          <span className="text-gray-600"> · {location.address}</span>
        </p>
      </div>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
        {LOCATION_TEXT.openPicker}
      </Button>
      {isOpen && (
        <LocationPickerDialog initialValue={location} isSaving={save.isPending} onCancel={() => setIsOpen(false)} onSave={onSave} />
      )}
    </section>
  );
}
