import { POST_MSG, type Reply } from '@dongne/contract';
import { useState } from 'react';
import { MentionedText } from '@/components/mentions/mentioned-text.tsx';
import { useBlockMenuItem } from '@/components/safety/block-user-dialog.tsx';
import { BlockedContent } from '@/components/safety/blocked-content.tsx';
import { BLOCKS_TEXT } from '@/components/safety/blocks-text.ts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { HiddenNote, HiddenPlaceholder, hiddenView } from '@/components/ui/hidden-note.tsx';
import { useReportAction } from '@/components/ui/use-report-action.tsx';
import { UserLink } from '@/components/ui/user-link.tsx';
import { SAFETY_TEXT } from '@/config/safety-messages.ts';
import { useDeleteComment } from '@/features/posts/api/delete-comment.ts';
import type { CommentTarget } from '@/features/posts/lib/comment-target.ts';
import { wasEdited } from '@/features/posts/lib/edited.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';
import { cx } from '@/lib/cx.ts';
import { formatCommentDateTime } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { CommentEditor } from './comment-editor.tsx';

type CommentItemProps = {
  /** The post or event: its author (organiser) gets a 작성자 badge on their own comments. */
  target: CommentTarget;
  comment: Reply;
  /** Present when the viewer may answer; opens the reply box of this thread. */
  onReply?: () => void;
};

const ACTION = 'text-[13px] font-semibold text-gray-500 hover:text-gray-900';

/** One comment or reply: who, when (MM월 dd일 HH:mm, spec §9), the text, and reply/edit/delete. */
export function CommentItem({ target, comment, onReply }: CommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const remove = useDeleteComment();
  const { viewerCan } = comment;
  const report = useReportAction({ targetType: 'COMMENT', targetId: comment.id }, viewerCan.report);
  const hidden = hiddenView(comment);
  const block = useBlockMenuItem(comment.author, { allowed: viewerCan.block, isBlocked: comment.isBlocked });
  const blockItem = block.items[0];

  if (comment.isDeleted) {
    return <p className="py-1 text-[15px] text-gray-500">{POST_MSG.commentDeleted}</p>;
  }
  if (comment.isBlocked) return <BlockedContent className="py-1" />;

  const onDelete = async () => {
    try {
      await remove.mutateAsync({ target, comment });
    } catch (error) {
      console.error('comment delete failed', error);
      notify.error(toErrorMessage(error, POST_TEXT.commentDeleteFailed));
      setIsConfirming(false);
      return;
    }
    setIsConfirming(false);
    notify.success(POST_MSG.commentRemoved);
  };

  return (
    <div className="flex gap-3">
      <UserLink user={comment.author} className="h-fit shrink-0 rounded-full">
        <Avatar nickname={comment.author.nickname} src={comment.author.profileImage} className="size-8" />
      </UserLink>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5">
          <UserLink user={comment.author} className="text-sm font-semibold text-gray-900" />
          {comment.author.id === target.authorId && (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-[11px] font-bold text-brand-700">
              {target.kind === 'event' ? POST_TEXT.organizerBadge : POST_TEXT.authorBadge}
            </span>
          )}
          <time dateTime={comment.createdAt} className="text-xs text-gray-500">
            {formatCommentDateTime(comment.createdAt)}
          </time>
          {wasEdited(comment) && <span className="text-xs text-gray-500">{POST_TEXT.edited}</span>}
        </p>
        {isEditing ? (
          <CommentEditor target={target} comment={comment} onClose={() => setIsEditing(false)} />
        ) : (
          <>
            {hidden === 'note' && <HiddenNote className="mt-0.5" />}
            {hidden === 'placeholder' ? (
              <HiddenPlaceholder className="mt-0.5" />
            ) : (
              <p className="mt-0.5 text-[15px] leading-relaxed whitespace-pre-wrap text-gray-800">
                <MentionedText content={comment.content} mentions={comment.mentions} />
              </p>
            )}
            <div
              className={cx(
                'mt-1 flex items-center gap-3',
                !onReply && !viewerCan.edit && !viewerCan.delete && report.items.length === 0 && !blockItem && 'hidden',
              )}
            >
              {onReply && (
                <button type="button" onClick={onReply} aria-label={POST_TEXT.replyTo(comment.author.nickname)} className={ACTION}>
                  {POST_TEXT.reply}
                </button>
              )}
              {viewerCan.edit && (
                <button
                  type="button"
                  onClick={() => setIsEditing(true)}
                  aria-label={POST_TEXT.editCommentOf(comment.author.nickname)}
                  className={ACTION}
                >
                  {POST_TEXT.editComment}
                </button>
              )}
              {viewerCan.delete && (
                <button
                  type="button"
                  onClick={() => setIsConfirming(true)}
                  aria-label={POST_TEXT.deleteCommentOf(comment.author.nickname)}
                  className={ACTION}
                >
                  {POST_TEXT.deleteComment}
                </button>
              )}
              {report.items.map((item) => (
                <button
                  key={item.label}
                  type="button"
                  onClick={item.onSelect}
                  aria-label={`${comment.author.nickname}님의 댓글 ${SAFETY_TEXT.commentAction}`}
                  className={ACTION}
                >
                  {SAFETY_TEXT.commentAction}
                </button>
              ))}
              {blockItem && (
                <button
                  type="button"
                  onClick={blockItem.onSelect}
                  aria-label={`${comment.author.nickname}님 ${BLOCKS_TEXT.block}`}
                  className={ACTION}
                >
                  {BLOCKS_TEXT.block}
                </button>
              )}
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={isConfirming}
        tone="danger"
        title={POST_TEXT.deleteCommentTitle}
        description={POST_TEXT.deleteCommentBody}
        confirmLabel={POST_TEXT.deleteAction}
        cancelLabel={POST_TEXT.cancel}
        isPending={remove.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onDelete}
      />
      {report.dialog}
      {block.dialog}
    </div>
  );
}
