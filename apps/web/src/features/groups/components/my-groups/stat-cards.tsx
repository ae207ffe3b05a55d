import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Crown, UsersRound } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';

type Stat = { icon: LucideIcon; label: string; value: string | null };

/** Three numbers at the top of my groups; a skeleton of the same height until each arrives. */
export function StatCards({ joined, owned, joinDate }: { joined: number | null; owned: number | null; joinDate: string | null }) {
  const stats: Stat[] = [
    { icon: UsersRound, label: TEXT.statJoined, value: joined === null ? null : `${joined}` },
    { icon: Crown, label: TEXT.statOwned, value: owned === null ? null : `${owned}` },
    { icon: CalendarDays, label: TEXT.statJoinDate, value: joinDate },
  ];
  // One card split in three (not three cards): on a 375 px phone each cell keeps room for a full date.
  // Each cell holds only its <dt> and <dd>, as a description list must: the icon lives in the <dt>,
  // which on wider screens is a subgrid of the cell so the icon spans both rows left of the value
  // and the label.
  return (
    <dl className="mt-6 grid grid-cols-3 divide-x divide-gray-100 rounded-card bg-white py-4 shadow-card ring-1 ring-gray-100 sm:py-5">
      {stats.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] justify-items-center px-2 sm:grid-cols-[2.75rem_minmax(0,auto)] sm:grid-rows-[auto_auto] sm:content-center sm:justify-center sm:justify-items-start sm:gap-x-4 sm:px-5"
        >
          <dt className="row-start-2 max-w-full truncate text-[13px] text-gray-600 sm:col-[1/3] sm:row-[1/3] sm:grid sm:grid-cols-subgrid sm:grid-rows-subgrid sm:text-sm">
            <span className="hidden size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:col-start-1 sm:row-[1/3] sm:flex">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="min-w-0 truncate sm:col-start-2 sm:row-start-2 sm:self-start">{label}</span>
          </dt>
          <dd className="row-start-1 flex h-7 items-center text-base font-bold tracking-tight whitespace-nowrap text-gray-900 tabular-nums sm:col-start-2 sm:row-start-1 sm:text-xl">
            {value ?? <Skeleton className="h-5 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
