import { CHAT_MESSAGE_MAX, type ChatReplyQuote } from '@dongne/contract';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { MentionPicker } from '@/components/mentions/mention-picker.tsx';
import { useMentionTyping } from '@/components/mentions/use-mention-typing.ts';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { enterAction } from '@/features/chat/lib/ime-enter.ts';
import type { MentionCandidate } from '@/lib/api/get-mentionable.ts';
import { cx } from '@/lib/cx.ts';
import { AttachButtons } from './attach-buttons.tsx';
import { ReplyBar } from './reply-quote.tsx';

// Past this many characters the count shows, so the 1000 limit is never a surprise.
const COUNT_FROM = 900;
const MAX_TEXTAREA_PX = 120;

type ChatInputProps = {
  /** Sends the trimmed text and the members it mentions; rejects when the server refused it (the draft then comes back). */
  onSend: (text: string, mentions: number[]) => Promise<void>;
  onDraftChange?: (draft: string) => void;
  onPickImage: (file: File) => void;
  isImageBusy?: boolean;
  /** The message the next send answers (답장), shown above the box. */
  replyTo?: ChatReplyQuote | null;
  onCancelReply?: () => void;
  /** Whom '@' offers for the name being typed; without it '@' is plain text. */
  mentionCandidates?: readonly MentionCandidate[];
  onMentionQuery?: (query: string | null) => void;
};

const NO_CANDIDATES: readonly MentionCandidate[] = [];

/**
 * The message box. Enter sends and Shift+Enter breaks the line, but never while Hangul is being
 * composed (see enterAction). Sending is off while the draft is blank, too long, or one is in flight.
 */
export function ChatInput({
  onSend,
  onDraftChange,
  onPickImage,
  isImageBusy = false,
  replyTo = null,
  onCancelReply,
  mentionCandidates = NO_CANDIDATES,
  onMentionQuery,
}: ChatInputProps) {
  const [draft, setDraft] = useState('');
  const [isSending, setIsSending] = useState(false);
  const isComposing = useRef(false);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();
  const isTooLong = draft.length > CHAT_MESSAGE_MAX;
  const canSend = draft.trim().length > 0 && !isTooLong && !isSending;

  // Grows with the text up to about four lines, then scrolls inside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the draft
  useLayoutEffect(() => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    textarea.style.height = 'auto';
    textarea.style.height = `${Math.min(textarea.scrollHeight, MAX_TEXTAREA_PX)}px`;
  }, [draft]);

  // Choosing 답장 puts the cursor in the box, ready to answer.
  const replyingToId = replyTo?.id ?? null;
  useEffect(() => {
    if (replyingToId !== null) textareaRef.current?.focus();
  }, [replyingToId]);

  const changeDraft = (next: string) => {
    setDraft(next);
    onDraftChange?.(next);
  };
  const mention = useMentionTyping({ candidates: mentionCandidates, onQuery: onMentionQuery, textareaRef, changeDraft });

  const submit = async () => {
    if (!canSend) return;
    const text = draft.trim();
    setIsSending(true);
    // Cleared at once, as in 카카오톡, so the next message can be typed while this one goes out.
    changeDraft('');
    mention.close();
    try {
      await onSend(text, mention.take(text));
    } catch {
      setDraft((current) => (current === '' ? text : current));
    } finally {
      setIsSending(false);
      textareaRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event, isComposing.current)) return;
    if (event.key === 'Escape' && replyTo && !isComposing.current && !event.nativeEvent.isComposing && event.keyCode !== 229) {
      event.preventDefault();
      onCancelReply?.();
      return;
    }
    const keys = { key: event.key, shiftKey: event.shiftKey, keyCode: event.keyCode, isComposing: event.nativeEvent.isComposing };
    const action = enterAction(keys, isComposing.current);
    // 'ime': the Enter that commits a syllable belongs to the IME, so no send and no preventDefault.
    if (action === 'default' || action === 'ime') return;
    event.preventDefault();
    if (action === 'send') void submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} className="relative border-t border-gray-100 bg-white px-2 py-2 sm:px-3">
      {mention.picker && <MentionPicker {...mention.picker} onPick={(candidate) => mention.pick(candidate, isComposing.current)} />}
      {isTooLong || draft.length >= COUNT_FROM ? (
        <p className={cx('px-2 pb-1 text-right text-xs tabular-nums', isTooLong ? 'font-semibold text-danger-600' : 'text-gray-500')}>
          {isTooLong ? `${CHAT_TEXT.tooLong} (${CHAT_TEXT.charCount(draft.length)})` : CHAT_TEXT.charCount(draft.length)}
        </p>
      ) : null}
      {replyTo && onCancelReply && <ReplyBar quote={replyTo} onCancel={onCancelReply} />}
      <div className="flex items-end gap-1">
        <AttachButtons onPickImage={onPickImage} isImageBusy={isImageBusy} />
        <label className="sr-only" htmlFor={inputId}>
          {CHAT_TEXT.inputLabel}
        </label>
        <textarea
          ref={textareaRef}
          id={inputId}
          rows={1}
          value={draft}
          placeholder={CHAT_TEXT.placeholder}
          aria-describedby={hintId}
          aria-invalid={isTooLong || undefined}
          enterKeyHint="send"
          {...mention.boxProps}
          onChange={(event) => {
            changeDraft(event.target.value);
            mention.track(event.target.value, event.target.selectionStart);
          }}
          // The caret moved (a click, an arrow key, a selection): the mention at it may be another, or none.
          onSelect={(event) => mention.track(event.currentTarget.value, event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            isComposing.current = true;
          }}
          onCompositionEnd={() => {
            isComposing.current = false;
            // The committed syllable lands in the text first; a pick tapped meanwhile is made after it.
            setTimeout(mention.afterComposition, 0);
          }}
          // A composition cut short by leaving the box must not keep Enter switched off.
          onBlur={() => {
            isComposing.current = false;
            mention.close();
          }}
          className="min-h-10 flex-1 resize-none rounded-[1.25rem] bg-gray-100 px-4 py-2 text-[15px] leading-6 text-gray-900 placeholder:text-gray-500 focus:bg-white focus:ring-2 focus:ring-brand-500 focus:outline-none"
        />
        <span id={hintId} className="sr-only">
          {CHAT_TEXT.inputHint}
        </span>
        <button
          type="submit"
          disabled={!canSend}
          aria-label={CHAT_TEXT.send}
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:bg-gray-200 disabled:text-gray-400"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
        </button>
      </div>
    </form>
  );
}
