import type { SharedGroup } from '@dongne/contract';
import { UsersRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { groupPath } from '@/config/paths.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

const TEXT = {
  heading: (nickname: string) => `${nickname}님과 함께하는 모임`,
  count: (count: number) => `${count}개`,
} as const;

/**
 * On someone else's profile, the groups the viewer is in with them (contract §14): what two
 * neighbours have in common, each a way back to that group.
 */
export function SharedGroups({ nickname, groups }: { nickname: string; groups: readonly SharedGroup[] }) {
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="flex items-baseline gap-2 text-[17px] font-bold text-gray-900">
        {TEXT.heading(nickname)}
        <span className="text-sm font-semibold text-brand-600">{TEXT.count(groups.length)}</span>
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {groups.map((group) => {
          const image = resolveImageUrl(group.imageUrl);
          return (
            <li key={group.id}>
              <Link
                to={groupPath(group.id)}
                className="flex h-11 max-w-[16rem] items-center gap-2 rounded-full border border-gray-200 bg-white pr-4 pl-1.5 text-[15px] font-semibold text-gray-800 hover:border-brand-300 hover:bg-brand-50"
              >
                {image ? (
                  <img src={image} alt="" className="size-8 shrink-0 rounded-full object-cover" />
                ) : (
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                    <UsersRound className="size-4" aria-hidden="true" />
                  </span>
                )}
                <span className="truncate">{group.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
