import type { LucideIcon } from 'lucide-react';
import { CalendarDays, Crown, UsersRound } from 'lucide-react';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { TEXT } from '../../../../config/messages.ts';

type Stat = { icon: LucideIcon; label: string; value: string | null };

/** Three numbers at the top of my groups; a skeleton of the same height until each arrives. */
export function StatCards({ joined, owned, joinDate }: { joined: number | null; owned: number | null; joinDate: string | null }) {
  const stats: Stat[] = [
    { icon: UsersRound, label: TEXT.statJoined, value: joined === null ? null : `${joined}` },
    { icon: Crown, label: TEXT.statOwned, value: owned === null ? null : `${owned}` },
    { icon: CalendarDays, label: TEXT.statJoinDate, value: joinDate },
  ];
  return (
    <dl className="mt-6 grid grid-cols-3 gap-2.5 sm:gap-4">
      {stats.map(({ icon: Icon, label, value }) => (
        <div
          key={label}
          className="flex flex-col gap-2 rounded-card bg-white p-3.5 shadow-card ring-1 ring-gray-100 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
        >
          <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 sm:size-11">
            <Icon className="size-4.5 sm:size-5" aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col-reverse">
            <dt className="truncate text-[13px] text-gray-600 sm:text-sm">{label}</dt>
            <dd className="h-7 text-lg leading-7 font-bold tracking-tight text-gray-900 tabular-nums sm:text-xl">
              {value ?? <Skeleton className="mt-1 h-5 w-10" />}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
