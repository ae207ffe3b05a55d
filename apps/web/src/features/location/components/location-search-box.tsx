import { LocateFixed, Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses } from '@/components/ui/input.tsx';
import { LOCATION_TEXT } from '@/features/location/location-messages.ts';
import { cx } from '@/lib/cx.ts';

type LocationSearchBoxProps = {
  onSearch: (query: string) => void;
  onLocate: () => void;
  isSearching: boolean;
  isLocating: boolean;
  isDisabled: boolean;
};

/** Address box (search on Enter or the button) and the current-location button. */
export function LocationSearchBox({ onSearch, onLocate, isSearching, isLocating, isDisabled }: LocationSearchBoxProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(query);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom; the role gives the same landmark everywhere
    <form role="search" onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-semibold text-gray-800">
        {LOCATION_TEXT.searchLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-gray-500" aria-hidden="true" />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={LOCATION_TEXT.searchPlaceholder}
            autoComplete="off"
            enterKeyHint="search"
            className={cx(inputClasses, 'pl-11')}
          />
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button type="submit" variant="secondary" size="lg" isLoading={isSearching} disabled={isDisabled}>
            {LOCATION_TEXT.search}
          </Button>
          <Button type="button" variant="outline" size="lg" onClick={onLocate} isLoading={isLocating} disabled={isDisabled}>
            {!isLocating && <LocateFixed className="size-5 text-brand-600" aria-hidden="true" />}
            {isLocating ? LOCATION_TEXT.locating : LOCATION_TEXT.currentLocation}
          </Button>
        </div>
      </div>
    </form>
  );
}
