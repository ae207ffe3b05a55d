import { GROUP_MSG, GROUP_TAG_LENGTH_MAX, GROUP_TAGS_MAX } from '@dongne/contract';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { inputClasses } from '../../../components/ui/input.tsx';
import { cx } from '../../../lib/cx.ts';
import { EVENT_TEXT } from '../event-messages.ts';

type EventTagInputProps = { value: string[]; onChange: (tags: string[]) => void; error?: string };

/** Adds a typed tag the way spec §5 says for tags: trimmed, empty and duplicates ignored, at most `max`. */
export function addTag(tags: readonly string[], draft: string, max = GROUP_TAGS_MAX): string[] {
  const tag = draft.trim();
  if (!tag || tags.includes(tag) || tags.length >= max) return [...tags];
  return [...tags, tag];
}

/** Tags added with Enter or the + button; each chip has its own remove button. Same limits as group tags. */
export function EventTagInput({ value, onChange, error }: EventTagInputProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const hintId = `${id}-hint`;
  const isFull = value.length >= GROUP_TAGS_MAX;
  const note = error ?? (isFull ? GROUP_MSG.tagsMax : EVENT_TEXT.tagsHint);

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
          {EVENT_TEXT.tagsFieldLabel}
        </label>
        <span className="text-[13px] text-gray-500">{EVENT_TEXT.tagsCount(value.length, GROUP_TAGS_MAX)}</span>
      </div>
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={isFull}
          maxLength={GROUP_TAG_LENGTH_MAX}
          placeholder={EVENT_TEXT.tagPlaceholder}
          aria-describedby={hintId}
          enterKeyHint="done"
          className={inputClasses}
        />
        <button
          type="button"
          onClick={commit}
          disabled={isFull || draft.trim() === ''}
          aria-label={EVENT_TEXT.addTag}
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
        <ul aria-label={EVENT_TEXT.addedTags} className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 pr-1 pl-3 text-sm font-medium text-brand-800"
            >
              #{tag}
              <button
                type="button"
                onClick={() => onChange(value.filter((item) => item !== tag))}
                aria-label={EVENT_TEXT.removeTag(tag)}
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
