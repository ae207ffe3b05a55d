import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

type SafeImageProps = { src: string; alt: string; className?: string; draggable?: boolean };

/** An image (a post's, the album's) that turns into a named placeholder when it cannot load (spec §8 image load failure). */
export function SafeImage({ src, alt, className, draggable }: SafeImageProps) {
  const url = resolveImageUrl(src) ?? src;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (failedUrl === url) {
    return (
      <span
        role="img"
        aria-label={`${alt} (${TEXT.imageBroken})`}
        className={cx('flex flex-col items-center justify-center gap-1.5 bg-gray-100 text-gray-500', className)}
      >
        <ImageOff className="size-6" aria-hidden="true" />
        <span className="text-xs">{TEXT.imageBroken}</span>
      </span>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      decoding="async"
      draggable={draggable}
      className={className}
      onError={() => setFailedUrl(url)}
    />
  );
}
