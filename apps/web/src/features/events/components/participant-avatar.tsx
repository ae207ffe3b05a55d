import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import { resolveImageUrl } from '../../../lib/image-url.ts';

/** A participant's photo or the default person icon; decorative, since the nickname sits beside it. */
export function ParticipantAvatar({ src, className }: { src: string | null; className?: string }) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cx('size-10 shrink-0 overflow-hidden rounded-full', className);
  if (!url || failedUrl === url) {
    return (
      <span aria-hidden="true" className={cx(box, 'flex items-center justify-center bg-brand-100 text-brand-700')}>
        <UserRound className="size-3/5" />
      </span>
    );
  }
  return <img src={url} alt="" className={cx(box, 'object-cover')} onError={() => setFailedUrl(url)} />;
}
