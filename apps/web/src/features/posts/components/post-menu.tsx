import type { Post } from '@dongne/contract';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { postEditPath } from '@/config/paths.ts';
import { useDeletePost } from '@/features/posts/api/delete-post.ts';
import { POST_MSG, POST_TEXT } from '@/features/posts/post-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

const ITEM =
  'flex h-11 w-full items-center gap-2.5 px-4 text-left text-[15px] font-medium hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none';

/**
 * The ⋮ menu of a post: edit for the author, delete (after a confirmation) for the author or the
 * group owner, as the server's `canEdit` and `canDelete` say. Nothing shows for anyone else.
 */
export function PostMenu({ post, onDeleted }: { post: Pick<Post, 'id' | 'canEdit' | 'canDelete'>; onDeleted?: () => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const deletePost = useDeletePost();
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !triggerRef.current?.contains(target)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [isOpen]);

  if (!post.canEdit && !post.canDelete) return null;

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setIsOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setIsOpen(false);
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

  return (
    <div className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={POST_TEXT.menuLabel}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className="-mr-2 flex size-10 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-900"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </button>
      {isOpen && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={POST_TEXT.menuLabel}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-30 mt-1 w-36 overflow-hidden rounded-xl border border-gray-100 bg-white py-1 shadow-pop animate-pop-in"
        >
          {post.canEdit && (
            <Link role="menuitem" to={postEditPath(post.id)} className={`${ITEM} text-gray-800`}>
              <Pencil className="size-4" aria-hidden="true" />
              {POST_TEXT.edit}
            </Link>
          )}
          {post.canDelete && (
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setIsOpen(false);
                // The dialog gives focus back to what had it; the menu item is about to disappear.
                triggerRef.current?.focus();
                setIsConfirming(true);
              }}
              className={`${ITEM} text-danger-600`}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {POST_TEXT.delete}
            </button>
          )}
        </div>
      )}
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
    </div>
  );
}
