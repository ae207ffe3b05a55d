import { centroidOf, type DistrictGeometry, isPointInGeometry, labelPointOf, type Position } from './geometry.ts';

export type DistrictShape = {
  /** KOSTAT district code, e.g. '11140' for 마포구. */
  code: string;
  /** Korean name, e.g. '마포구'. */
  name: string;
  nameEn: string;
  geometry: DistrictGeometry;
  /** [lng, lat] area-weighted centre. */
  centroid: Position;
  /** [lng, lat] where the name label sits: inside the shape, in its widest part. */
  labelPoint: Position;
};

type RawFeature = {
  properties?: { code?: unknown; name?: unknown; name_eng?: unknown };
  geometry?: { type?: unknown; coordinates?: unknown };
};

function isGeometry(value: RawFeature['geometry']): value is DistrictGeometry {
  return (value?.type === 'Polygon' || value?.type === 'MultiPolygon') && Array.isArray(value.coordinates);
}

/** Keeps the features that have a name and a polygon; anything else in the file is ignored. */
export function toDistrictShapes(collection: { features?: unknown }): DistrictShape[] {
  const features = Array.isArray(collection.features) ? (collection.features as RawFeature[]) : [];
  return features.flatMap(({ properties, geometry }) => {
    if (!isGeometry(geometry) || typeof properties?.name !== 'string') return [];
    return [
      {
        code: String(properties.code ?? ''),
        name: properties.name,
        nameEn: typeof properties.name_eng === 'string' ? properties.name_eng : '',
        geometry,
        centroid: centroidOf(geometry),
        labelPoint: labelPointOf(geometry),
      },
    ];
  });
}

let loading: Promise<DistrictShape[]> | null = null;

/** The 25 district shapes, imported on first use so the 80 kB file stays out of the first load. */
export function loadDistrictShapes(): Promise<DistrictShape[]> {
  loading ??= import('@/features/location/data/seoul-districts.geo.json')
    .then((module) => toDistrictShapes(module.default))
    .catch((error: unknown) => {
      // A failed chunk load (deploy in between, flaky network) must be retried next time.
      loading = null;
      throw error;
    });
  return loading;
}

/** The district containing a point, or null outside Seoul. */
export function findDistrictAt(shapes: DistrictShape[], lat: number, lng: number): DistrictShape | null {
  return shapes.find((shape) => isPointInGeometry([lng, lat], shape.geometry)) ?? null;
}

/** Offline reverse geocoding by point-in-polygon: district name, or null outside Seoul. */
export async function reverseGeocode(lat: number, lng: number): Promise<string | null> {
  return findDistrictAt(await loadDistrictShapes(), lat, lng)?.name ?? null;
}
