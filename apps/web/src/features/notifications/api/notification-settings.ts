import type { NotificationSettings, PushDevice } from '@dongne/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { notificationKeys } from './query-keys.ts';

/** GET /api/users/me/notification-settings (contract §18). */
export const notificationSettingsQueryOptions = queryOptions({
  queryKey: notificationKeys.settings(),
  queryFn: async ({ signal }) => (await apiClient.get<NotificationSettings>('/users/me/notification-settings', { signal })).data,
});

/** PUT /api/users/me/notification-settings: the whole settings object, answered as stored. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: NotificationSettings) =>
      (await apiClient.put<NotificationSettings>('/users/me/notification-settings', settings)).data,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings(), settings),
  });
}

/** GET /api/push/subscriptions: the caller's devices that receive pushes. */
export const pushDevicesQueryOptions = queryOptions({
  queryKey: notificationKeys.pushDevices(),
  queryFn: async ({ signal }) => (await apiClient.get<PushDevice[]>('/push/subscriptions', { signal })).data,
});

/** DELETE /api/push/subscriptions?endpoint=: one device stops receiving pushes (해제). */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpoint: string) => {
      await apiClient.delete('/push/subscriptions', { params: { endpoint } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices() }),
  });
}

/** GET /api/push/key then POST /api/push/subscriptions with this browser's subscription. */
export function useSubscribeThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscribe: (publicKey: string) => Promise<PushSubscriptionJSON>) => {
      const { data } = await apiClient.get<{ publicKey: string }>('/push/key');
      const subscription = await subscribe(data.publicKey);
      await apiClient.post('/push/subscriptions', { endpoint: subscription.endpoint, keys: subscription.keys });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices() }),
  });
}
