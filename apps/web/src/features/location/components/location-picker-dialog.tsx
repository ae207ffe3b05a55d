import type { UserLocation } from '@dongne/contract';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';

// The picker (map, geometry, search) loads when the dialog first opens, not with the home page.
const LocationPicker = lazy(() => import('./location-picker.tsx').then((module) => ({ default: module.LocationPicker })));

type LocationPickerDialogProps = {
  initialValue: UserLocation;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (location: UserLocation) => void;
};

/** '내 동네 설정': the picker on a draft, committed only by '이 위치로 설정'. Mount it only while open. */
export function LocationPickerDialog({ initialValue, isSaving, onCancel, onSave }: LocationPickerDialogProps) {
  const [draft, setDraft] = useState(initialValue);
  return (
    <Modal isOpen onClose={onCancel} title={LOCATION_TEXT.modalTitle} size="lg">
      <Suspense fallback={<Skeleton className="h-[28rem] w-full rounded-2xl" />}>
        <LocationPicker value={draft} onChange={setDraft} />
      </Suspense>
      <div className="mt-5 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={isSaving}>
          {LOCATION_TEXT.cancel}
        </Button>
        <Button size="lg" onClick={() => onSave(draft)} isLoading={isSaving}>
          {LOCATION_TEXT.confirm}
        </Button>
      </div>
    </Modal>
  );
}
