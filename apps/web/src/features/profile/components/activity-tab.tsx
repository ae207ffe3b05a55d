import type { Profile } from '@dongne/contract';
import { Crown, FileText, Heart, type LucideIcon, Sparkles, Users } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { profileCounts } from '@/features/profile/lib/profile-format.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { AttendanceHistory } from './attendance-history.tsx';

type Stat = { label: string; value: number; icon: LucideIcon; tone: string };

type ActivityTabProps = { profile: Profile; isOwner: boolean; onEditInterests: () => void };

/** Activity info (spec §2): four stats and the names of the user's interest categories. */
export function ActivityTab({ profile, isOwner, onEditInterests }: ActivityTabProps) {
  const counts = profileCounts(profile);
  const stats: Stat[] = [
    { label: PROFILE_TEXT.statParticipated, value: counts.participated, icon: Users, tone: 'bg-brand-50 text-brand-600' },
    { label: PROFILE_TEXT.statOwned, value: counts.owned, icon: Crown, tone: 'bg-amber-50 text-amber-600' },
    { label: PROFILE_TEXT.statPosts, value: counts.posts, icon: FileText, tone: 'bg-sky-50 text-sky-600' },
    { label: PROFILE_TEXT.statLikes, value: counts.likes, icon: Heart, tone: 'bg-pink-50 text-pink-600' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="activity-stats">
        <h3 id="activity-stats" className="sr-only">
          {PROFILE_TEXT.statsLabel}
        </h3>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map(({ label, value, icon: Icon, tone }) => (
            <div key={label} className="flex flex-col gap-2.5 rounded-card bg-white p-4 shadow-card ring-1 ring-gray-100 sm:p-5">
              <dt className="flex items-center gap-2 text-sm font-medium text-gray-600">
                <span className={`flex size-8 items-center justify-center rounded-lg ${tone}`} aria-hidden="true">
                  <Icon className="size-4" />
                </span>
                {label}
              </dt>
              <dd className="text-2xl font-bold text-gray-900 tabular-nums">{value.toLocaleString('ko-KR')}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="activity-interests" className="rounded-card bg-white p-5 shadow-card ring-1 ring-gray-100 sm:p-6">
        <h3 id="activity-interests" className="text-base font-bold text-gray-900">
          {PROFILE_TEXT.interestsTitle}
        </h3>
        {profile.interests.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {profile.interests.map((name) => (
              <li key={name} className="rounded-full bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-700">
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-2 flex flex-col items-start gap-3">
            <p className="text-[15px] text-gray-600">{isOwner ? PROFILE_TEXT.interestsEmptyOwn : PROFILE_TEXT.interestsEmpty}</p>
            {isOwner && (
              <Button variant="secondary" size="sm" onClick={onEditInterests}>
                <Sparkles className="size-4" aria-hidden="true" />
                {PROFILE_TEXT.setInterests}
              </Button>
            )}
          </div>
        )}
      </section>
      {isOwner && <AttendanceHistory />}
    </div>
  );
}
