import { GROUP_MSG, GROUP_TAG_LENGTH_MAX, GROUP_TAGS_MAX } from '@dongne/contract';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { TEXT } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';
import { inputClasses } from './input.tsx';

/** Adds a typed tag the way spec §5 says: trimmed, empty and duplicates ignored, at most ten. */
function addTag(tags: readonly string[], draft: string): string[] {
  const tag = draft.trim();
  if (!tag || tags.includes(tag) || tags.length >= GROUP_TAGS_MAX) return [...tags];
  return [...tags, tag];
}

type TagInputProps = {
  value: string[];
  onChange: (tags: string[]) => void;
  /** Said under the field until an error or the limit replaces it. */
  hint: string;
  error?: string;
};

/**
 * Tags added with Enter or the + button, each chip with its own remove button; groups and events
 * share the limits (spec §2 Create group, §5).
 */
export function TagInput({ value, onChange, hint, error }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const isFull = value.length >= GROUP_TAGS_MAX;
  const note = error ?? (isFull ? GROUP_MSG.tagsMax : hint);

  const commit = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while a Hangul syllable is still being composed belongs to the IME, not to us.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    commit();
  };

  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-gray-800">
          {TEXT.tagsFieldLabel}
        </label>
        <span className="text-[13px] text-gray-500">{TEXT.tagsCount(value.length, GROUP_TAGS_MAX)}</span>
      </div>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={isFull}
          maxLength={GROUP_TAG_LENGTH_MAX}
          placeholder={TEXT.tagPlaceholder}
          aria-describedby={hintId}
          enterKeyHint="done"
          className={inputClasses}
        />
        <button
          type="button"
          onClick={commit}
          disabled={isFull || draft.trim() === ''}
          aria-label={TEXT.addTag}
          className="flex size-12 shrink-0 items-center justify-center rounded-field border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 disabled:cursor-not-allowed disabled:text-gray-400"
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
      </div>
      <p
        id={hintId}
        role={error ? 'alert' : undefined}
        className={cx('text-[13px]', error ? 'font-medium text-danger-600' : 'text-gray-600')}
      >
        {note}
      </p>
      {value.length > 0 && (
        <ul aria-label={TEXT.addedTags} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              #{tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== tag))}
                aria-label={TEXT.removeTag(tag)}
                className="flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
