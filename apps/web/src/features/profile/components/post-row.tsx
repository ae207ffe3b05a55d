import type { Post } from '@dongne/contract';
import { Heart, ImageIcon, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { postPath } from '@/config/paths.ts';
import { excerpt } from '@/features/profile/lib/profile-format.ts';
import { PROFILE_TEXT } from '@/features/profile/profile-messages.ts';
import { formatDateTime } from '@/lib/dates.ts';

/**
 * One written post in the profile list: group, excerpt, date and reactions, linking to the post.
 * Deliberately its own compact row, not the posts feature's card (features do not import each other).
 */
export function PostRow({ post }: { post: Post }) {
  return (
    <li>
      <Link to={postPath(post.id)} className="flex flex-col gap-1.5 px-4 py-4 transition-colors hover:bg-gray-50 sm:px-5">
        <span className="w-fit max-w-full truncate rounded-md bg-brand-50 px-2 py-0.5 text-[13px] font-semibold text-brand-700">
          {post.group.name}
        </span>
        <span className="line-clamp-2 text-[15px] leading-relaxed text-gray-900">{excerpt(post.content)}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px] text-gray-500">
          <time dateTime={post.createdAt} className="tabular-nums">
            {formatDateTime(post.createdAt)}
          </time>
          <span className="flex items-center gap-1">
            <Heart className="size-3.5" aria-hidden="true" />
            {PROFILE_TEXT.likes(post.likeCount)}
          </span>
          <span className="flex items-center gap-1">
            <MessageCircle className="size-3.5" aria-hidden="true" />
            {PROFILE_TEXT.comments(post.commentCount)}
          </span>
          {post.imageUrls.length > 0 && (
            <span className="flex items-center gap-1">
              <ImageIcon className="size-3.5" aria-hidden="true" />
              {PROFILE_TEXT.imagesAttached(post.imageUrls.length)}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
