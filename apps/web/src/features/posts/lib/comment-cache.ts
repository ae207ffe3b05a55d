import { type Comment, type Page, POST_MSG, type Reply } from '@dongne/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { type CommentTarget, commentsKey } from '@/features/posts/lib/comment-target.ts';

/** What a deleted comment offers anyone: nothing (the server answers it so too). */
const NOTHING_ON_DELETED = { edit: false, delete: false, report: false, block: false };

type CommentPages = InfiniteData<Page<Comment>>;

type Thread = Pick<CommentTarget, 'kind' | 'id'>;

function mapComments(queryClient: QueryClient, target: Thread, map: (comments: Comment[], pageIndex: number) => Comment[]): void {
  queryClient.setQueryData<CommentPages>(commentsKey(target), (data) =>
    data ? { ...data, pages: data.pages.map((page, index) => ({ ...page, content: map(page.content, index) })) } : data,
  );
}

/**
 * Puts a comment the server just created in place: a top-level one at the top of the list (spec
 * §4), a reply at the end of its thread (replies read oldest first). The server answers a reply
 * with the top-level comment as its parent, even when the user answered another reply.
 */
export function insertComment(queryClient: QueryClient, target: Thread, comment: Comment): void {
  const { parentId } = comment;
  if (parentId === null) {
    mapComments(queryClient, target, (comments, index) => (index === 0 ? [comment, ...comments] : comments));
    return;
  }
  const { replies: _none, ...reply } = comment;
  mapComments(queryClient, target, (comments) =>
    comments.map((item) => (item.id === parentId ? { ...item, replies: [...item.replies, reply] } : item)),
  );
}

/** Swaps in an edited comment or reply, keeping the thread it belongs to. */
export function replaceComment(queryClient: QueryClient, target: Thread, next: Reply): void {
  mapComments(queryClient, target, (comments) =>
    comments.map((item) => {
      if (item.id === next.id) return { ...item, ...next, replies: item.replies };
      if (item.id !== next.parentId) return item;
      return { ...item, replies: item.replies.map((reply) => (reply.id === next.id ? { ...reply, ...next } : reply)) };
    }),
  );
}

/**
 * Mirrors the server's delete rule (contract §5) so the list changes at once: a top-level comment
 * with replies stays as the '삭제된 댓글입니다.' placeholder, anything else disappears, and a
 * placeholder whose last reply goes disappears with it.
 */
export function dropComment(queryClient: QueryClient, thread: Thread, target: Reply): void {
  mapComments(queryClient, thread, (comments) =>
    comments.flatMap((item) => {
      if (item.id === target.id) {
        return item.replies.length > 0
          ? [
              {
                ...item,
                isDeleted: true,
                content: POST_MSG.commentDeleted,
                canEdit: false,
                canDelete: false,
                viewerCan: NOTHING_ON_DELETED,
              },
            ]
          : [];
      }
      if (item.id !== target.parentId) return [item];
      const replies = item.replies.filter((reply) => reply.id !== target.id);
      return item.isDeleted && replies.length === 0 ? [] : [{ ...item, replies }];
    }),
  );
}
