import { Avatar } from '@/components/ui/avatar.tsx';

type ProfileAvatarProps = { src: string | null | undefined; nickname: string; className?: string };

/**
 * The large round photo of the profile and the edit modal: only a real photo is named, the default
 * icon stays decoration beside the nickname heading (spec §2, §8 image placeholder).
 */
export function ProfileAvatar({ src, nickname, className }: ProfileAvatarProps) {
  return (
    <Avatar src={src} nickname={nickname} namesIcon={false} className={className} iconClassName="size-1/2 stroke-[1.75] text-brand-600" />
  );
}
