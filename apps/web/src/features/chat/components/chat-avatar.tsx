import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import { resolveImageUrl } from '../../../lib/image-url.ts';

/**
 * The sender's photo, or the default person icon when there is none or it fails to load. It is
 * decoration beside the nickname, which names the sender already, so it stays out of the reading.
 */
export function ChatAvatar({ src, className }: { src: string | null; className?: string }) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cx('size-9 shrink-0 overflow-hidden rounded-full', className);
  if (!url || failedUrl === url) {
    return (
      <span aria-hidden="true" className={cx(box, 'flex items-center justify-center bg-brand-100 text-brand-700')}>
        <UserRound className="size-3/5" />
      </span>
    );
  }
  return <img src={url} alt="" aria-hidden="true" className={cx(box, 'object-cover')} onError={() => setFailedUrl(url)} />;
}
