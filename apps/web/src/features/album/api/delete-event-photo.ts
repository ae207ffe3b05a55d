import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { albumKeys } from './query-keys.ts';

/** DELETE /api/events/{eventId}/photos/{photoId}: the uploader's or the staff's. */
export async function deleteEventPhoto({ eventId, photoId }: { eventId: number; photoId: number }): Promise<void> {
  await apiClient.delete(`/events/${eventId}/photos/${photoId}`);
}

export function useDeleteEventPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.all }),
  });
}
