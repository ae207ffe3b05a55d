import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { TEXT } from '../../../config/messages.ts';
import { cx } from '../../../lib/cx.ts';
import { resolveImageUrl } from '../../../lib/image-url.ts';

type AuthorAvatarProps = { nickname: string; src: string | null | undefined; size?: 'sm' | 'md'; className?: string };

const SIZES = { sm: 'size-8', md: 'size-10' } as const;

/** The author's photo with its alt text, or the default person icon (also named) when missing or broken (spec §2 Post detail). */
export function AuthorAvatar({ nickname, src, size = 'md', className }: AuthorAvatarProps) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const alt = TEXT.profileImageAlt(nickname);
  const box = cx('shrink-0 overflow-hidden rounded-full', SIZES[size], className);
  if (!url || failedUrl === url) {
    return (
      <span role="img" aria-label={alt} className={cx(box, 'flex items-center justify-center bg-brand-100 text-brand-700')}>
        <UserRound className="size-3/5" aria-hidden="true" />
      </span>
    );
  }
  return <img src={url} alt={alt} className={cx(box, 'object-cover')} onError={() => setFailedUrl(url)} />;
}
