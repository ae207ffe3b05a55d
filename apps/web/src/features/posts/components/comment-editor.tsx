import { COMMENT_CONTENT_MAX, POST_MSG, type Reply } from '@dongne/contract';
import { type FormEvent, useRef, useState } from 'react';
import { type MentionPicks, MentionTextarea } from '@/components/mentions/mention-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useUpdateComment } from '@/features/posts/api/update-comment.ts';
import { isCommentEditSavable } from '@/features/posts/lib/comment-edit.ts';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/**
 * Edits a comment in place. Spec §5: saved only when non-empty and changed, so 저장 stays off
 * until both hold and an unchanged text is never sent.
 */
export function CommentEditor({ target, comment, onClose }: { target: CommentTarget; comment: Reply; onClose: () => void }) {
  const [draft, setDraft] = useState(comment.content);
  const update = useUpdateComment();
  const canSave = isCommentEditSavable(comment.content, draft) && !update.isPending;
  const picks = useRef<MentionPicks>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave) return;
    const text = draft.trim();
    update.mutate(
      { target, commentId: comment.id, content: text, mentions: picks.current?.take(text) ?? [] },
      {
        onSuccess: () => {
          notify.success(POST_MSG.commentUpdated);
          onClose();
        },
        onError: (error) => {
          console.error('comment update failed', error);
          notify.error(toErrorMessage(error, POST_TEXT.commentUpdateFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-2 flex flex-col gap-2">
      <MentionTextarea
        groupId={target.groupId}
        picks={picks}
        aria-label={POST_TEXT.editCommentLabel}
        rows={2}
        maxLength={COMMENT_CONTENT_MAX}
        value={draft}
        onValueChange={setDraft}
        readOnly={update.isPending}
        autoFocus
        className="resize-none text-[15px]"
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose} disabled={update.isPending}>
          {POST_TEXT.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={!canSave} isLoading={update.isPending} className="min-w-16">
          {POST_TEXT.saveComment}
        </Button>
      </div>
    </form>
  );
}
