import type { GroupNotificationSettings } from '@dongne/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshChatUnread } from '@/lib/api/chat-unread.ts';
import { apiClient } from '@/lib/api-client.ts';
import { groupKeys } from './query-keys.ts';

/** GET /api/groups/{id}/notification-settings (contract §18): 알림 끄기 and 채팅 알림, members only. */
export const groupNotificationSettingsQueryOptions = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.notificationSettings(groupId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<GroupNotificationSettings>(`/groups/${groupId}/notification-settings`, { signal })).data,
  });

/** PUT /api/groups/{id}/notification-settings: both fields, answered as stored. */
export function useSaveGroupNotificationSettings(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: GroupNotificationSettings) =>
      (await apiClient.put<GroupNotificationSettings>(`/groups/${groupId}/notification-settings`, settings)).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(groupKeys.notificationSettings(groupId), settings);
      // The room list and the room's header show whether the room is muted.
      refreshChatUnread(queryClient);
    },
  });
}
