import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

type AvatarProps = {
  src: string | null | undefined;
  /** Names the picture "{nickname}님의 프로필 사진"; left out where the nickname beside it is the name. */
  nickname?: string;
  /** Names the default icon too (lists of people); the profile names only a real photo. */
  namesIcon?: boolean;
  /** Size and extras of the round box. */
  className?: string;
  iconClassName?: string;
};

/** A person's round photo, or the default person icon when there is none or it fails to load (spec §8). */
export function Avatar({ src, nickname, namesIcon = true, className, iconClassName = 'size-3/5' }: AvatarProps) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const alt = nickname === undefined ? undefined : TEXT.profileImageAlt(nickname);
  const box = cx('shrink-0 overflow-hidden rounded-full', className);
  if (!url || failedUrl === url) {
    const icon = <UserRound className={iconClassName} aria-hidden="true" />;
    const fallback = cx(box, 'flex items-center justify-center bg-brand-100 text-brand-700');
    return namesIcon && alt ? (
      <span role="img" aria-label={alt} className={fallback}>
        {icon}
      </span>
    ) : (
      <span aria-hidden="true" className={fallback}>
        {icon}
      </span>
    );
  }
  return <img src={url} alt={alt ?? ''} className={cx(box, 'object-cover')} onError={() => setFailedUrl(url)} />;
}
