import type { Profile } from '@dongne/contract';
import { Ban, BellRing, CalendarDays, MapPin, MonitorSmartphone, Pencil, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { BLOCKS_TEXT } from '@/components/safety/blocks-text.ts';
import { ProfileBlockButton } from '@/components/safety/profile-block-button.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { ReportMenu } from '@/components/ui/report-menu.tsx';
import { paths } from '@/config/paths.ts';
import { SAFETY_TEXT } from '@/config/safety-messages.ts';
import { formatJoinMonth, formatRegion } from '@/features/profile/lib/profile-format.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileStats } from './profile-stats.tsx';

type ProfileHeaderProps = {
  profile: Profile;
  isOwner: boolean;
  onEditProfile: () => void;
  onEditInterests: () => void;
};

/**
 * Banner, photo, nickname, bio, district, join month and the three counts (spec §2 Profile). The
 * owner's buttons sit beside the photo from 640 px up and under the text on a phone.
 */
export function ProfileHeader({ profile, isOwner, onEditProfile, onEditInterests }: ProfileHeaderProps) {
  const region = formatRegion(profile.location);
  const joined = formatJoinMonth(profile.createdAt);
  return (
    <section aria-labelledby="profile-nickname" className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-gray-100">
      <div aria-hidden="true" className="relative h-28 bg-linear-to-br from-brand-300 via-brand-500 to-brand-700 sm:h-40">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_120%,rgb(255_255_255/0.28),transparent_55%)]" />
        <div className="absolute -top-10 right-6 size-40 rounded-full bg-white/10 sm:right-16 sm:size-56" />
      </div>
      <div className="grid grid-cols-1 gap-x-4 px-5 pb-6 sm:grid-cols-[1fr_auto] sm:px-8">
        <ProfileAvatar
          src={profile.profileImage}
          nickname={profile.nickname}
          className="relative -mt-12 size-24 ring-4 ring-white sm:-mt-14 sm:size-28"
        />
        <div className="mt-3 min-w-0 sm:col-span-2">
          <div className="flex items-center justify-between gap-2">
            <h1 id="profile-nickname" className="truncate text-2xl font-bold text-gray-900">
              {profile.nickname}
            </h1>
            {!isOwner && (
              <ReportMenu target={{ targetType: 'USER', targetId: profile.id }} ownerId={profile.id} label={SAFETY_TEXT.userMenu} />
            )}
          </div>
          <p
            className={
              profile.bio ? 'mt-2 text-[15px] leading-relaxed whitespace-pre-line text-gray-700' : 'mt-2 text-[15px] text-gray-500'
            }
          >
            {profile.bio || PROFILE_TEXT.noBio}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-gray-600">
            <li className="flex items-center gap-1.5">
              <MapPin className="size-4 text-gray-400" aria-hidden="true" />
              <span className="sr-only">{PROFILE_TEXT.regionLabel}</span>
              {region ?? PROFILE_TEXT.noRegion}
            </li>
            {joined && (
              <li className="flex items-center gap-1.5">
                <CalendarDays className="size-4 text-gray-400" aria-hidden="true" />
                {joined}
              </li>
            )}
          </ul>
        </div>
        {isOwner && (
          <div className="mt-5 grid grid-cols-2 gap-2 sm:col-start-2 sm:row-start-1 sm:mt-4 sm:flex sm:self-start">
            <Button variant="outline" size="sm" onClick={onEditProfile} className="h-10">
              <Pencil className="size-4" aria-hidden="true" />
              {PROFILE_TEXT.editProfile}
            </Button>
            <Button variant="outline" size="sm" onClick={onEditInterests} className="h-10">
              <Sparkles className="size-4" aria-hidden="true" />
              {PROFILE_TEXT.editInterests}
            </Button>
            <Link to={paths.profileDevices} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'col-span-2 h-10' })}>
              <MonitorSmartphone className="size-4" aria-hidden="true" />
              {PROFILE_TEXT.devicesLink}
            </Link>
            <Link
              to={paths.notificationSettings}
              className={buttonClasses({ variant: 'outline', size: 'sm', className: 'col-span-2 h-10' })}
            >
              <BellRing className="size-4" aria-hidden="true" />
              {PROFILE_TEXT.notificationSettingsLink}
            </Link>
            <Link to={paths.profileBlocks} className={buttonClasses({ variant: 'outline', size: 'sm', className: 'col-span-2 h-10' })}>
              <Ban className="size-4" aria-hidden="true" />
              {BLOCKS_TEXT.link}
            </Link>
          </div>
        )}
        {!isOwner && (
          <div className="mt-5 flex sm:col-start-2 sm:row-start-1 sm:mt-4 sm:self-start">
            <ProfileBlockButton profile={profile} className="h-10 w-full sm:w-auto" />
          </div>
        )}
      </div>
      <ProfileStats profile={profile} />
    </section>
  );
}
