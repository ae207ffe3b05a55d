import type { Location } from '@dongne/contract';
import { Select, type SelectProps } from '@/components/ui/select.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { useLocations } from '@/lib/api/get-locations.ts';

/** One option per city and district: the reference list may name a district twice (spec §2 Create group). */
function uniqueDistricts(locations: readonly Location[]): Location[] {
  const seen = new Set<string>();
  return locations.filter((location) => {
    const key = `${location.city} ${location.district}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

type LocationSelectProps = Omit<SelectProps, 'children' | 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (locationId: number) => void;
};

/**
 * 활동 지역 select fed by GET /api/locations. Controlled, so a prefilled district shows as soon
 * as the list arrives (an uncontrolled select would lose a value set before its options exist).
 */
export function LocationSelect({ value, onChange, ...props }: LocationSelectProps) {
  const { data: locations, isPending } = useLocations();
  return (
    <Select {...props} value={String(value ?? 0)} onChange={(event) => onChange(Number(event.target.value))}>
      <option value="0">{isPending ? GROUP_TEXT.locationsLoading : GROUP_TEXT.locationPlaceholder}</option>
      {uniqueDistricts(locations ?? []).map((location) => (
        <option key={location.id} value={location.id}>
          {`${location.city} ${location.district}`}
        </option>
      ))}
    </Select>
  );
}
