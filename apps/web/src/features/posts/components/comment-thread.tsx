import type { Comment } from '@dongne/contract';
import { useState } from 'react';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';

type CommentThreadProps = {
  target: CommentTarget;
  comment: Comment;
  canReply: boolean;
};

/**
 * A top-level comment with its replies, one level deep (spec §2). Answering a reply opens the box
 * under the thread addressed to that person; the server keeps the reply in this thread.
 */
export function CommentThread({ target: owner, comment, canReply }: CommentThreadProps) {
  const [target, setTarget] = useState<{ id: number; nickname: string } | null>(null);
  const replyTo = (id: number, nickname: string) => (canReply ? () => setTarget({ id, nickname }) : undefined);

  return (
    <div>
      <CommentItem
        target={owner}
        comment={comment}
        onReply={comment.isDeleted ? undefined : replyTo(comment.id, comment.author.nickname)}
      />
      {(comment.replies.length > 0 || target) && (
        <div className="mt-3 ml-11 flex flex-col gap-4 border-l-2 border-gray-100 pl-4">
          {comment.replies.length > 0 && (
            <ul aria-label={POST_TEXT.replies(comment.replies.length)} className="flex flex-col gap-4">
              {comment.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem target={owner} comment={reply} onReply={replyTo(reply.id, reply.author.nickname)} />
                </li>
              ))}
            </ul>
          )}
          {target && (
            <CommentForm
              key={target.id}
              target={owner}
              parentId={target.id}
              label={POST_TEXT.replyLabel(target.nickname)}
              placeholder={POST_TEXT.replyPlaceholder(target.nickname)}
              autoFocus
              onDone={() => setTarget(null)}
              onCancel={() => setTarget(null)}
            />
          )}
        </div>
      )}
    </div>
  );
}
