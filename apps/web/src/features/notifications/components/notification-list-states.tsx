import { BellOff } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { NOTIFICATION_TEXT } from '@/features/notifications/notification-messages.ts';

/** Rows shaped like real ones (icon, title, message, date) while the first page loads. */
export function NotificationListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul aria-busy="true" aria-label={NOTIFICATION_TEXT.loading} className="divide-y divide-gray-100">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="flex items-start gap-3.5 px-4 py-4 sm:px-5">
          <Skeleton className="size-10 shrink-0 rounded-full!" />
          <div className="flex flex-1 flex-col gap-2 pt-0.5">
            <Skeleton className="h-4.5 w-2/5" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-3.5 w-28" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NotificationsEmpty() {
  return <EmptyState icon={BellOff} title={NOTIFICATION_TEXT.emptyTitle} description={NOTIFICATION_TEXT.emptyBody} />;
}

export function NotificationsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 px-6 py-14 text-center text-[15px] text-gray-700">
      {NOTIFICATION_TEXT.loadFailed}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {NOTIFICATION_TEXT.retry}
      </Button>
    </div>
  );
}
