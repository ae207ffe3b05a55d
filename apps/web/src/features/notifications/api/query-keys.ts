/**
 * The unread count lives under one key on purpose: the header polls it, the notifications screen
 * adjusts it, and a realtime notification pushes a new value with `setUnreadCount` without a request.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  pushDevices: () => [...notificationKeys.all, 'push-devices'] as const,
};
