/** [lng, lat], the GeoJSON order. */
export type Position = [number, number];
export type Ring = Position[];

export type PolygonGeometry = { type: 'Polygon'; coordinates: Ring[] };
export type MultiPolygonGeometry = { type: 'MultiPolygon'; coordinates: Ring[][] };
export type DistrictGeometry = PolygonGeometry | MultiPolygonGeometry;

export type Bounds = { minLng: number; minLat: number; maxLng: number; maxLat: number };

/** The polygons of a geometry as lists of rings (outer ring first, then holes). */
export function polygonsOf(geometry: DistrictGeometry): Ring[][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** Ray casting: counts edge crossings of a ray going east from the point. */
export function isPointInRing([lng, lat]: Position, ring: Ring): boolean {
  let isInside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    const crosses = yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi;
    if (crosses) isInside = !isInside;
  }
  return isInside;
}

/** Inside the outer ring and outside every hole of one of the polygons. */
export function isPointInGeometry(point: Position, geometry: DistrictGeometry): boolean {
  return polygonsOf(geometry).some(
    ([outer, ...holes]) => outer !== undefined && isPointInRing(point, outer) && !holes.some((hole) => isPointInRing(point, hole)),
  );
}

/** Signed shoelace area and area-weighted centre of one ring (in degrees, fine at city scale). */
function ringMoments(ring: Ring): { area: number; cx: number; cy: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0, y0] = ring[j] as Position;
    const [x1, y1] = ring[i] as Position;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  return { area: area / 2, cx, cy };
}

/** Area-weighted centroid of all outer rings minus holes; the label anchor of a district. */
export function centroidOf(geometry: DistrictGeometry): Position {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (const rings of polygonsOf(geometry)) {
    rings.forEach((ring, index) => {
      const moments = ringMoments(ring);
      // Ring winding differs between sources: take outer rings as positive and holes as negative.
      const sign = (index === 0 ? 1 : -1) * Math.sign(moments.area);
      area += sign * moments.area;
      cx += sign * moments.cx;
      cy += sign * moments.cy;
    });
  }
  if (area === 0) {
    const first = polygonsOf(geometry)[0]?.[0]?.[0];
    return first ?? [0, 0];
  }
  return [cx / (6 * area), cy / (6 * area)];
}

/** Smallest lng/lat box holding every ring of every geometry. */
export function boundsOf(geometries: DistrictGeometry[]): Bounds {
  const bounds: Bounds = { minLng: Infinity, minLat: Infinity, maxLng: -Infinity, maxLat: -Infinity };
  for (const geometry of geometries) {
    for (const rings of polygonsOf(geometry)) {
      for (const [lng, lat] of rings.flat()) {
        bounds.minLng = Math.min(bounds.minLng, lng);
        bounds.maxLng = Math.max(bounds.maxLng, lng);
        bounds.minLat = Math.min(bounds.minLat, lat);
        bounds.maxLat = Math.max(bounds.maxLat, lat);
      }
    }
  }
  return bounds;
}

/**
 * The stretch of the horizontal line through `point` that lies inside the geometry and contains
 * the point, as [west, east] longitudes; null when the point is outside. Used to see whether a
 * name fits where it would be written, which a bounding box overstates for bent districts.
 */
export function horizontalChordAt(geometry: DistrictGeometry, [lng, lat]: Position): [number, number] | null {
  return insideStretches(geometry, lat).find(([west, east]) => lng >= west && lng <= east) ?? null;
}

/** Every [west, east] stretch of the line at `lat` that lies inside the geometry. */
function insideStretches(geometry: DistrictGeometry, lat: number): Array<[number, number]> {
  const crossings: number[] = [];
  for (const ring of polygonsOf(geometry).flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as Position;
      const [xj, yj] = ring[j] as Position;
      if (yi > lat !== yj > lat) crossings.push(xi + ((lat - yi) * (xj - xi)) / (yj - yi));
    }
  }
  crossings.sort((a, b) => a - b);
  const stretches: Array<[number, number]> = [];
  for (let k = 0; k + 1 < crossings.length; k += 2) stretches.push([crossings[k] as number, crossings[k + 1] as number]);
  return stretches;
}

/**
 * Where a district's name reads best: the middle of the widest inside stretch that still has
 * room just above and below it. Bent districts (종로구, 마포구) put their centroid near an edge or
 * outside; this keeps the label in the open part of the shape.
 */
export function labelPointOf(geometry: DistrictGeometry, rows = 24): Position {
  const { minLat, maxLat } = boundsOf([geometry]);
  const margin = (maxLat - minLat) * 0.06;
  let best: { room: number; point: Position } = { room: -1, point: centroidOf(geometry) };
  for (let row = 1; row < rows; row++) {
    const lat = minLat + ((maxLat - minLat) * row) / rows;
    for (const [west, east] of insideStretches(geometry, lat)) {
      const middle = (west + east) / 2;
      const room = Math.min(
        ...[lat - margin, lat, lat + margin].map((rowLat) => {
          const chord = horizontalChordAt(geometry, [middle, rowLat]);
          return chord ? 2 * Math.min(middle - chord[0], chord[1] - middle) : 0;
        }),
      );
      if (room > best.room) best = { room, point: [middle, lat] };
    }
  }
  return best.point;
}
