import type { Point } from '@/features/location/geo/projection.ts';
import { type DistrictLayout, labelFor } from './district-map-layout.ts';

type DistrictMapLabelsProps = {
  districts: DistrictLayout[];
  fontSize: number;
  selectedDistrict: string | null;
  /** The marker's tip; the selected district's name tag hangs just below it. */
  marker: Point | null;
  markerSize: number;
};

type Box = { left: number; top: number; right: number; bottom: number };

function boxAround({ x, y }: Point, width: number, height: number): Box {
  return { left: x - width / 2, top: y - height / 2, right: x + width / 2, bottom: y + height / 2 };
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * District names in the map's units. The chosen district gets a name tag under the pin, as map
 * apps label a dropped pin, so the pin never covers its own district's name. Hidden from screen
 * readers: every district button already carries its name.
 */
export function DistrictMapLabels({ districts, fontSize, selectedDistrict, marker, markerSize }: DistrictMapLabelsProps) {
  const selected = districts.find((district) => district.name === selectedDistrict);
  const tagAt = marker ? { x: marker.x, y: marker.y + fontSize * 1.5 } : selected ? { x: selected.labelX, y: selected.labelY } : null;
  const tagWidth = (selected?.name.length ?? 0) * fontSize + fontSize * 1.3;
  const tagHeight = fontSize * 1.85;
  // A neighbour's name half hidden under the pin or the tag reads as clutter: leave it out.
  const covered: Box[] = [
    ...(tagAt && selected ? [boxAround(tagAt, tagWidth, tagHeight)] : []),
    ...(marker ? [boxAround({ x: marker.x, y: marker.y - markerSize / 2 }, markerSize * 0.7, markerSize)] : []),
  ];
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is never focusable; the district buttons already carry these names
    <g aria-hidden="true" className="pointer-events-none" fontSize={fontSize} textAnchor="middle" dominantBaseline="central">
      {districts.map((district) => {
        const label = district === selected ? null : labelFor(district, fontSize);
        if (!label) return null;
        const { text, fontSize: size } = label;
        const box = boxAround({ x: district.labelX, y: district.labelY }, text.length * size, size * 1.2);
        if (covered.some((area) => overlaps(area, box))) return null;
        return (
          <text
            key={district.name}
            x={district.labelX}
            y={district.labelY}
            fontSize={size === fontSize ? undefined : size}
            // A white halo keeps names readable where they cross a border line.
            stroke="white"
            strokeWidth={size * 0.28}
            strokeLinejoin="round"
            paintOrder="stroke"
            className="fill-gray-700 font-semibold tracking-tight"
          >
            {text}
          </text>
        );
      })}
      {selected && tagAt && (
        <g transform={`translate(${tagAt.x} ${tagAt.y})`}>
          <rect
            x={-tagWidth / 2}
            y={-tagHeight / 2}
            width={tagWidth}
            height={tagHeight}
            rx={tagHeight / 2}
            className="fill-brand-700 stroke-white"
            strokeWidth={fontSize * 0.14}
          />
          <text className="fill-white font-bold tracking-tight">{selected.name}</text>
        </g>
      )}
    </g>
  );
}
