import type { Notification, Page } from '@dongne/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@/features/notifications/api/query-keys.ts';

type NotificationPages = InfiniteData<Page<Notification>, unknown>;

/**
 * Applies a change to every loaded page, so the screen reflects an action at once instead of
 * waiting for a refetch of all pages.
 */
export function updateLoadedNotifications(queryClient: QueryClient, change: (items: Notification[]) => Notification[]): void {
  queryClient.setQueryData<NotificationPages>(notificationKeys.list(), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, content: change(page.content) })) } : data,
  );
}

/** Every loaded notification once, even when one shifted from a page into the next between loads. */
export function flattenNotifications(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<number>();
  const items: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.content) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
