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
  return (
    <dl className="mt-6 grid grid-cols-3 divide-x divide-gray-100 rounded-card bg-white py-4 shadow-card ring-1 ring-gray-100 sm:py-5">
      {stats.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex min-w-0 flex-col items-center gap-1 px-2 sm:flex-row sm:justify-center sm:gap-4 sm:px-5">
          <span className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:flex">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col-reverse items-center sm:items-start">
            <dt className="truncate text-[13px] text-gray-600 sm:text-sm">{label}</dt>
            <dd className="flex h-7 items-center text-base font-bold tracking-tight whitespace-nowrap text-gray-900 tabular-nums sm:text-xl">
              {value ?? <Skeleton className="h-5 w-10" />}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
