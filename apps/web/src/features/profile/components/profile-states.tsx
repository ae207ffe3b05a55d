import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { NotFoundCard } from '@/components/ui/not-found-card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';

/** The header card's boxes (banner, photo, name, bio, counts) so nothing jumps when data arrives. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={PROFILE_TEXT.loading} className="overflow-hidden rounded-card bg-white shadow-card">
      <Skeleton className="h-28 rounded-none! sm:h-40" />
      <div className="px-5 pb-6 sm:px-8">
        <Skeleton className="relative -mt-12 size-24 rounded-full! ring-4 ring-white sm:-mt-14 sm:size-28" />
        <Skeleton className="mt-4 h-7 w-40" />
        <Skeleton className="mt-3 h-4.5 w-3/4" />
        <Skeleton className="mt-3 h-4 w-56" />
      </div>
      <div className="grid grid-cols-3 border-t border-gray-100">
        {[0, 1, 2].map((cell) => (
          <div key={cell} className="flex flex-col items-center gap-1.5 py-4">
            <Skeleton className="h-6 w-8" />
            <Skeleton className="h-4 w-16" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Spec §8: a missing user reads '사용자를 찾을 수 없습니다'. */
export function ProfileNotFound() {
  return (
    <NotFoundCard
      icon={UserX}
      title={PROFILE_TEXT.userNotFound}
      description={PROFILE_TEXT.userNotFoundBody}
      action={
        <Link to={paths.home} className={buttonClasses({ variant: 'outline' })}>
          {PROFILE_TEXT.goHome}
        </Link>
      }
    />
  );
}

export function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-14 text-center text-[15px] text-gray-700 shadow-card"
    >
      {PROFILE_TEXT.profileLoadFailed}
      <Button variant="outline" onClick={onRetry}>
        {PROFILE_TEXT.retry}
      </Button>
    </div>
  );
}
