import { type DistrictShape, findDistrictAt } from '@/features/location/geo/district-data.ts';
import { boundsOf, horizontalChordAt } from '@/features/location/geo/geometry.ts';
import { createProjection, type Projection, projectedSize, toSvgPath } from '@/features/location/geo/projection.ts';

/** viewBox width in user units; the SVG scales to its container, so this only sets precision. */
const MAP_WIDTH = 1000;
const MAP_PADDING = 24;

export type DistrictLayout = {
  name: string;
  path: string;
  /** Label anchor in user units. */
  labelX: number;
  labelY: number;
  /** Room for a label: inside width through the anchor, and the district's height. */
  labelRoom: { width: number; height: number };
};

export type MapLayout = { projection: Projection; districts: DistrictLayout[] };

/** Projects every district once; districts come in 가나다 order so Tab moves predictably. */
export function layoutDistricts(shapes: DistrictShape[]): MapLayout {
  const projection = createProjection(boundsOf(shapes.map((shape) => shape.geometry)), MAP_WIDTH, MAP_PADDING);
  const districts = [...shapes]
    .sort((a, b) => a.name.localeCompare(b.name, 'ko'))
    .map((shape) => {
      const [lng, lat] = shape.labelPoint;
      const anchor = projection.project(lng, lat);
      const chord = horizontalChordAt(shape.geometry, shape.labelPoint);
      const west = chord ? projection.project(chord[0], lat).x : anchor.x;
      const east = chord ? projection.project(chord[1], lat).x : anchor.x;
      return {
        name: shape.name,
        path: toSvgPath(shape.geometry, projection),
        labelX: anchor.x,
        labelY: anchor.y,
        // The label is centred on the anchor, so only twice the nearer side is usable.
        labelRoom: { width: 2 * Math.min(anchor.x - west, east - anchor.x), height: projectedSize(shape.geometry, projection).height },
      };
    });
  return { projection, districts };
}

function fits(text: string, district: DistrictLayout, fontSize: number): boolean {
  // Hangul glyphs are about 1 em wide; keep a little air to the borders.
  return text.length * fontSize <= district.labelRoom.width * 0.92 && fontSize * 1.6 <= district.labelRoom.height;
}

/** How much smaller a name may be written than the map's other names to fit its district. */
export const SMALL_LABEL_SCALE = 0.82;

/**
 * The name to write inside a district and its size: the full name ('서대문구') at `fontSize`, else
 * at SMALL_LABEL_SCALE of it, else nothing. Names are never shortened, so every label on one map
 * reads the same way; a district without a label stays named for screen readers and in the hover
 * chip.
 */
export function labelFor(district: DistrictLayout, fontSize: number): { text: string; fontSize: number } | null {
  for (const size of [fontSize, fontSize * SMALL_LABEL_SCALE]) {
    if (fits(district.name, district, size)) return { text: district.name, fontSize: size };
  }
  return null;
}

/** Whether a point lies on the drawn map, so a marker there would be visible. */
export function isOnMap(shapes: DistrictShape[], lat: number, lng: number): boolean {
  return findDistrictAt(shapes, lat, lng) !== null;
}
