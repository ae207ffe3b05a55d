import { MAX_SELECTED_LOCATIONS } from '@dongne/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useSaveOnboarding } from '@/features/groups/api/save-onboarding.ts';
import { CategoryTreePicker } from '@/features/groups/components/category-tree-picker.tsx';
import { DistrictPicker } from '@/features/groups/components/explore/district-picker.tsx';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { useLocations } from '@/lib/api/get-locations.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { cx } from '@/lib/cx.ts';
import { notify } from '@/lib/notify.ts';

type OnboardingFlowProps = { onDone: () => void };

/**
 * After sign-up: two short, skippable steps, 관심사 then 동네, each saved as it is left, so
 * the home that follows already ranks by them.
 */
export function OnboardingFlow({ onDone }: OnboardingFlowProps) {
  const user = useAuthStore((state) => state.user);
  const [step, setStep] = useState<1 | 2>(1);
  const [interests, setInterests] = useState<number[]>(user?.interestCategoryIds ?? []);
  const [districts, setDistricts] = useState<number[]>(user?.locationIds ?? []);
  const { data: locations } = useLocations();
  const save = useSaveOnboarding();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each new step's heading takes the focus, so a screen reader starts reading there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change on purpose
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const toDistricts = () => {
    moved.current = true;
    setStep(2);
  };
  // 건너뛰기 on the first step skips that step only: the 동네 step still follows.
  const next = () =>
    save.interests.mutate(interests, {
      onSuccess: toDistricts,
      onError: () => notify.error(DISCOVERY_TEXT.saveFailed),
    });
  const finish = () => {
    const chosen = districts.flatMap((id) => locations?.find((location) => location.id === id) ?? []);
    save.districts.mutate(chosen, {
      onSuccess: () => {
        notify.success(DISCOVERY_TEXT.onboardingDone);
        onDone();
      },
      onError: () => notify.error(DISCOVERY_TEXT.saveFailed),
    });
  };
  const isSaving = save.interests.isPending || save.districts.isPending;

  return (
    <div className="mx-auto w-full max-w-2xl px-5 pt-6 pb-28 sm:px-6 sm:pt-10 sm:pb-16">
      <p className="text-sm font-semibold text-brand-700">
        {DISCOVERY_TEXT.onboardingTitle}
        <span className="ml-2 text-gray-500">{DISCOVERY_TEXT.onboardingStep(step, 2)}</span>
      </p>
      <div aria-hidden="true" className="mt-3 flex gap-1.5">
        <span className="h-1.5 flex-1 rounded-full bg-brand-500" />
        <span className={cx('h-1.5 flex-1 rounded-full', step === 2 ? 'bg-brand-500' : 'bg-gray-200')} />
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-title font-bold text-gray-900 focus:outline-none">
        {step === 1 ? DISCOVERY_TEXT.interestsStepTitle : DISCOVERY_TEXT.districtsStepTitle}
      </h1>
      <p className="mt-1.5 text-[15px] text-gray-600">{step === 1 ? DISCOVERY_TEXT.interestsStepBody : DISCOVERY_TEXT.districtsStepBody}</p>

      <div className="mt-6 rounded-card border border-gray-100 bg-white p-4 shadow-card sm:p-6">
        {step === 1 ? (
          <CategoryTreePicker mode="multiple" value={interests} onChange={setInterests} columns={2} hideLabel />
        ) : (
          <DistrictPicker
            locations={locations}
            value={districts}
            near={false}
            withNear={false}
            max={MAX_SELECTED_LOCATIONS}
            onTooMany={() => notify.error(DISCOVERY_TEXT.districtsMax, 'onboarding-districts-max')}
            onChange={({ locationIds }) => locationIds && setDistricts(locationIds)}
          />
        )}
      </div>

      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-gray-100 bg-white/95 px-5 py-3 backdrop-blur sm:static sm:mt-6 sm:border-0 sm:bg-transparent sm:p-0">
        <div className="mx-auto flex max-w-2xl items-center gap-2">
          {step === 2 && (
            <Button variant="ghost" onClick={() => setStep(1)} disabled={isSaving}>
              {DISCOVERY_TEXT.back}
            </Button>
          )}
          <Button variant="ghost" onClick={step === 1 ? toDistricts : onDone} disabled={isSaving} className="ml-auto">
            {DISCOVERY_TEXT.skip}
          </Button>
          <Button onClick={step === 1 ? next : finish} disabled={isSaving} className="min-w-28">
            {isSaving ? DISCOVERY_TEXT.saving : step === 1 ? DISCOVERY_TEXT.next : DISCOVERY_TEXT.finish}
          </Button>
        </div>
      </div>
    </div>
  );
}
