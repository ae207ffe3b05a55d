import { Ban } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import type { MenuItem } from '@/components/ui/menu.tsx';
import { useSetBlocked } from './blocks-api.ts';
import { BLOCKS_TEXT } from './blocks-text.ts';

export type BlockTarget = { id: number; nickname: string };

/**
 * 차단하기 / 차단 해제 behind a confirm that says what it does (contract §11). `request` opens it;
 * render `dialog` once beside whatever offers the action.
 */
export function useBlockUserAction() {
  const [pending, setPending] = useState<{ user: BlockTarget; blocked: boolean } | null>(null);
  const setBlocked = useSetBlocked();

  const confirm = () => {
    if (!pending) return;
    const { user, blocked } = pending;
    setBlocked.mutate({ userId: user.id, nickname: user.nickname, blocked }, { onSettled: () => setPending(null) });
  };

  const dialog = (
    <ConfirmDialog
      isOpen={pending !== null}
      tone={pending?.blocked === false ? 'primary' : 'danger'}
      title={
        pending ? (pending.blocked ? BLOCKS_TEXT.blockTitle(pending.user.nickname) : BLOCKS_TEXT.unblockTitle(pending.user.nickname)) : ''
      }
      description={pending?.blocked === false ? BLOCKS_TEXT.unblockBody : BLOCKS_TEXT.blockBody}
      confirmLabel={pending?.blocked === false ? BLOCKS_TEXT.unblockConfirm : BLOCKS_TEXT.blockConfirm}
      cancelLabel={BLOCKS_TEXT.cancel}
      isPending={setBlocked.isPending}
      onConfirm={confirm}
      onCancel={() => setPending(null)}
    />
  );

  return {
    request: (user: BlockTarget, blocked = true) => setPending({ user, blocked }),
    dialog,
  };
}

/**
 * The 차단하기 item of a ⋮ menu for content by `author`, where the content's `viewerCan.block`
 * allows it (`allowed`); none for someone already blocked (their content shows the placeholder).
 */
export function useBlockMenuItem(
  author: BlockTarget | null,
  { allowed, isBlocked = false }: { allowed: boolean; isBlocked?: boolean | undefined },
) {
  const action = useBlockUserAction();
  const items: MenuItem[] =
    author && allowed && !isBlocked
      ? [{ label: BLOCKS_TEXT.block, icon: Ban, tone: 'danger', onSelect: () => action.request(author) }]
      : [];
  return { items, dialog: action.dialog };
}
