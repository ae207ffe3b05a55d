import type { Group } from '@dongne/contract';
import { CalendarDays, Check, Lock, MapPin, MessageCircle, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar.tsx';
import { TEXT } from '@/config/messages.ts';
import { groupPath } from '@/config/paths.ts';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';
import { formatFounded, formatNextEvent } from '@/features/groups/lib/card-format.ts';
import { highlightParts, matchingTagsFirst } from '@/features/groups/lib/highlight.ts';
import { formatUnread, unreadLabel, useRoomUnreadCount } from '@/lib/api/chat-unread.ts';
import { splitTags } from '@/lib/card-tags.ts';
import { useIsHydrated } from '@/lib/use-is-hydrated.ts';
import { GroupCover } from './group-cover.tsx';

// The whole card is clickable through the name's link stretched over it (`after:inset-0`), so the
// accessible name stays the group's name while the rest of the card is still read as its content.
const STRETCHED = 'text-left after:absolute after:inset-0 after:z-10 after:content-[""] focus-visible:outline-none';

type GroupCardProps = {
  group: Group;
  headingLevel?: 'h2' | 'h3';
  /** The search's words: marked in the name and tags, and a matching tag shown first. */
  highlight?: string;
};

/** `text` with the search's words in <mark>. */
function Marked({ text, query }: { text: string; query: string }) {
  return highlightParts(text, query).map((part, index) =>
    part.isMatch ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text
      <mark key={index} className="rounded-sm bg-brand-100 px-px text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** One group in a list (spec §2 Group card): a row on phones, a photo card from the small breakpoint up. */
export function GroupCard({ group, headingLevel: Heading = 'h3', highlight = '' }: GroupCardProps) {
  const titleId = useId();
  const { shown, hidden } = splitTags(matchingTagsFirst(group.tags, highlight));
  const isMine = group.isMember;
  const avatars = group.memberAvatars ?? [];
  const isHydrated = useIsHydrated();
  // A member's unread chat in this group (contract §21), read from the one room list query.
  const unread = useRoomUnreadCount(group.id, isMine);

  return (
    <article
      aria-labelledby={titleId}
      className="group/card relative flex h-full gap-3.5 rounded-card bg-white p-3 shadow-card ring-1 ring-gray-100 transition-shadow hover:shadow-pop has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500 sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0"
    >
      <GroupCover group={group} className="size-24 shrink-0 rounded-xl sm:aspect-[16/10] sm:size-auto sm:w-full sm:rounded-none" />
      <div className="flex min-w-0 flex-1 flex-col sm:p-4">
        {/* The badges and the category with its district wrap as two units: on a phone, 비공개 and
            참여 중 together would otherwise squeeze the category down to one letter. */}
        <p className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-[13px] text-gray-600">
          {!group.isPublic && (
            <span className="inline-flex shrink-0 items-center gap-0.5 rounded-md bg-gray-800 px-1.5 py-px text-xs font-semibold text-white">
              <Lock className="size-3" aria-hidden="true" />
              {TEXT.privateBadge}
            </span>
          )}
          {isMine && (
            <span className="inline-flex shrink-0 items-center gap-0.5 rounded-md bg-brand-600 px-1.5 py-px text-xs font-semibold text-white">
              <Check className="size-3" aria-hidden="true" />
              {DISCOVERY_TEXT.joinedBadge}
            </span>
          )}
          {isMine && unread > 0 && (
            <span className="inline-flex shrink-0 items-center gap-0.5 rounded-full bg-danger-500 px-1.5 py-px text-xs font-bold text-white tabular-nums">
              <MessageCircle className="size-3" aria-hidden="true" />
              <span aria-hidden="true">{formatUnread(unread)}</span>
              <span className="sr-only">{unreadLabel(unread)}</span>
            </span>
          )}
          <span className="inline-flex min-w-0 max-w-full items-center gap-1.5">
            <span className="truncate font-medium text-brand-700">{group.category.name}</span>
            <span aria-hidden="true" className="text-gray-300">
              ·
            </span>
            <span className="inline-flex shrink-0 items-center gap-0.5">
              <MapPin className="size-3.5" aria-hidden="true" />
              {group.location.district}
            </span>
          </span>
        </p>
        <Heading id={titleId} className="mt-1 line-clamp-2 text-base leading-snug font-bold break-keep text-gray-900 sm:text-[17px]">
          {/* Guests open the group too: its page shows the preview, and joining asks them to sign up. */}
          <Link to={groupPath(group.id)} className={STRETCHED}>
            <Marked text={group.name} query={highlight} />
          </Link>
        </Heading>
        <ul aria-label={TEXT.tagsLabel} className="mt-1.5 flex h-6 min-w-0 items-center gap-1 overflow-hidden">
          {shown.map((tag) => (
            <li key={tag} className="min-w-0 truncate rounded-md bg-gray-100 px-1.5 text-xs leading-6 text-gray-700">
              #<Marked text={tag} query={highlight} />
            </li>
          ))}
          {hidden > 0 && (
            <li className="shrink-0 px-0.5 text-xs leading-6 font-semibold text-gray-500">
              <span aria-hidden="true">+{hidden}</span>
              <span className="sr-only">{TEXT.moreTags(hidden)}</span>
            </li>
          )}
        </ul>
        <div className="mt-auto flex flex-col gap-1 pt-2 text-[13px] text-gray-600">
          <p className="flex min-w-0 items-center gap-1.5">
            {!isHydrated ? (
              // The server's first render: the date follows with the browser's clock, in a line kept as tall.
              <span aria-hidden="true">{'\u00a0'}</span>
            ) : group.nextEventAt ? (
              <>
                <CalendarDays className="size-3.5 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="truncate font-medium text-gray-800">{DISCOVERY_TEXT.nextEvent(formatNextEvent(group.nextEventAt))}</span>
              </>
            ) : (
              <span className="truncate">{formatFounded(group.createdAt)}</span>
            )}
          </p>
          <div className="flex min-w-0 items-center gap-2">
            {avatars.length > 0 && (
              <span role="img" aria-label={DISCOVERY_TEXT.avatarsLabel(group.memberCount)} className="flex shrink-0 -space-x-1.5">
                {avatars.map((person) => (
                  <Avatar key={person.id} src={person.profileImage} namesIcon={false} className="size-5 ring-2 ring-white" />
                ))}
              </span>
            )}
            <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-gray-800">
              {avatars.length === 0 && <UsersRound className="size-3.5 text-gray-500" aria-hidden="true" />}
              <span className="sr-only">{TEXT.membersLabel}</span>
              {TEXT.memberCount(group.memberCount, group.maxMembers)}
            </span>
            {group.newPostCount !== null && group.newPostCount > 0 && (
              <span className="ml-auto shrink-0 rounded-full bg-danger-50 px-2 py-px text-xs font-bold text-danger-600">
                <span aria-hidden="true">{DISCOVERY_TEXT.newPosts(group.newPostCount)}</span>
                <span className="sr-only">{DISCOVERY_TEXT.newPostsLabel(group.newPostCount)}</span>
              </span>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
