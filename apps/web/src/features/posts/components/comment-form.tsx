import { COMMENT_CONTENT_MAX, POST_MSG } from '@dongne/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { type MentionPicks, MentionTextarea } from '@/components/mentions/mention-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useCreateComment } from '@/features/posts/api/create-comment.ts';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

type CommentFormProps = {
  target: CommentTarget;
  /** A reply's target: the top-level comment, or a reply the server hangs under the same thread. */
  parentId?: number | null;
  label: string;
  placeholder: string;
  autoFocus?: boolean;
  onDone?: () => void;
  onCancel?: () => void;
  className?: string;
};

/**
 * Writes a comment or a reply (spec §2 Post detail): the button stays off while the text is blank
 * or a send is in flight, so one tap never posts twice. Enter makes a new line; Korean input
 * methods confirm a syllable with Enter, so it must never send. '@' completes a member's name.
 */
export function CommentForm({ target, parentId = null, label, placeholder, autoFocus, onDone, onCancel, className }: CommentFormProps) {
  const [content, setContent] = useState('');
  const createComment = useCreateComment();
  const fieldId = useId();
  const canSubmit = content.trim().length > 0 && !createComment.isPending;
  const picks = useRef<MentionPicks>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const text = content.trim();
    createComment.mutate(
      { target, content: text, parentId, mentions: picks.current?.take(text) ?? [] },
      {
        onSuccess: () => {
          setContent('');
          notify.success(POST_MSG.commentCreated);
          onDone?.();
        },
        onError: (error) => {
          console.error('comment create failed', error);
          notify.error(toErrorMessage(error, POST_TEXT.commentFailed));
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className={cx('flex flex-col gap-2', className)}>
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <MentionTextarea
        groupId={target.groupId}
        picks={picks}
        id={fieldId}
        rows={parentId ? 2 : 3}
        maxLength={COMMENT_CONTENT_MAX}
        value={content}
        onValueChange={setContent}
        placeholder={placeholder}
        readOnly={createComment.isPending}
        autoFocus={autoFocus}
        className="resize-none text-[15px]"
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {POST_TEXT.cancel}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={!canSubmit} isLoading={createComment.isPending} className="min-w-16">
          {POST_TEXT.submitComment}
        </Button>
      </div>
    </form>
  );
}
