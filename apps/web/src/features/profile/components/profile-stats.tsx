import type { Profile } from '@dongne/contract';
import { profileCounts } from '@/features/profile/lib/profile-format.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';

/** The header's three counts; "participated" is the server's number as given (see profileCounts). */
export function ProfileStats({ profile }: { profile: Profile }) {
  const counts = profileCounts(profile);
  const items = [
    { label: PROFILE_TEXT.participatedGroups, value: counts.participated },
    { label: PROFILE_TEXT.ownedGroups, value: counts.owned },
    { label: PROFILE_TEXT.writtenPosts, value: counts.posts },
  ];
  return (
    <dl className="grid grid-cols-3 divide-x divide-gray-100 border-t border-gray-100">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse items-center gap-0.5 px-2 py-4 text-center">
          <dt className="text-[13px] text-gray-600 sm:text-sm">{item.label}</dt>
          <dd className="text-xl font-bold text-gray-900 tabular-nums">{item.value.toLocaleString('ko-KR')}</dd>
        </div>
      ))}
    </dl>
  );
}
