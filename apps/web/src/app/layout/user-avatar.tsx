import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../lib/cx.ts';
import { resolveImageUrl } from '../../lib/image-url.ts';

type UserAvatarProps = { src: string | null | undefined; size?: 'sm' | 'md'; className?: string };

const SIZES = { sm: 'size-8', md: 'size-11' } as const;

/** Profile photo, or the default person icon when there is none or it fails to load. */
export function UserAvatar({ src, size = 'sm', className }: UserAvatarProps) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cx('shrink-0 overflow-hidden rounded-full', SIZES[size], className);
  if (!url || failedUrl === url) {
    return (
      <span className={cx(box, 'flex items-center justify-center bg-brand-100 text-brand-700')} aria-hidden="true">
        <UserRound className="size-3/5" />
      </span>
    );
  }
  return <img src={url} alt="" className={cx(box, 'object-cover')} onError={() => setFailedUrl(url)} />;
}
