import type { Group } from '@dongne/contract';
import { CalendarDays, Crown, Lock, MapPin, UsersRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { UserLink } from '@/components/ui/user-link.tsx';
import { GROUP_TEXT } from '@/config/group-messages.ts';
import { categoryVisual } from '@/features/groups/lib/category-visual.ts';
import { cx } from '@/lib/cx.ts';
import { formatLongDate } from '@/lib/dates.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

function Cover({ group }: { group: Group }) {
  const url = resolveImageUrl(group.imageUrl);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const visual = categoryVisual(group.categoryId);
  const box = 'aspect-[16/9] w-full sm:aspect-[3/1]';
  if (url && failedUrl !== url) {
    return <img src={url} alt={GROUP_TEXT.imageAlt(group.name)} className={cx(box, 'object-cover')} onError={() => setFailedUrl(url)} />;
  }
  // No photo (or a broken one): the category's gradient and icon, so the page still has a face.
  const Icon = visual.icon;
  return (
    <div className={cx(box, 'flex items-center justify-center bg-gradient-to-br', visual.gradient)}>
      <Icon className={cx('size-16 sm:size-20', visual.tint)} strokeWidth={1.5} aria-hidden="true" />
    </div>
  );
}

function Meta({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <Icon className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

type GroupDetailHeaderProps = { group: Group; actions: ReactNode };

/** Cover, name, description and facts of a group, with the viewer's action area (spec §2 Group detail). */
export function GroupDetailHeader({ group, actions }: GroupDetailHeaderProps) {
  return (
    <header className="overflow-hidden rounded-card border border-gray-100 bg-white shadow-card">
      <Cover group={group} />
      <div className="flex flex-col gap-6 px-5 py-6 sm:px-8 sm:py-7 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-[13px] font-semibold text-brand-700">{group.category.name}</span>
            {!group.isPublic && (
              <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-1 text-[13px] font-semibold text-gray-700">
                <Lock className="size-3.5" aria-hidden="true" />
                {GROUP_TEXT.privateBadge}
              </span>
            )}
          </div>
          <h1 className="mt-3 text-title font-bold text-gray-900 sm:text-[1.75rem]">{group.name}</h1>
          <p className="mt-2 text-[15px] leading-relaxed whitespace-pre-line text-gray-700">{group.description}</p>
          <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-gray-700">
            <Meta icon={MapPin}>{GROUP_TEXT.location(group.location.city, group.location.district)}</Meta>
            <Meta icon={UsersRound}>{GROUP_TEXT.memberCount(group.memberCount, group.maxMembers)}</Meta>
            <Meta icon={CalendarDays}>{GROUP_TEXT.foundedOn(formatLongDate(group.createdAt))}</Meta>
            <Meta icon={Crown}>
              {GROUP_TEXT.ownerLabel} <UserLink user={group.owner} className="font-semibold text-gray-900" />
            </Meta>
          </ul>
          {group.tags.length > 0 && (
            <ul aria-label={GROUP_TEXT.tagsLabel} className="mt-4 flex flex-wrap gap-1.5">
              {group.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-gray-100 px-2.5 py-1 text-[13px] font-medium text-gray-700">
                  #{tag}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="w-full shrink-0 lg:w-64">{actions}</div>
      </div>
    </header>
  );
}
