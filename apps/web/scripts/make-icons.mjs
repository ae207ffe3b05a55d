// Draws the app's icons (manifest, Apple touch icon) from the brand mark of `public/favicon.svg`:
// the white pin on brand orange (--color-brand-500 in src/index.css). The PNGs are committed; run
// this again only when the mark changes: `node apps/web/scripts/make-icons.mjs`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC = path.resolve(import.meta.dirname, '../public');
const BRAND = '#ff6f0f';
const PIN =
  'M32 14c-8.3 0-15 6.5-15 14.6C17 39.5 32 52 32 52s15-12.5 15-23.4C47 20.5 40.3 14 32 14zm0 20a5.6 5.6 0 1 1 0-11.2A5.6 5.6 0 0 1 32 34z';

/** The favicon's rounded square, corners transparent: for launchers that show the icon as it is. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${BRAND}"/><path d="${PIN}" fill="#fff"/></svg>`;

/**
 * Orange to the edges with the pin inside the central circle of 40 % radius that every mask keeps
 * (maskable icons: the launcher cuts its own shape). Also iOS's touch icon, which iOS rounds itself
 * and which must not be transparent (iOS fills transparency with black).
 */
function fullBleed(pinScale) {
  const offset = 32 - 32 * pinScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND}"/><path d="${PIN}" fill="#fff" transform="translate(${offset} ${offset}) scale(${pinScale})"/></svg>`;
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, svg: rounded },
  { file: 'icons/icon-512.png', size: 512, svg: rounded },
  // The pin spans 38 of 64 units high: at 0.75 it fits the maskable safe circle (radius 25.6 units).
  { file: 'icons/maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.85) },
];

await mkdir(path.join(PUBLIC, 'icons'), { recursive: true });
for (const { file, size, svg } of ICONS) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(PUBLIC, file));
  console.log(`make-icons: ${file} (${size}×${size})`);
}
