import type { Group } from '@dongne/contract';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';
import { GroupCard } from './group-card.tsx';

// One grid for every list, so cards and their skeletons line up the same on every screen.
const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

export function GroupGrid({
  groups,
  headingLevel,
  highlight,
}: {
  groups: readonly Group[];
  headingLevel?: 'h2' | 'h3';
  /** The search's words, marked in names and tags. */
  highlight?: string;
}) {
  return (
    <ul className={GRID}>
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} headingLevel={headingLevel} highlight={highlight} />
        </li>
      ))}
    </ul>
  );
}

/** Same boxes as a GroupCard (photo, meta, name, tags, footer), so nothing moves when data arrives. */
function GroupCardSkeleton() {
  return (
    <div className="flex h-full gap-3.5 rounded-card bg-white p-3 shadow-card ring-1 ring-gray-100 sm:flex-col sm:gap-0 sm:overflow-hidden sm:p-0">
      <Skeleton className="size-24 shrink-0 rounded-xl sm:aspect-[16/10] sm:size-auto sm:w-full sm:rounded-none" />
      <div className="flex min-w-0 flex-1 flex-col sm:p-4">
        <Skeleton className="my-[2.75px] h-3.5 w-2/5" />
        <Skeleton className="mt-1 h-6 w-4/5 sm:h-[25.5px]" />
        <Skeleton className="mt-1.5 h-6 w-3/5 rounded-md" />
        <div className="mt-auto pt-2">
          <Skeleton className="my-[2.75px] h-3.5 w-3/4" />
        </div>
      </div>
    </div>
  );
}

export function GroupGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={GRID} aria-busy="true" aria-label={TEXT.loading}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index}>
          <GroupCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
