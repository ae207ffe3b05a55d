import { hangulInitials, isInitialsWord, type Location } from '@dongne/contract';
import { Check, MapPin, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { inputClasses } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { cx } from '@/lib/cx.ts';

const SEOUL = '서울특별시';

/** A change of the chosen districts or of '가까운 동네 포함'. */
type Patch = { locationIds?: number[]; near?: boolean };

type DistrictPickerProps = {
  locations: Location[] | undefined;
  value: number[];
  near: boolean;
  /** The user's own 동네, marked '내 동네' in the list. */
  mine?: readonly number[];
  onChange: (patch: Patch) => void;
  /** Districts beyond this many are refused (onboarding keeps 2, explore takes any). */
  max?: number;
  onTooMany?: () => void;
  /** Explore offers the '가까운 동네 포함' toggle; onboarding does not. */
  withNear?: boolean;
};

/** Whether a district's name holds what was typed: plain text, or its initials (ㅁㅍ → 마포구). */
function matches(location: Location, typed: string) {
  const word = typed.replace(/\s+/g, '');
  if (!word) return true;
  const name = location.district.replace(/\s+/g, '');
  if (isInitialsWord(word)) return hangulInitials(name).includes(word);
  return name.includes(word) || location.city.includes(word);
}

/**
 * All 33 districts: 서울 25 and 인근 업무지구 8, narrowed by typing, several at once, with
 * the '가까운 동네 포함' switch. Each district is a toggle button, so a screen reader hears
 * '마포구, 선택됨'.
 */
export function DistrictPicker({ locations, value, near, mine = [], onChange, max, onTooMany, withNear = true }: DistrictPickerProps) {
  const labelId = useId();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  // Explore keeps the choice in the URL, which the router applies after its transition: until the
  // props catch up, the picker shows the tap itself (a checkbox would otherwise flick back).
  const [tapped, setTapped] = useState<Patch | null>(null);
  const propsKey = `${value.join(',')}|${near}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new props (by value, not identity) replace the tap
  useEffect(() => setTapped(null), [propsKey]);
  const shownValue = tapped?.locationIds ?? value;
  const shownNear = tapped?.near ?? near;
  const change = (patch: Patch) => {
    setTapped((before) => ({ ...before, ...patch }));
    onChange(patch);
  };
  const chosen = new Set(shownValue);
  const toggle = (id: number) => {
    if (chosen.has(id)) change({ locationIds: shownValue.filter((other) => other !== id) });
    else if (max !== undefined && shownValue.length >= max) onTooMany?.();
    else change({ locationIds: [...shownValue, id] });
  };
  const shown = locations?.filter((location) => matches(location, typed)) ?? [];
  const groups = [
    { name: DISCOVERY_TEXT.seoulGroup, items: shown.filter((location) => location.city === SEOUL) },
    { name: DISCOVERY_TEXT.businessGroup, items: shown.filter((location) => location.city !== SEOUL) },
  ].filter((group) => group.items.length > 0);

  return (
    <div>
      <p id={labelId} className="mb-2.5 text-sm font-semibold text-gray-800">
        {DISCOVERY_TEXT.districtLabel}
      </p>
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {DISCOVERY_TEXT.districtSearchLabel}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <input
          id={searchId}
          type="search"
          value={typed}
          autoComplete="off"
          maxLength={20}
          placeholder={DISCOVERY_TEXT.districtSearchPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
          className={cx(inputClasses, 'h-11 pl-10 text-[15px]')}
        />
      </div>
      {withNear && (
        <Checkbox
          className="mt-3"
          checked={shownNear}
          disabled={shownValue.length === 0}
          onChange={(event) => change({ near: event.target.checked })}
          label={
            <>
              <span className="font-semibold">{DISCOVERY_TEXT.nearToggle}</span>
              <span className="block text-[13px] text-gray-600">{DISCOVERY_TEXT.nearHint}</span>
            </>
          }
        />
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: groups of toggle buttons, not a form fieldset */}
      <div role="group" aria-labelledby={labelId} className="mt-3 flex flex-col gap-3">
        {!locations ? (
          <div className="flex flex-wrap gap-2">
            {Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <Skeleton key={index} className="h-9 w-18 rounded-full" />
            ))}
          </div>
        ) : groups.length === 0 ? (
          <p className="py-2 text-sm text-gray-600">{DISCOVERY_TEXT.districtNoMatch}</p>
        ) : (
          groups.map((group) => (
            <section key={group.name} aria-label={group.name}>
              <h4 className="mb-1.5 text-[13px] font-semibold text-gray-600">
                {group.name} <span className="font-normal text-gray-500">{group.items.length}</span>
              </h4>
              <div className="flex flex-wrap gap-1.5">
                {group.items.map((location) => {
                  const isOn = chosen.has(location.id);
                  return (
                    <button
                      key={location.id}
                      type="button"
                      aria-pressed={isOn}
                      onClick={() => toggle(location.id)}
                      className={cx(
                        'inline-flex h-9 items-center gap-1 rounded-full border px-3 text-sm transition-colors',
                        isOn
                          ? 'border-brand-600 bg-brand-600 font-semibold text-white'
                          : 'border-gray-200 bg-white text-gray-700 hover:border-gray-300 hover:bg-gray-50',
                      )}
                    >
                      {isOn ? <Check className="size-3.5" aria-hidden="true" /> : null}
                      {location.district}
                      {mine.includes(location.id) && (
                        <span className={cx('inline-flex items-center text-xs', isOn ? 'text-white' : 'text-brand-700')}>
                          <MapPin className="size-3" aria-hidden="true" />
                          {DISCOVERY_TEXT.myDistrictBadge}
                        </span>
                      )}
                    </button>
                  );
                })}
              </div>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
