import { useState } from 'react';
import { Lightbox } from '@/components/ui/lightbox.tsx';
import { SafeImage } from '@/components/ui/safe-image.tsx';
import { planImageGrid } from '@/features/posts/lib/image-grid-layout.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { cx } from '@/lib/cx.ts';

const CONTAINER = {
  // One photo keeps its own shape (a portrait shot is not cut to a strip), up to a screen-friendly height.
  single: '',
  double: 'grid-cols-2 aspect-[2/1]',
  grid: 'grid-cols-2 grid-rows-2 aspect-[4/3]',
} as const;

/**
 * A post's images (spec §2): one full width, two side by side, three or more in a 2×2 grid with
 * '+N' on the fourth tile. Every tile opens the lightbox at that image, the hidden ones included.
 */
export function ImageGrid({ imageUrls, className }: { imageUrls: readonly string[]; className?: string }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const plan = planImageGrid(imageUrls.length);
  if (!plan) return null;
  const total = imageUrls.length;

  return (
    <>
      <div data-layout={plan.layout} className={cx('grid gap-1 overflow-hidden rounded-xl', CONTAINER[plan.layout], className)}>
        {imageUrls.slice(0, plan.tiles).map((url, index) => {
          const isLast = index === plan.tiles - 1;
          const showMore = isLast && plan.hidden > 0;
          return (
            <button
              // Two equal URLs in one post are still two tiles.
              // biome-ignore lint/suspicious/noArrayIndexKey: position is the tile's identity here
              key={`${index}-${url}`}
              type="button"
              onClick={() => setOpenIndex(index)}
              className={cx(
                'relative min-h-0 overflow-hidden bg-gray-100 focus-visible:outline-offset-[-3px]',
                plan.layout === 'grid' && plan.tiles === 3 && index === 0 && 'row-span-2',
              )}
            >
              <SafeImage
                src={url}
                alt={POST_TEXT.imageAlt(index + 1, total)}
                className={plan.layout === 'single' ? 'block max-h-[32rem] min-h-40 w-full object-cover' : 'size-full object-cover'}
              />
              {showMore && (
                <>
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 flex items-center justify-center bg-gray-900/55 text-2xl font-bold text-white"
                  >
                    {POST_TEXT.moreImages(plan.hidden)}
                  </span>
                  <span className="sr-only">{POST_TEXT.moreImagesLabel(plan.hidden)}</span>
                </>
              )}
            </button>
          );
        })}
      </div>
      {openIndex !== null && (
        <Lightbox
          images={imageUrls.map((url, index) => ({ url, alt: POST_TEXT.imageAlt(index + 1, total) }))}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
        />
      )}
    </>
  );
}
