import type { SearchAlternatives } from '@dongne/contract';
import { Globe, MapPin, MapPinned, Radar, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { DISCOVERY_TEXT } from '@/features/groups/discovery-messages.ts';

/** Where a search looks (contract §14): the districts' name, whether they are the user's own 동네, and their neighbours. */
export type SearchScope = { place: string; isMine: boolean; near: boolean };
export type WidenTo = 'near' | 'all';

/** Says plainly where the search looks, with a way to look everywhere; never a quiet limit. */
export function SearchScopeNote({ scope, onWiden }: { scope: SearchScope; onWiden: (to: WidenTo) => void }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-x-2 gap-y-1">
      <p className="inline-flex min-w-0 items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-700">
        <MapPin className="size-3.5 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="truncate">{DISCOVERY_TEXT.searchScope(scope.place, scope.isMine, scope.near)}</span>
      </p>
      <button
        type="button"
        onClick={() => onWiden('all')}
        className="h-8 rounded-full px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {DISCOVERY_TEXT.searchEverywhere()}
      </button>
    </div>
  );
}

type EmptyHereProps = {
  scope: SearchScope;
  alternatives: SearchAlternatives;
  onWiden: (to: WidenTo) => void;
  /** What to offer when the search finds nothing anywhere (reset, create a group). */
  fallback: ReactNode;
};

/**
 * An empty search in chosen districts (contract §14): says nothing was found there and offers the
 * same search nearby and everywhere with their counts; an option that would find nothing is left
 * out. Found nowhere, it says so kindly and offers `fallback`.
 */
export function EmptyHere({ scope, alternatives, onWiden, fallback }: EmptyHereProps) {
  const { nearCount, allCount } = alternatives;
  if (nearCount === 0 && allCount === 0) {
    return (
      <EmptyState
        icon={SearchX}
        as="h3"
        title={DISCOVERY_TEXT.emptyAnywhereTitle}
        description={DISCOVERY_TEXT.emptyAnywhereBody(scope.place)}
        action={fallback}
      />
    );
  }
  return (
    <EmptyState
      icon={MapPinned}
      as="h3"
      title={DISCOVERY_TEXT.emptyHereTitle(scope.place)}
      description={DISCOVERY_TEXT.emptyHereBody}
      action={
        <>
          {nearCount > 0 && (
            <Button variant="outline" onClick={() => onWiden('near')}>
              <Radar className="size-4" aria-hidden="true" />
              {DISCOVERY_TEXT.searchNear(nearCount)}
            </Button>
          )}
          <Button onClick={() => onWiden('all')}>
            <Globe className="size-4" aria-hidden="true" />
            {DISCOVERY_TEXT.searchEverywhere(allCount)}
          </Button>
        </>
      }
    />
  );
}
