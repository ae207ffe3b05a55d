import { Pin } from 'lucide-react';
import { POST_TEXT } from '@/features/posts/post-messages.ts';

/** 공지: a post the group's staff pinned (contract §10). */
export function NoticeBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
      <Pin className="size-3" aria-hidden="true" />
      {POST_TEXT.noticeBadge}
    </span>
  );
}
