import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from 'react';
import type { DistrictEntry } from '@/features/location/geo/address-search.ts';
import type { DistrictShape } from '@/features/location/geo/district-data.ts';
import { useElementWidth } from '@/features/location/hooks/use-element-width.ts';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import { cx } from '@/lib/cx.ts';
import { DistrictMapLabels } from './district-map-labels.tsx';
import { isOnMap, layoutDistricts } from './district-map-layout.ts';
import { MapMarker } from './map-marker.tsx';

export type DistrictPick = { district: string; lat: number; lng: number };

type DistrictMapProps = {
  shapes: DistrictShape[];
  /** Centre points: where keyboard selection puts the marker. */
  entries: DistrictEntry[];
  selectedDistrict: string | null;
  marker: { lat: number; lng: number } | null;
  onSelect: (pick: DistrictPick) => void;
};

// Sizes in CSS pixels; converted to user units from the rendered width so text stays readable
// on a 375 px phone and does not turn huge on a desktop.
const LABEL_PX = { small: 11, large: 13 } as const;
const MARKER_PX = 34;

/** Seoul's 25 districts as one SVG: every district a button (click, Enter, Space), no map service needed. */
export function DistrictMap({ shapes, entries, selectedDistrict, marker, onSelect }: DistrictMapProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const renderedWidth = useElementWidth(svgRef, 600);
  const [activeName, setActiveName] = useState<string | null>(null);
  const { projection, districts } = useMemo(() => layoutDistricts(shapes), [shapes]);

  const unitsPerPx = projection.width / renderedWidth;
  const fontSize = (renderedWidth < 480 ? LABEL_PX.small : LABEL_PX.large) * unitsPerPx;
  const markerPoint = marker && isOnMap(shapes, marker.lat, marker.lng) ? projection.project(marker.lng, marker.lat) : null;

  const selectCentre = (name: string) => {
    const entry = entries.find((candidate) => candidate.name === name);
    if (entry) onSelect({ district: name, lat: entry.lat, lng: entry.lng });
  };

  const onClick = (name: string, event: MouseEvent<SVGPathElement>) => {
    const matrix = svgRef.current?.getScreenCTM?.();
    // A keyboard "click" (detail 0) or a browser without CTM support picks the district centre.
    if (!matrix || event.detail === 0) return selectCentre(name);
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const { lat, lng } = projection.unproject(point.x, point.y);
    onSelect({ district: name, lat, lng });
  };

  const onKeyDown = (name: string, event: KeyboardEvent<SVGPathElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    selectCentre(name);
  };

  const active = districts.find((district) => district.name === activeName);
  const selected = districts.find((district) => district.name === selectedDistrict);

  return (
    <div
      className="relative mx-auto overflow-hidden rounded-2xl border border-gray-200 bg-[#eef3f8]"
      // On a short screen the height budget sets the width, so the frame hugs the drawing.
      style={{ maxWidth: `calc(max(16rem, 92dvh - 24rem) * ${projection.width / projection.height})` }}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot hold SVG shapes; the group names the map for screen readers */}
      <svg
        ref={svgRef}
        viewBox={`0 0 ${projection.width} ${projection.height}`}
        role="group"
        aria-label={LOCATION_TEXT.mapLabel}
        className="block h-auto w-full touch-manipulation select-none"
      >
        <g className="drop-shadow-[0_1px_2px_rgb(25_31_40_/_0.12)]">
          {districts.map((district) => {
            const isSelected = district.name === selectedDistrict;
            return (
              // biome-ignore lint/a11y/useSemanticElements: an HTML button cannot be an SVG shape; the path takes its role, focus and keys
              <path
                key={district.name}
                d={district.path}
                role="button"
                tabIndex={0}
                aria-label={district.name}
                aria-pressed={isSelected}
                fillRule="evenodd"
                vectorEffect="non-scaling-stroke"
                onClick={(event) => onClick(district.name, event)}
                onKeyDown={(event) => onKeyDown(district.name, event)}
                onMouseEnter={() => setActiveName(district.name)}
                onMouseLeave={() => setActiveName(null)}
                onFocus={() => setActiveName(district.name)}
                onBlur={() => setActiveName(null)}
                className={cx(
                  'stroke-gray-300 stroke-1 outline-none transition-colors duration-150',
                  isSelected ? 'fill-brand-500' : 'fill-white hover:fill-brand-50 focus-visible:fill-brand-50',
                )}
              />
            );
          })}
        </g>
        {/* Outlines drawn over every district, so a neighbour drawn later cannot hide them. */}
        {selected && (
          <path
            d={selected.path}
            fillRule="evenodd"
            vectorEffect="non-scaling-stroke"
            className="pointer-events-none fill-none stroke-brand-700 stroke-2"
          />
        )}
        {active && active !== selected && (
          <path
            d={active.path}
            fillRule="evenodd"
            vectorEffect="non-scaling-stroke"
            className="pointer-events-none fill-none stroke-brand-600 stroke-[2.5]"
          />
        )}
        <DistrictMapLabels
          districts={districts}
          fontSize={fontSize}
          selectedDistrict={selectedDistrict}
          marker={markerPoint}
          markerSize={MARKER_PX * unitsPerPx}
        />
        {markerPoint && <MapMarker x={markerPoint.x} y={markerPoint.y} size={MARKER_PX * unitsPerPx} />}
      </svg>
      {active && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute top-2.5 left-2.5 rounded-lg bg-white/95 px-2.5 py-1 text-sm font-bold text-gray-900 shadow-card"
        >
          {active.name}
        </p>
      )}
    </div>
  );
}
