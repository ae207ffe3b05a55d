import type { ChatMessage } from '@dongne/contract';
import { Menu, type MenuItem } from '@/components/ui/menu.tsx';
import { useBlockMenuItem } from './block-user-dialog.tsx';
import { BLOCKS_TEXT } from './blocks-text.ts';

/** A chat message's ⋮: small, shown on hover or focus (always on touch screens), so the bubble keeps the width on a phone. */
export const MESSAGE_MENU_TRIGGER =
  'size-6! opacity-0 transition-opacity group-hover:opacity-100 focus-visible:opacity-100 pointer-coarse:opacity-100 [&_svg]:size-3.5';

/**
 * The ⋮ of someone else's chat message (contract §11): `extraItems` (신고하기, 삭제) and 차단하기 where
 * its `viewerCan` allows. Nothing for SYSTEM lines, or when nothing applies.
 */
export function BlockMessageMenu({ message, extraItems = [] }: { message: ChatMessage; extraItems?: MenuItem[] }) {
  const sender =
    message.senderId !== null && message.messageType !== 'SYSTEM'
      ? { id: message.senderId, nickname: message.senderNickname ?? BLOCKS_TEXT.blockedUser }
      : null;
  const block = useBlockMenuItem(sender, { allowed: message.viewerCan.block, isBlocked: message.isBlocked });
  const items = [...extraItems, ...block.items];
  if (items.length === 0) return null;
  return (
    <>
      <Menu
        label={BLOCKS_TEXT.menuLabel(sender?.nickname ?? '')}
        items={items}
        triggerClassName={MESSAGE_MENU_TRIGGER}
        menuClassName="w-36"
      />
      {block.dialog}
    </>
  );
}
