import type { ChatMessage } from '@dongne/contract';
import { Megaphone, Reply, Trash2 } from 'lucide-react';
import { BlockMessageMenu, MESSAGE_MENU_TRIGGER } from '@/components/safety/block-message-menu.tsx';
import { BLOCKS_TEXT } from '@/components/safety/blocks-text.ts';
import { Avatar } from '@/components/ui/avatar.tsx';
import { HiddenNote, hiddenView } from '@/components/ui/hidden-note.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { useReportAction } from '@/components/ui/use-report-action.tsx';
import { UserLink } from '@/components/ui/user-link.tsx';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import type { ChatItem } from '@/features/chat/lib/message-grouping.ts';
import { cx } from '@/lib/cx.ts';
import { MessageBubble } from './message-bubble.tsx';
import { ReactionChips, ReactionPicker, takesReactions } from './reactions.tsx';
import { ReplyQuote, takesReply } from './reply-quote.tsx';

type MessageItemProps = {
  item: Extract<ChatItem, { kind: 'message' }>;
  onDelete: (message: ChatMessage) => void;
  /** Staff pin the message as the room's notice (공지). */
  onPinNotice: (message: ChatMessage) => void;
  /** Answers the message (답장): its quote goes above the message box. */
  onReply: (message: ChatMessage) => void;
  /** Takes the reader to the message a reply quotes. */
  onOpenQuote: (messageId: number) => void;
};

/** The id of a message's row, which a reply's quote scrolls to. */
export const messageAnchorId = (messageId: number) => `chat-message-${messageId}`;

/**
 * One bubble row, 카카오톡 style: others on the left with avatar and nickname at the start of a
 * run, mine on the right in the brand colour, the time beside the last bubble of a run. Every row
 * also carries its sender and time for screen readers, since the visible ones are shared.
 */
export function MessageItem({ item, onDelete, onPinNotice, onReply, onOpenQuote }: MessageItemProps) {
  const { message, isMine, isFirstInRun, isLastInRun, time } = item;
  const nickname = message.isBlocked ? BLOCKS_TEXT.blockedUser : (message.senderNickname ?? CHAT_TEXT.unknownSender);
  const { viewerCan } = message;
  // 신고하기 (contract §11) where viewerCan allows, and not on a hidden message, whose text the reader does not see.
  const report = useReportAction({ targetType: 'CHAT_MESSAGE', targetId: message.id }, viewerCan.report && !message.isHidden);
  const pinItem = viewerCan.pinNotice ? [{ label: CHAT_TEXT.pinNotice, icon: Megaphone, onSelect: () => onPinNotice(message) }] : [];
  const replyItem = takesReply(message) ? [{ label: CHAT_TEXT.reply, icon: Reply, onSelect: () => onReply(message) }] : [];
  const deleteItem = viewerCan.delete
    ? [{ label: CHAT_TEXT.deleteMessage, icon: Trash2, tone: 'danger' as const, onSelect: () => onDelete(message) }]
    : [];
  // Others' ⋮ adds 신고하기 and 차단하기 (BlockMessageMenu); mine holds 답장, 공지로 등록 and 삭제.
  const othersItems = [...replyItem, ...pinItem, ...report.items, ...deleteItem];
  const myItems = [...replyItem, ...pinItem, ...deleteItem];
  return (
    <div
      id={messageAnchorId(message.id)}
      tabIndex={-1}
      className={cx(
        'group flex items-start gap-2 rounded-xl transition-colors focus:outline-none data-[flash]:bg-brand-50',
        isMine ? 'justify-end' : 'justify-start',
        isFirstInRun ? 'mt-3' : 'mt-1',
      )}
    >
      {!isMine &&
        (isFirstInRun ? (
          message.senderId === null ? (
            <Avatar src={message.senderProfileImage} className="size-9" />
          ) : (
            <UserLink user={{ id: message.senderId, nickname, isDeleted: message.senderIsDeleted }} className="shrink-0 rounded-full">
              <Avatar nickname={nickname} src={message.senderProfileImage} className="size-9" />
            </UserLink>
          )
        ) : (
          <span aria-hidden="true" className="w-9 shrink-0" />
        ))}
      <div
        className={cx('flex min-w-0 flex-col', isMine ? 'max-w-[88%] items-end sm:max-w-[70%]' : 'max-w-[82%] items-start sm:max-w-[70%]')}
      >
        {!isMine && isFirstInRun ? (
          <span className="mb-1 px-0.5 text-[13px] font-semibold text-gray-700">
            {message.senderId === null ? (
              nickname
            ) : (
              <UserLink user={{ id: message.senderId, nickname, isDeleted: message.senderIsDeleted }} />
            )}
          </span>
        ) : (
          <span className="sr-only">{isMine ? CHAT_TEXT.mine : nickname}</span>
        )}
        <div className={cx('flex max-w-full items-end gap-1.5', isMine && 'flex-row-reverse')}>
          <div className="min-w-0">
            {hiddenView(message) === 'note' && <HiddenNote className="mb-1" />}
            {message.replyTo && (
              <div className={cx('flex', isMine ? 'justify-end' : 'justify-start')}>
                <ReplyQuote quote={message.replyTo} isMine={isMine} onOpen={onOpenQuote} />
              </div>
            )}
            <MessageBubble message={message} isMine={isMine} isFirstInRun={isFirstInRun} />
            <ReactionChips message={message} isMine={isMine} />
          </div>
          {/* Time and the bubble's actions share one narrow column, so the bubble keeps the width on a phone. */}
          <div className={cx('flex shrink-0 flex-col gap-0.5 pb-0.5', isMine ? 'items-end' : 'items-start')}>
            {!isMine && <BlockMessageMenu message={message} extraItems={othersItems} />}
            {takesReactions(message) && <ReactionPicker message={message} isMine={isMine} />}
            {isMine && myItems.length > 0 && (
              <Menu label={CHAT_TEXT.myMessageMenu} items={myItems} triggerClassName={MESSAGE_MENU_TRIGGER} menuClassName="w-36" />
            )}
            {message.unreadCount > 0 && !message.isDeleted && (
              // 카카오톡's number beside the bubble: members who have not read it yet (contract §21).
              <span className="text-[11px] leading-none font-bold text-brand-700 tabular-nums">
                <span aria-hidden="true">{message.unreadCount}</span>
                <span className="sr-only">{CHAT_TEXT.unreadReaders(message.unreadCount)}</span>
              </span>
            )}
            <time dateTime={message.createdAt} className={cx('text-[11px] whitespace-nowrap text-gray-600', !isLastInRun && 'sr-only')}>
              {time}
            </time>
          </div>
        </div>
      </div>
      {report.dialog}
    </div>
  );
}
