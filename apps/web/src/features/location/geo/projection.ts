import { type Bounds, type DistrictGeometry, type Position, polygonsOf } from './geometry.ts';

// Seoul's mid latitude: one degree of longitude there is cos(37.55°) of a degree of latitude, so
// scaling x by it keeps the districts' shapes true without a real map projection.
const SEOUL_MID_LATITUDE = 37.55;
const X_SCALE = Math.cos((SEOUL_MID_LATITUDE * Math.PI) / 180);

export type Point = { x: number; y: number };

export type Projection = {
  /** The SVG viewBox size in user units. */
  width: number;
  height: number;
  project: (lng: number, lat: number) => Point;
  /** Inverse of `project`, for turning a click back into coordinates. */
  unproject: (x: number, y: number) => { lng: number; lat: number };
};

/**
 * Equirectangular projection fitted to `bounds`: `width` user units across plus `padding` on
 * every side; the height follows from the shape so nothing is stretched.
 */
export function createProjection(bounds: Bounds, width: number, padding = 0): Projection {
  const spanX = (bounds.maxLng - bounds.minLng) * X_SCALE;
  const spanY = bounds.maxLat - bounds.minLat;
  const scale = spanX > 0 ? width / spanX : 1;
  const height = spanY * scale;
  return {
    width: width + padding * 2,
    height: height + padding * 2,
    project: (lng, lat) => ({
      x: padding + (lng - bounds.minLng) * X_SCALE * scale,
      // SVG y grows downwards while latitude grows northwards.
      y: padding + (bounds.maxLat - lat) * scale,
    }),
    unproject: (x, y) => ({
      lng: bounds.minLng + (x - padding) / (X_SCALE * scale),
      lat: bounds.maxLat - (y - padding) / scale,
    }),
  };
}

function round(value: number): string {
  // Two decimals are sub-pixel at any size the map is shown, and keep the path strings short.
  return String(Math.round(value * 100) / 100);
}

/** SVG path data for a geometry; holes are cut out by the even-odd fill rule. */
export function toSvgPath(geometry: DistrictGeometry, projection: Projection): string {
  return polygonsOf(geometry)
    .flat()
    .map((ring) =>
      ring
        .map(([lng, lat]: Position, index) => {
          const { x, y } = projection.project(lng, lat);
          return `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`;
        })
        .join('')
        .concat('Z'),
    )
    .join('');
}

/** Width and height of a geometry's box in projected units, for deciding whether a label fits. */
export function projectedSize(geometry: DistrictGeometry, projection: Projection): { width: number; height: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [lng, lat] of polygonsOf(geometry).flat(2)) {
    const { x, y } = projection.project(lng, lat);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { width: maxX - minX, height: maxY - minY };
}
