import { Avatar } from '@/components/ui/avatar.tsx';
import type { MentionCandidate } from '@/lib/api/get-mentionable.ts';
import { cx } from '@/lib/cx.ts';
import { MENTION_TEXT } from './mention-text.ts';
import { mentionOptionId } from './use-mention-typing.ts';

type MentionPickerProps = {
  id: string;
  candidates: readonly MentionCandidate[];
  activeIndex: number;
  onPick: (candidate: MentionCandidate) => void;
  /** Above the box (chat, at the foot of the screen) or below it (a post or comment box). */
  placement?: 'above' | 'below';
};

/**
 * The members '@' offers, beside the text box: arrows move, Enter or Tab choose, Esc closes (all
 * handled by the box, which keeps the focus), and a tap chooses too.
 */
export function MentionPicker({ id, candidates, activeIndex, onPick, placement = 'above' }: MentionPickerProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label={MENTION_TEXT.picker}
      className={cx(
        'absolute right-2 left-2 z-10 max-h-64 overflow-y-auto rounded-card border border-gray-200 bg-white py-1 shadow-pop sm:right-auto sm:w-72',
        placement === 'above' ? 'bottom-full mb-1' : 'top-full mt-1',
      )}
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
          {/* The name says who it is: the photo is not read out again as part of the option. */}
          <span aria-hidden="true" className="contents">
            <Avatar nickname={candidate.nickname} src={candidate.profileImage} className="size-7" />
          </span>
          <span className="truncate font-medium">{candidate.nickname}</span>
        </div>
      ))}
    </div>
  );
}
