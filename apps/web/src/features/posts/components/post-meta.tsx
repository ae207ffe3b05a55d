import type { Author } from '@dongne/contract';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar.tsx';
import { UserLink } from '@/components/ui/user-link.tsx';
import { wasEdited } from '@/features/posts/lib/edited.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { formatDateTime, formatRelativeTime } from '@/lib/dates.ts';

type PostMetaProps = {
  author: Author;
  createdAt: string;
  updatedAt: string;
  /** Extra text after the time, such as the group's name on the detail page. */
  context?: ReactNode;
};

/**
 * Avatar, nickname and when: relative for a glance (spec §9), the exact yyyy.MM.dd HH:mm on hover
 * and for assistive technology through <time>.
 */
export function PostMeta({ author, createdAt, updatedAt, context }: PostMetaProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserLink user={author} className="shrink-0 rounded-full">
        <Avatar nickname={author.nickname} src={author.profileImage} className="size-10" />
      </UserLink>
      <div className="min-w-0">
        <p className="truncate text-[15px] font-semibold text-gray-900">
          <UserLink user={author} />
        </p>
        <p className="flex min-w-0 items-center gap-1 text-[13px] text-gray-500">
          {context}
          <time dateTime={createdAt} title={formatDateTime(createdAt)} className="shrink-0">
            {formatRelativeTime(createdAt)}
          </time>
          {wasEdited({ createdAt, updatedAt }) && <span className="shrink-0">{POST_TEXT.edited}</span>}
        </p>
      </div>
    </div>
  );
}
