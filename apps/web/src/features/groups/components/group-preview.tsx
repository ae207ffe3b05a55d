import type { GroupDetail, GroupPreview as Preview } from '@dongne/contract';
import { CalendarDays, MapPin, MonitorSmartphone, UsersRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { UserLink } from '@/components/ui/user-link.tsx';
import { formatEventCardDate, formatRelativeTime } from '@/lib/dates.ts';
import { GROUP_PREVIEW_TEXT as T } from './group-preview-text.ts';

function Block({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-gray-100 bg-white p-5 shadow-card sm:p-6">
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-[17px] font-bold text-gray-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/**
 * What a non-member (or a guest) may see of a public group before joining (contract §14): the latest
 * posts cut short, the next events and some members' faces, each person a link to
 * their profile. Nothing here is members-only content: the server already cut the posts to 100 characters.
 */
export function GroupPreview({ group, preview }: { group: GroupDetail; preview: Preview }) {
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <Block title={T.recentPosts}>
          {preview.posts.length === 0 ? (
            <p className="text-[15px] text-gray-600">{T.noPosts}</p>
          ) : (
            <ul className="divide-y divide-gray-100">
              {preview.posts.map((post) => (
                <li key={post.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
                  <UserLink user={post.author} className="shrink-0 rounded-full">
                    <Avatar src={post.author.profileImage} nickname={post.author.nickname} className="size-9" />
                  </UserLink>
                  <div className="min-w-0 flex-1">
                    <p className="flex items-baseline gap-2 text-sm">
                      <UserLink user={post.author} className="font-semibold text-gray-900" />
                      <time dateTime={post.createdAt} className="text-xs text-gray-500">
                        {formatRelativeTime(post.createdAt)}
                      </time>
                    </p>
                    <p className="mt-0.5 text-[15px] leading-relaxed break-keep text-gray-800 [overflow-wrap:anywhere]">{post.content}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-gray-600">{T.joinToRead}</p>
        </Block>
        <Block title={T.upcomingEvents}>
          {preview.events.length === 0 ? (
            <p className="text-[15px] text-gray-600">{T.noEvents}</p>
          ) : (
            <ul className="flex flex-col gap-2.5">
              {preview.events.map((event) => (
                <li key={event.id} className="flex items-center gap-3 rounded-field bg-gray-50 p-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
                    <CalendarDays className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-gray-900">{event.title}</p>
                    <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
                      <time dateTime={event.eventDate}>{formatEventCardDate(event.eventDate)}</time>
                      <span className="inline-flex items-center gap-0.5">
                        {event.isOnline ? (
                          <MonitorSmartphone className="size-3.5" aria-hidden="true" />
                        ) : (
                          <MapPin className="size-3.5" aria-hidden="true" />
                        )}
                        {event.isOnline ? T.online : T.offline}
                      </span>
                      <span>{T.seats(event.participantCount, event.maxParticipants)}</span>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
      <div className="flex flex-col gap-4">
        <Block
          title={T.members}
          aside={
            <span className="inline-flex items-center gap-1 text-sm text-gray-600">
              <UsersRound className="size-4" aria-hidden="true" />
              {T.memberCount(group.memberCount)}
            </span>
          }
        >
          <ul className="flex flex-wrap gap-2.5">
            {preview.members.map((member) => (
              <li key={member.id}>
                <UserLink user={member} className="flex w-14 flex-col items-center gap-1 text-center">
                  <Avatar src={member.profileImage} className="size-11" />
                  <span className="w-full truncate text-xs text-gray-700">{member.nickname}</span>
                </UserLink>
              </li>
            ))}
          </ul>
        </Block>
      </div>
    </div>
  );
}
