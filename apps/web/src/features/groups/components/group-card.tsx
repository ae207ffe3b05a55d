import type { Group } from '@dongne/contract';
import { Lock, MapPin, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { TEXT } from '@/config/messages.ts';
import { groupPath, paths } from '@/config/paths.ts';
import { formatFounded } from '@/features/groups/lib/card-format.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { splitTags } from '@/lib/card-tags.ts';
import { GroupCover } from './group-cover.tsx';

// The whole card is clickable through the name's link stretched over it (`after:inset-0`), so the
// accessible name stays the group's name while the rest of the card is still read as its content.
const STRETCHED = 'text-left after:absolute after:inset-0 after:z-10 after:content-[""] focus-visible:outline-none';

type GroupCardProps = { group: Group; headingLevel?: 'h2' | 'h3' };

/** One group in a list (spec §2 Group card): a row on phones, a photo card from the small breakpoint up. */
export function GroupCard({ group, headingLevel: Heading = 'h3' }: GroupCardProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const navigate = useNavigate();
  const [isAsking, setIsAsking] = useState(false);
  const titleId = useId();
  const { shown, hidden } = splitTags(group.tags);

  return (
    <article
      aria-labelledby={titleId}
      className="group/card relative flex h-full gap-3.5 rounded-card bg-white p-3 shadow-card ring-1 ring-gray-100 transition-shadow hover:shadow-pop has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0"
    >
      <GroupCover group={group} className="size-24 shrink-0 rounded-xl sm:aspect-[16/10] sm:size-auto sm:w-full sm:rounded-none" />
      <div className="flex min-w-0 flex-1 flex-col sm:p-4">
        <p className="flex min-w-0 items-center gap-1.5 text-[13px] text-gray-600">
          {!group.isPublic && (
            <span className="inline-flex shrink-0 items-center gap-0.5 rounded-md bg-gray-800 px-1.5 py-px text-xs font-semibold text-white">
              <Lock className="size-3" aria-hidden="true" />
              {TEXT.privateBadge}
            </span>
          )}
          <span className="truncate font-medium text-brand-700">{group.category.name}</span>
          <span aria-hidden="true" className="text-gray-300">
            ·
          </span>
          <span className="inline-flex shrink-0 items-center gap-0.5">
            <MapPin className="size-3.5" aria-hidden="true" />
            {group.location.district}
          </span>
        </p>
        <Heading id={titleId} className="mt-1 truncate text-base font-bold text-gray-900 sm:text-[17px]">
          {isAuthenticated ? (
            <Link to={groupPath(group.id)} className={STRETCHED}>
              {group.name}
            </Link>
          ) : (
            <button type="button" onClick={() => setIsAsking(true)} className={STRETCHED}>
              {group.name}
            </button>
          )}
        </Heading>
        <ul aria-label={TEXT.tagsLabel} className="mt-1.5 flex h-6 min-w-0 items-center gap-1 overflow-hidden">
          {shown.map((tag) => (
            <li key={tag} className="min-w-0 truncate rounded-md bg-gray-100 px-1.5 text-xs leading-6 text-gray-700">
              #{tag}
            </li>
          ))}
          {hidden > 0 && (
            <li className="shrink-0 px-0.5 text-xs leading-6 font-semibold text-gray-500">
              <span aria-hidden="true">+{hidden}</span>
              <span className="sr-only">{TEXT.moreTags(hidden)}</span>
            </li>
          )}
        </ul>
        <p className="mt-auto flex items-center gap-2 pt-2 text-[13px] text-gray-600">
          <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-gray-800">
            <UsersRound className="size-3.5 text-gray-500" aria-hidden="true" />
            <span className="sr-only">{TEXT.membersLabel}</span>
            {TEXT.memberCount(group.memberCount, group.maxMembers)}
          </span>
          <span aria-hidden="true" className="text-gray-300">
            ·
          </span>
          <span className="truncate">{formatFounded(group.createdAt)}</span>
        </p>
      </div>
      <Modal isOpen={isAsking} onClose={() => setIsAsking(false)} title={TEXT.signupRequiredTitle} size="sm" showCloseButton={false}>
        <p className="text-[15px] leading-relaxed text-gray-700">{TEXT.signupRequiredBody}</p>
        <div className="mt-6 grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={() => setIsAsking(false)}>
            {TEXT.cancel}
          </Button>
          <Button onClick={() => navigate(paths.signup)}>{TEXT.signupRequiredConfirm}</Button>
        </div>
      </Modal>
    </article>
  );
}
