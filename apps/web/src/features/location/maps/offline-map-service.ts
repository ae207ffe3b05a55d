import type { Location } from '@dongne/contract';
import { type DistrictEntry, matchDistrict } from '@/features/location/geo/address-search.ts';
import { type DistrictShape, findDistrictAt } from '@/features/location/geo/district-data.ts';
import { districtAddress, LAST_SEOUL_DISTRICT_ID } from '@/features/location/location-defaults.ts';
import { type MapService, unknownPoint } from './map-service.ts';

/**
 * One entry per drawn district, centred on the server's centre point when the district list has
 * loaded (a recognisable spot) and on the shape's centroid otherwise.
 */
export function toDistrictEntries(shapes: DistrictShape[], locations: Location[] = []): DistrictEntry[] {
  const seoul = locations.filter((location) => location.id <= LAST_SEOUL_DISTRICT_ID);
  return shapes.map((shape) => {
    const centre = seoul.find((location) => location.district === shape.name);
    const [lng, lat] = shape.centroid;
    return { name: shape.name, nameEn: shape.nameEn, lat: centre?.lat ?? lat, lng: centre?.lng ?? lng };
  });
}

/** Address search and reverse geocoding from the district shapes alone: no network, no key. */
export function createOfflineMapService(shapes: DistrictShape[], locations: Location[] = []): MapService {
  const entries = toDistrictEntries(shapes, locations);
  return {
    searchAddress: async (query) => {
      const match = matchDistrict(query, entries);
      if (!match) return { status: 'not-found' };
      const { district, address } = match;
      return { status: 'found', location: { lat: district.lat, lng: district.lng, address, district: district.name } };
    },
    describePoint: async (lat, lng) => {
      const shape = findDistrictAt(shapes, lat, lng);
      if (!shape) return unknownPoint(lat, lng);
      return { location: { lat, lng, address: districtAddress(shape.name), district: shape.name }, isKnown: true };
    },
  };
}
