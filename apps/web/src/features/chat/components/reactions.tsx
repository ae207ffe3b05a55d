import { CHAT_REACTION_KEYS, type ChatMessage, type ChatReactionKey } from '@dongne/contract';
import { Frown, HandHeart, Heart, Laugh, type LucideIcon, SmilePlus, Sparkles, ThumbsUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useChangeReaction } from '@/features/chat/api/chat-reactions.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { cx } from '@/lib/cx.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/** The six reactions (공감, contract §21): drawn as icons, so they look the same on every device. */
const REACTIONS: Record<ChatReactionKey, { label: string; icon: LucideIcon; tone: string }> = {
  LIKE: { label: '좋아요', icon: ThumbsUp, tone: 'text-brand-600' },
  LOVE: { label: '최고예요', icon: Heart, tone: 'text-pink-600' },
  LAUGH: { label: '웃겨요', icon: Laugh, tone: 'text-amber-600' },
  WOW: { label: '놀라워요', icon: Sparkles, tone: 'text-violet-600' },
  SAD: { label: '슬퍼요', icon: Frown, tone: 'text-sky-700' },
  THANKS: { label: '고마워요', icon: HandHeart, tone: 'text-success-700' },
};

/** A message's reactions can be given when it is someone's live words: not a join line, deleted, hidden or blocked. */
export const takesReactions = (message: ChatMessage) =>
  message.senderId !== null && message.messageType !== 'SYSTEM' && !message.isDeleted && !message.isHidden && !message.isBlocked;

function useToggle(groupId: number) {
  const change = useChangeReaction(groupId);
  return (messageId: number, key: ChatReactionKey, on: boolean) =>
    change.mutate(
      { messageId, key, on },
      {
        onError: (error) => {
          console.error('reaction failed', error);
          notify.error(toErrorMessage(error, CHAT_TEXT.reactionFailed));
        },
      },
    );
}

/**
 * The counts under a bubble, one chip per reaction given; a chip is a toggle (pressed when it is
 * the reader's own), so adding one's +1 or taking it back is one tap.
 */
export function ReactionChips({ message, isMine }: { message: ChatMessage; isMine: boolean }) {
  const toggle = useToggle(message.groupId);
  if (message.reactions.length === 0 || message.isDeleted) return null;
  return (
    <ul aria-label={CHAT_TEXT.reactionsOf} className={cx('mt-1 flex flex-wrap gap-1', isMine && 'justify-end')}>
      {message.reactions.map(({ key, count, mine }) => {
        const { label, icon: Icon, tone } = REACTIONS[key];
        return (
          <li key={key}>
            <button
              type="button"
              aria-pressed={mine}
              aria-label={`${label} ${count}`}
              disabled={!takesReactions(message) && !mine}
              onClick={() => toggle(message.id, key, !mine)}
              className={cx(
                'flex h-6 items-center gap-1 rounded-full border px-2 text-xs font-semibold tabular-nums transition-colors',
                mine ? 'border-brand-300 bg-brand-50 text-brand-800' : 'border-gray-200 bg-white text-gray-700 hover:bg-gray-50',
              )}
            >
              <Icon className={cx('size-3.5', tone)} aria-hidden="true" />
              {count}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * 공감하기 beside a bubble: opens the row of six under it; picking one gives it (or takes it back
 * when it is already the reader's). Escape or a pick closes the row and returns focus to the button.
 */
export function ReactionPicker({ message, isMine }: { message: ChatMessage; isMine: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const toggle = useToggle(message.groupId);
  const trigger = useRef<HTMLButtonElement>(null);
  const rowId = useId();
  const row = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    if (isOpen) row.current?.querySelector('button')?.focus();
  }, [isOpen]);

  const close = () => {
    setIsOpen(false);
    trigger.current?.focus();
  };
  const mine = new Set(message.reactions.filter((reaction) => reaction.mine).map((reaction) => reaction.key));

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        aria-label={CHAT_TEXT.react}
        title={CHAT_TEXT.react}
        aria-expanded={isOpen}
        aria-controls={isOpen ? rowId : undefined}
        onClick={() => setIsOpen((open) => !open)}
        className={cx(
          'flex size-6 items-center justify-center rounded-full text-gray-500 transition-opacity hover:bg-gray-100 hover:text-brand-600 focus-visible:opacity-100 pointer-coarse:opacity-100',
          isOpen ? 'opacity-100' : 'opacity-0 group-hover:opacity-100',
        )}
      >
        <SmilePlus className="size-3.5" aria-hidden="true" />
      </button>
      {isOpen && (
        <fieldset
          ref={row}
          id={rowId}
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          className={cx(
            'absolute bottom-7 z-20 flex gap-0.5 rounded-full border border-gray-200 bg-white p-1 shadow-card',
            isMine ? 'left-0' : 'right-0',
          )}
        >
          <legend className="sr-only">{CHAT_TEXT.reactionPicker}</legend>
          {CHAT_REACTION_KEYS.map((key) => {
            const { label, icon: Icon, tone } = REACTIONS[key];
            return (
              <button
                key={key}
                type="button"
                aria-label={label}
                title={label}
                aria-pressed={mine.has(key)}
                onClick={() => {
                  toggle(message.id, key, !mine.has(key));
                  close();
                }}
                className={cx(
                  'flex size-8 items-center justify-center rounded-full hover:bg-gray-100',
                  mine.has(key) && 'bg-brand-50 ring-1 ring-brand-300',
                )}
              >
                <Icon className={cx('size-4.5', tone)} aria-hidden="true" />
              </button>
            );
          })}
        </fieldset>
      )}
    </div>
  );
}
