import type { Post } from '@dongne/contract';
import { Pencil, Pin, PinOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useBlockMenuItem } from '@/components/safety/block-user-dialog.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Menu, type MenuItem } from '@/components/ui/menu.tsx';
import { useReportAction } from '@/components/ui/use-report-action.tsx';
import { postEditPath } from '@/config/paths.ts';
import { useDeletePost } from '@/features/posts/api/delete-post.ts';
import { useSetPinned } from '@/features/posts/api/pin-post.ts';
import { POST_MSG, POST_TEXT } from '@/features/posts/post-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

type PostMenuProps = {
  post: Pick<Post, 'id' | 'groupId' | 'isPinned' | 'viewerCan'> & Partial<Pick<Post, 'author' | 'isBlocked'>>;
  onDeleted?: () => void;
};

/**
 * The ⋮ menu of a post: edit for the author; 공지로 등록 / 공지 해제 for the group's staff; delete
 * (after a confirmation) for the author or the staff; 신고하기 and 차단하기 for others: each as the
 * post's `viewerCan` says (contract §10, §11, §22). Nothing shows for anyone else.
 */
export function PostMenu({ post, onDeleted }: PostMenuProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const deletePost = useDeletePost();
  const setPinned = useSetPinned();
  const { viewerCan } = post;
  const report = useReportAction({ targetType: 'POST', targetId: post.id }, viewerCan.report);
  const block = useBlockMenuItem(post.author ?? null, { allowed: viewerCan.block, isBlocked: post.isBlocked });

  const onTogglePin = async () => {
    const isPinned = !post.isPinned;
    try {
      await setPinned.mutateAsync({ postId: post.id, groupId: post.groupId, isPinned });
      notify.success(isPinned ? POST_MSG.pinned : POST_MSG.unpinned);
    } catch (error) {
      notify.error(toErrorMessage(error, POST_TEXT.pinFailed));
    }
  };

  const onDelete = async () => {
    try {
      await deletePost.mutateAsync(post.id);
    } catch (error) {
      console.error('post delete failed', error);
      notify.error(toErrorMessage(error, POST_TEXT.deleteFailed));
      setIsConfirming(false);
      return;
    }
    setIsConfirming(false);
    notify.success(POST_MSG.deleted);
    onDeleted?.();
  };

  const items: MenuItem[] = [
    ...(viewerCan.edit ? [{ label: POST_TEXT.edit, icon: Pencil, to: postEditPath(post.id) }] : []),
    ...(viewerCan.pin
      ? [{ label: post.isPinned ? POST_TEXT.unpin : POST_TEXT.pin, icon: post.isPinned ? PinOff : Pin, onSelect: onTogglePin }]
      : []),
    ...(viewerCan.delete
      ? [{ label: POST_TEXT.delete, icon: Trash2, tone: 'danger' as const, onSelect: () => setIsConfirming(true) }]
      : []),
    ...report.items,
    ...block.items,
  ];
  if (items.length === 0) return null;

  return (
    <>
      <Menu label={POST_TEXT.menuLabel} items={items} triggerClassName="-mr-2" menuClassName="w-40" />
      {report.dialog}
      <ConfirmDialog
        isOpen={isConfirming}
        tone="danger"
        title={POST_TEXT.deleteTitle}
        description={POST_TEXT.deleteBody}
        confirmLabel={POST_TEXT.deleteAction}
        cancelLabel={POST_TEXT.cancel}
        isPending={deletePost.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={onDelete}
      />
      {block.dialog}
    </>
  );
}
