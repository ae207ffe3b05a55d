import { type KeyboardEvent, type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MentionCandidate } from '@/lib/api/get-mentionable.ts';
import { insertMention, type MentionQuery, mentionedIn, mentionQueryAt } from './mention-query.ts';

/** The id of a candidate's option in the picker, which the text box names as active (aria-activedescendant). */
export const mentionOptionId = (pickerId: string, memberId: number) => `${pickerId}-${memberId}`;

type MentionTypingOptions = {
  /** Whom the picker offers for the name being typed (the group's members, from the caller). */
  candidates: readonly MentionCandidate[];
  /** Told what follows '@' while one is typed, null when none is. */
  onQuery?: ((query: string | null) => void) | undefined;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  changeDraft: (next: string) => void;
};

/**
 * '@' in a text box (@멘션, contract §21: chat, posts, comments): what follows it is the name being typed (read from
 * the text, so a syllable the Korean IME is still composing counts); the box keeps the focus and
 * its keys while the picker is open, and every key the IME owns (composition) is left to it.
 */
export function useMentionTyping({ candidates, onQuery, textareaRef, changeDraft }: MentionTypingOptions) {
  const pickerId = useId();
  const [typing, setTyping] = useState<MentionQuery | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const picked = useRef(new Map<number, string>());
  const caretAfterPick = useRef<number | null>(null);
  const [picks, setPicks] = useState(0);
  const isOpen = typing !== null && candidates.length > 0;
  const active = isOpen ? candidates[Math.min(activeIndex, candidates.length - 1)] : undefined;

  // After a pick the caret goes right after the inserted '@nickname '.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per pick
  useLayoutEffect(() => {
    const caret = caretAfterPick.current;
    if (caret === null) return;
    caretAfterPick.current = null;
    textareaRef.current?.setSelectionRange(caret, caret);
  }, [picks]);

  const close = () => {
    setTyping(null);
    onQuery?.(null);
  };

  /** Reads the mention at the caret after the text or the caret moved. */
  const track = (text: string, caret: number) => {
    const next = mentionQueryAt(text, caret);
    setTyping(next);
    if (next?.query !== typing?.query) setActiveIndex(0);
    onQuery?.(next?.query ?? null);
  };

  /** A tap while the IME still composes: applied once the composition ends (changing the text mid-composition doubles its syllable). */
  const heldPick = useRef<MentionCandidate | null>(null);

  const pick = (candidate: MentionCandidate, isComposing = false) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    if (isComposing) {
      heldPick.current = candidate;
      return;
    }
    // Read again at the caret: what was typed may have moved since the list showed.
    const at = mentionQueryAt(textarea.value, textarea.selectionStart);
    if (!at) {
      close();
      return;
    }
    const { text, caret } = insertMention(textarea.value, at, textarea.selectionStart, candidate.nickname);
    picked.current.set(candidate.id, candidate.nickname);
    caretAfterPick.current = caret;
    changeDraft(text);
    setPicks((count) => count + 1);
    close();
    textarea.focus();
  };

  /** Handles the picker's keys; true when the key was the picker's (the box must not act on it). */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>, isComposing: boolean): boolean => {
    if (!isOpen || isComposing || event.nativeEvent.isComposing || event.keyCode === 229) return false;
    const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setActiveIndex((index) => (index + move + candidates.length) % candidates.length);
      return true;
    }
    if ((event.key === 'Enter' || event.key === 'Tab') && !event.shiftKey && active) {
      event.preventDefault();
      pick(active);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return true;
    }
    return false;
  };

  /** After a composition ends: a pick tapped during it is made now, on the committed text. */
  const afterComposition = () => {
    const held = heldPick.current;
    heldPick.current = null;
    if (held) pick(held);
  };

  /** The ids to send with `text` (those still named in it), the picks kept (a refused send is sent again). */
  const named = (text: string): number[] => mentionedIn(text, picked.current);

  /** The ids to send with `text` (those still named in it); the picks start afresh. */
  const take = (text: string): number[] => {
    const ids = named(text);
    picked.current = new Map();
    return ids;
  };

  /** Forgets the picks (the box was emptied after a send). */
  const forget = () => {
    picked.current = new Map();
  };

  return {
    picker: isOpen ? { id: pickerId, candidates, activeIndex: Math.min(activeIndex, candidates.length - 1) } : null,
    pick,
    /** What the box tells assistive technology: the list it controls and the member now chosen in it. */
    boxProps: isOpen
      ? {
          'aria-autocomplete': 'list' as const,
          'aria-controls': pickerId,
          'aria-activedescendant': active ? mentionOptionId(pickerId, active.id) : undefined,
        }
      : {},
    track,
    onKeyDown,
    take,
    named,
    forget,
    close,
    afterComposition,
  };
}
