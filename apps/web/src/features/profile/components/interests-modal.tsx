import type { Category, Profile } from '@dongne/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useUpdateInterests } from '@/features/profile/api/update-interests.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { notify } from '@/lib/notify.ts';
import { CategoryOption } from './category-option.tsx';

type InterestsModalProps = {
  profile: Profile;
  /** The category tree; the caller loads it (undefined while loading). */
  categories: Category[] | undefined;
  isOpen: boolean;
  onClose: () => void;
};

export function InterestsModal({ profile, categories, isOpen, onClose }: InterestsModalProps) {
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={PROFILE_TEXT.interestsModalTitle} size="lg" showCloseButton={false}>
      <InterestsForm profile={profile} categories={categories} onDone={onClose} />
    </Modal>
  );
}

/** Category multi-select (spec §2 Interests); saving replaces the whole set. */
function InterestsForm({ profile, categories, onDone }: Omit<InterestsModalProps, 'isOpen' | 'onClose'> & { onDone: () => void }) {
  const [selected, setSelected] = useState<number[]>(profile.interestCategoryIds);
  const update = useUpdateInterests();
  const toggle = (id: number) => setSelected((ids) => (ids.includes(id) ? ids.filter((item) => item !== id) : [...ids, id]));

  const save = () =>
    update.mutate(selected, {
      onSuccess: () => {
        notify.success(PROFILE_TEXT.interestsUpdated);
        onDone();
      },
      onError: () => notify.error(PROFILE_TEXT.interestsUpdateFailed),
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-[15px] text-gray-700">
        {PROFILE_TEXT.interestsModalBody}
        <span className="text-sm font-semibold text-brand-700" aria-live="polite">
          {PROFILE_TEXT.interestsSelected(selected.length)}
        </span>
      </p>
      <fieldset>
        <legend className="sr-only">{PROFILE_TEXT.interestsTitle}</legend>
        {categories ? (
          <ul className="grid items-start gap-2 sm:grid-cols-2">
            {categories.map((category) => (
              <CategoryOption key={category.id} category={category} selected={selected} onToggle={toggle} />
            ))}
          </ul>
        ) : (
          <div role="status" aria-label={PROFILE_TEXT.categoriesLoading} className="grid gap-2 sm:grid-cols-2">
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} className="h-16 rounded-field" />
            ))}
          </div>
        )}
      </fieldset>
      {/* Kept in view while the long list scrolls, so saving never needs a scroll to the end. */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 grid grid-cols-2 gap-2 border-t border-gray-100 bg-white px-5 py-4">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          {PROFILE_TEXT.cancel}
        </Button>
        <Button onClick={save} isLoading={update.isPending} disabled={!categories}>
          {update.isPending ? PROFILE_TEXT.saving : PROFILE_TEXT.save}
        </Button>
      </div>
    </div>
  );
}
