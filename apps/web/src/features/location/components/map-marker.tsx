type MapMarkerProps = { x: number; y: number; size: number };

/**
 * A pin whose tip sits exactly on (x, y), drawn in the map's own units. The shape follows the
 * lucide MapPin so it matches the banner icon, filled so it reads on any district colour. Unnamed
 * shapes are skipped by screen readers; the selected-location box says the same in words.
 */
export function MapMarker({ x, y, size }: MapMarkerProps) {
  const scale = size / 24;
  return (
    <g transform={`translate(${x - 12 * scale} ${y - 22 * scale}) scale(${scale})`} className="pointer-events-none">
      <ellipse cx="12" cy="22" rx="4" ry="1.4" className="fill-gray-900/25" />
      <path
        d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"
        className="fill-brand-600 stroke-white"
        strokeWidth="1.5"
      />
      <circle cx="12" cy="10" r="3" className="fill-white" />
    </g>
  );
}
