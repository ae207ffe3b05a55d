import type { UserLocation } from '@dongne/contract';
import { MousePointerClick } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Banner } from '@/components/ui/banner.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useDistrictShapes } from '@/features/location/hooks/use-district-shapes.ts';
import { useLocationPicker } from '@/features/location/hooks/use-location-picker.ts';
import { useMapProvider } from '@/features/location/hooks/use-map-provider.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import { createKakaoMapService } from '@/features/location/maps/kakao-map-service.ts';
import { createOfflineMapService, toDistrictEntries } from '@/features/location/maps/offline-map-service.ts';
import { useLocationStore } from '@/features/location/stores/location-store.ts';
import { useLocations } from '@/lib/api/get-locations.ts';
import { DistrictMap } from './district-map.tsx';
import { KakaoMapView } from './kakao-map-view.tsx';
import { LocationSearchBox } from './location-search-box.tsx';
import { SelectedLocation } from './selected-location.tsx';

type LocationPickerProps = { value: UserLocation; onChange: (location: UserLocation) => void };

/** Spec §2 "Map location picker": address search, current location, a map to click, the choice in words. */
export function LocationPicker({ value, onChange }: LocationPickerProps) {
  const provider = useMapProvider();
  const shapes = useDistrictShapes(provider.kind === 'districts');
  const { data: locations } = useLocations();

  useEffect(() => {
    if (locations) useLocationStore.getState().setAvailableLocations(locations);
  }, [locations]);

  const kakaoMaps = provider.kind === 'kakao' ? provider.maps : null;
  const service = useMemo(() => {
    if (kakaoMaps) return createKakaoMapService(kakaoMaps);
    return shapes.data ? createOfflineMapService(shapes.data, locations) : null;
  }, [kakaoMaps, shapes.data, locations]);
  const entries = useMemo(() => (shapes.data ? toDistrictEntries(shapes.data, locations) : []), [shapes.data, locations]);
  const picker = useLocationPicker({ service, onChange });

  const renderMap = () => {
    if (provider.kind === 'kakao') {
      return <KakaoMapView maps={provider.maps} value={value} onPick={picker.pickPoint} onInitError={provider.onInitError} />;
    }
    if (shapes.isError) return <Banner variant="danger">{LOCATION_TEXT.mapLoadFailed}</Banner>;
    if (!shapes.data) {
      return (
        <div className="relative">
          <Skeleton className="aspect-[5/4] w-full rounded-2xl" />
          <Spinner label={LOCATION_TEXT.mapLoading} className="absolute inset-0 m-auto text-brand-500" />
        </div>
      );
    }
    return (
      <DistrictMap
        shapes={shapes.data}
        entries={entries}
        selectedDistrict={value.district}
        marker={value}
        onSelect={({ district, lat, lng }) => picker.pickDistrict(district, lat, lng)}
      />
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <LocationSearchBox
        onSearch={picker.search}
        onLocate={picker.locate}
        isSearching={picker.isSearching}
        isLocating={picker.isLocating}
        isDisabled={service === null}
      />
      {provider.kind === 'districts' && provider.notice && <Banner variant="danger">{provider.notice}</Banner>}
      {picker.notice && <Banner variant={picker.notice.tone}>{picker.notice.text}</Banner>}
      <div>
        {renderMap()}
        <p className="mt-2 flex items-center gap-1.5 text-[13px] text-gray-600">
          <MousePointerClick className="size-4 shrink-0" aria-hidden="true" />
          {LOCATION_TEXT.hint}
        </p>
      </div>
      <SelectedLocation value={value} />
    </div>
  );
}
