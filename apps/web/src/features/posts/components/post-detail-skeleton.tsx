import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TEXT } from '@/config/messages.ts';

/** The post page's shape while it loads, so nothing jumps when it arrives. */
export function PostDetailSkeleton() {
  return (
    <div role="status" aria-label={TEXT.loading} className="flex flex-col gap-4">
      <Skeleton className="h-5 w-40" />
      <div className="rounded-card border border-gray-100 bg-white p-5 shadow-card">
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="space-y-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-16" />
          </div>
        </div>
        <Skeleton className="mt-5 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-5/6" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-5 aspect-[4/3] w-full rounded-xl" />
      </div>
    </div>
  );
}
