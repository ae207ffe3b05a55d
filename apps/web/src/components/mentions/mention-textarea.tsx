import { type KeyboardEvent, type Ref, type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Textarea, type TextareaProps } from '@/components/ui/textarea.tsx';
import { useMentionable } from '@/lib/api/get-mentionable.ts';
import { useAuthStore } from '@/lib/auth-store.ts';
import { MentionPicker } from './mention-picker.tsx';
import { useMentionTyping } from './use-mention-typing.ts';

/**
 * What the form asks of the box when it sends: the ids of the members picked and still named in
 * `text`. The picks stay until the box is emptied, so a send the server refused is sent again with them.
 */
export type MentionPicks = { take: (text: string) => number[] };

type MentionTextareaProps = Omit<TextareaProps, 'value' | 'onChange' | 'ref'> & {
  /** The group whose members '@' offers. */
  groupId: number;
  value: string;
  onValueChange: (next: string) => void;
  /** Filled with the picks, read by the form when it sends. */
  picks: RefObject<MentionPicks | null>;
  /** The textarea itself (a form library focuses it on an error). */
  inputRef?: Ref<HTMLTextAreaElement>;
};

/**
 * A post's or comment's text box with '@' completing a group member's nickname (@멘션, contract
 * §21), as in chat: the picker opens below the box, which keeps the focus; every key of a Hangul
 * composition is left to the IME, and a member tapped during one is put in once it ends.
 */
export function MentionTextarea({ groupId, value, onValueChange, picks, inputRef, onKeyDown, onBlur, ...props }: MentionTextareaProps) {
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);
  const isComposing = useRef(false);
  const myId = useAuthStore((state) => state.user?.id ?? null);
  const [query, setQuery] = useState<string | null>(null);
  const candidates = useMentionable(groupId, query, myId);
  const mention = useMentionTyping({
    candidates: (query === null ? undefined : candidates.data) ?? [],
    onQuery: setQuery,
    textareaRef,
    changeDraft: onValueChange,
  });
  useImperativeHandle(picks, () => ({ take: mention.named }));
  const isEmpty = value === '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the box is emptied (a send went through)
  useEffect(() => {
    if (isEmpty) mention.forget();
  }, [isEmpty]);

  const setRefs = (element: HTMLTextAreaElement | null) => {
    textareaRef.current = element;
    if (typeof inputRef === 'function') inputRef(element);
    else if (inputRef) inputRef.current = element;
  };

  return (
    <div className="relative">
      <Textarea
        {...props}
        {...mention.boxProps}
        ref={setRefs}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          mention.track(event.target.value, event.target.selectionStart);
        }}
        // The caret moved (a click, an arrow key, a selection): the mention at it may be another, or none.
        onSelect={(event) => mention.track(event.currentTarget.value, event.currentTarget.selectionStart)}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (mention.onKeyDown(event, isComposing.current)) return;
          onKeyDown?.(event);
        }}
        onCompositionStart={() => {
          isComposing.current = true;
        }}
        onCompositionEnd={() => {
          isComposing.current = false;
          // The committed syllable lands in the text first; a pick tapped meanwhile is made after it.
          setTimeout(mention.afterComposition, 0);
        }}
        onBlur={(event) => {
          isComposing.current = false;
          mention.close();
          onBlur?.(event);
        }}
      />
      {mention.picker && (
        <MentionPicker {...mention.picker} placement="below" onPick={(candidate) => mention.pick(candidate, isComposing.current)} />
      )}
    </div>
  );
}
