import { Avatar } from '@/components/ui/avatar.tsx';
import type { MentionCandidate } from '@/features/chat/api/get-mentionable.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { mentionOptionId } from '@/features/chat/hooks/use-mention-typing.ts';
import { cx } from '@/lib/cx.ts';

type MentionPickerProps = {
  id: string;
  candidates: readonly MentionCandidate[];
  activeIndex: number;
  onPick: (candidate: MentionCandidate) => void;
};

/**
 * The members '@' offers, above the message box: arrows move, Enter or Tab choose, Esc closes (all
 * handled by the box, which keeps the focus), and a tap chooses too.
 */
export function MentionPicker({ id, candidates, activeIndex, onPick }: MentionPickerProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={CHAT_TEXT.mentionPicker}
      className="absolute right-2 bottom-full left-2 z-10 mb-1 max-h-64 overflow-y-auto rounded-card border border-gray-200 bg-white py-1 shadow-pop sm:right-auto sm:w-72"
    >
      {candidates.map((candidate, index) => (
        <div
          key={candidate.id}
          id={mentionOptionId(id, candidate.id)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          // The box keeps the focus (and any Hangul being composed): a tap must not take it away.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(candidate)}
          onKeyDown={() => {}}
          className={cx(
            'flex cursor-pointer items-center gap-2.5 px-3 py-2 text-sm text-gray-900',
            index === activeIndex ? 'bg-brand-50' : 'hover:bg-gray-50',
          )}
        >
          <Avatar nickname={candidate.nickname} src={candidate.profileImage} className="size-7" />
          <span className="truncate font-medium">{candidate.nickname}</span>
        </div>
      ))}
    </div>
  );
}
