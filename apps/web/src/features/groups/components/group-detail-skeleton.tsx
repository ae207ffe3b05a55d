import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';

/** The page's shape while the group loads, so nothing jumps when it arrives. */
export function GroupDetailSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="flex flex-col gap-6">
      <div className="overflow-hidden rounded-card border border-gray-100 bg-white shadow-card">
        <Skeleton className="aspect-[16/9] w-full rounded-none sm:aspect-[3/1]" />
        <div className="space-y-3 px-5 py-6 sm:px-8">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <div className="flex gap-4 pt-2">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-16" />
            <Skeleton className="h-4 w-32" />
          </div>
          <Skeleton className="mt-4 h-12 w-full lg:w-64" />
        </div>
      </div>
      <div className="flex gap-4 border-b border-gray-200 pb-3">
        <Skeleton className="h-5 w-14" />
        <Skeleton className="h-5 w-16" />
        <Skeleton className="h-5 w-12" />
      </div>
      <Skeleton className="h-40 w-full rounded-card" />
    </div>
  );
}
