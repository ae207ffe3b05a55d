import type { Group } from '@dongne/contract';
import { useState } from 'react';
import { categoryVisual } from '@/features/groups/lib/category-visual.ts';
import { cx } from '@/lib/cx.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

type GroupCoverProps = { group: Pick<Group, 'imageUrl' | 'categoryId'>; className?: string };

/**
 * The group's photo, or a soft gradient with its category's icon when it has none or the file
 * fails to load (spec §8). Decorative: the card's heading already names the group.
 */
export function GroupCover({ group, className }: GroupCoverProps) {
  const src = resolveImageUrl(group.imageUrl);
  // Remembers which address failed, so a new photo after an edit gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { icon: Icon, gradient, tint } = categoryVisual(group.categoryId);
  return (
    <div className={cx('relative overflow-hidden bg-gray-100', className)}>
      {src && failedSrc !== src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="size-full object-cover transition-transform duration-300 group-hover/card:scale-[1.03]"
        />
      ) : (
        <div className={cx('flex size-full items-center justify-center bg-gradient-to-br', gradient)}>
          <Icon className={cx('size-1/3 max-h-14 max-w-14 opacity-70', tint)} strokeWidth={1.6} aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
