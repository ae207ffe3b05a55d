import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../lib/cx.ts';
import { resolveImageUrl } from '../../../lib/image-url.ts';
import { PROFILE_TEXT } from '../profile-messages.ts';

type ProfileAvatarProps = { src: string | null | undefined; nickname: string; className?: string };

/**
 * The large round photo of the profile and the edit modal, or the default person icon when there
 * is none or it fails to load (spec §2, §8 image placeholder).
 */
export function ProfileAvatar({ src, nickname, className }: ProfileAvatarProps) {
  const url = resolveImageUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const box = cx('shrink-0 overflow-hidden rounded-full bg-white', className);
  if (!url || failedUrl === url) {
    return (
      <span className={cx(box, 'flex items-center justify-center bg-brand-100 text-brand-600')} aria-hidden="true">
        <UserRound className="size-1/2" strokeWidth={1.75} />
      </span>
    );
  }
  return <img src={url} alt={PROFILE_TEXT.avatarAlt(nickname)} className={cx(box, 'object-cover')} onError={() => setFailedUrl(url)} />;
}
