import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One ring of [lng, lat] points, as GeoJSON draws a district. */
type Ring = [number, number][];
type DistrictFeature = { properties: { code: string; name: string }; geometry: { type: 'Polygon'; coordinates: Ring[] } };
export type LocationPoint = { id: number; code?: string | null; lat: number; lng: number };

const REFERENCE_DIR = path.join(import.meta.dirname, '../../db/reference-data');
// Vertices closer than this (degrees, ≈ 1 m) are one point: the boundaries come from one survey,
// so neighbours share their border vertices exactly, up to rounding.
const SAME_POINT = 1e-5;
// Two districts are neighbours when they share a stretch of border (two or more vertices), not
// when they merely touch at one corner.
const SHARED_VERTICES_FOR_BORDER = 2;

/**
 * Which districts are near which (contract §14), computed from the shipped boundaries rather than
 * typed by hand: two Seoul districts are near when they share a border; a business district is
 * near the district holding its centre point, or, for one outside Seoul's boundaries (all eight of
 * ours are), the district whose boundary is closest to its centre. Symmetric: a district is near
 * the business districts assigned to it. Keys and values are location ids.
 */
export function computeDistrictNeighbours(locations: LocationPoint[], features: DistrictFeature[]): Map<number, number[]> {
  const ringByLocation = new Map<number, Ring>();
  for (const location of locations) {
    const feature = location.code ? features.find((candidate) => candidate.properties.code === location.code) : undefined;
    const ring = feature?.geometry.coordinates[0];
    if (ring) ringByLocation.set(location.id, ring);
  }
  const neighbours = new Map<number, Set<number>>(locations.map((location) => [location.id, new Set<number>()]));
  const link = (a: number, b: number) => {
    neighbours.get(a)?.add(b);
    neighbours.get(b)?.add(a);
  };
  const districts = [...ringByLocation.entries()];
  const vertexKeys = new Map(districts.map(([id, ring]) => [id, new Set(ring.map(pointKey))]));
  for (const [index, [id, ring]] of districts.entries()) {
    for (const [otherId] of districts.slice(index + 1)) {
      const otherKeys = vertexKeys.get(otherId) ?? new Set<string>();
      const shared = new Set(ring.map(pointKey).filter((key) => otherKeys.has(key)));
      if (shared.size >= SHARED_VERTICES_FOR_BORDER) link(id, otherId);
    }
  }
  for (const location of locations) {
    if (ringByLocation.has(location.id) || districts.length === 0) continue;
    const point: [number, number] = [location.lng, location.lat];
    const holder = districts.find(([, ring]) => containsPoint(ring, point));
    const nearest = holder ?? minBy(districts, ([, ring]) => distanceToRing(ring, point));
    if (nearest) link(location.id, nearest[0]);
  }
  return new Map([...neighbours].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]));
}

let shipped: { locations: LocationPoint[]; features: DistrictFeature[] } | null = null;
let shippedNeighbours: Map<number, number[]> | null = null;

/** The neighbours of the shipped reference data, computed on first use and kept. */
export function districtNeighbours(): Map<number, number[]> {
  if (shippedNeighbours) return shippedNeighbours;
  shipped ??= {
    locations: JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'locations.json'), 'utf8')),
    features: JSON.parse(readFileSync(path.join(REFERENCE_DIR, 'seoul-districts.geo.json'), 'utf8')).features,
  };
  shippedNeighbours = computeDistrictNeighbours(shipped.locations, shipped.features);
  return shippedNeighbours;
}

/** The given location ids and every location near one of them, without repeats, ascending. */
export function withNeighbours(locationIds: readonly number[], neighbours = districtNeighbours()): number[] {
  const all = new Set(locationIds);
  for (const id of locationIds) for (const near of neighbours.get(id) ?? []) all.add(near);
  return [...all].sort((a, b) => a - b);
}

function pointKey([lng, lat]: [number, number]): string {
  return `${Math.round(lng / SAME_POINT)},${Math.round(lat / SAME_POINT)}`;
}

function containsPoint(ring: Ring, [x, y]: [number, number]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance from a point to a ring's edges, in degrees of latitude (longitude scaled for Seoul's latitude). */
function distanceToRing(ring: Ring, [px, py]: [number, number]): number {
  const scale = Math.cos((py * Math.PI) / 180);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [ax, ay] = ring[j] as [number, number];
    const [bx, by] = ring[i] as [number, number];
    const [dx, dy] = [(bx - ax) * scale, by - ay];
    const [qx, qy] = [(px - ax) * scale, py - ay];
    const lengthSquared = dx * dx + dy * dy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (qx * dx + qy * dy) / lengthSquared));
    best = Math.min(best, Math.hypot(qx - t * dx, qy - t * dy));
  }
  return best;
}

function minBy<T>(items: T[], score: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const value = score(item);
    if (value < bestScore) [best, bestScore] = [item, value];
  }
  return best;
}
