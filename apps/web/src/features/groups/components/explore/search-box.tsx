import { Search, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { inputClasses } from '@/components/ui/input.tsx';
import { TEXT } from '@/config/messages.ts';
import { useDebouncedCallback } from '@/features/groups/hooks/use-debounced-callback.ts';
import { cx } from '@/lib/cx.ts';

// Spec §9: the search box waits 500 ms after the last keystroke before searching.
export const SEARCH_DEBOUNCE_MS = 500;

type SearchBoxProps = {
  value: string;
  onCommit: (query: string) => void;
  /** Why the query cannot be searched (contract §14's Korean message), shown under the box. */
  error?: string | null;
  className?: string;
};

/** Search field whose text reaches the URL after a pause, or at once on Enter. */
export function ExploreSearchBox({ value, onCommit, error, className }: SearchBoxProps) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const debounced = useDebouncedCallback((next: string) => onCommit(next.trim()), SEARCH_DEBOUNCE_MS);

  // The URL changed from outside (reset, chip removed, back button): show its text. The same text
  // with a trailing space still being typed is left alone.
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (draft.trim() !== value) setDraft(value);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    debounced.cancel();
    onCommit(draft.trim());
  };
  const clear = () => {
    debounced.cancel();
    setDraft('');
    onCommit('');
    inputRef.current?.focus();
  };

  return (
    <search className={className}>
      <form onSubmit={onSubmit} className="relative">
        <label htmlFor={inputId} className="sr-only">
          {TEXT.searchLabel}
        </label>
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={draft}
          maxLength={100}
          enterKeyHint="search"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder={TEXT.searchPlaceholder}
          onChange={(event) => {
            setDraft(event.target.value);
            debounced.run(event.target.value);
          }}
          className={cx(inputClasses, 'pl-11 [&::-webkit-search-cancel-button]:appearance-none', draft && 'pr-11')}
        />
        {draft && (
          <button
            type="button"
            onClick={clear}
            aria-label={TEXT.clearSearch}
            className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <X className="size-4.5" aria-hidden="true" />
          </button>
        )}
      </form>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-danger-600">
          {error}
        </p>
      )}
    </search>
  );
}
