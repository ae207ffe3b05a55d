import type { AlbumPhoto } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { albumKeys } from './query-keys.ts';

/** POST /api/events/{id}/photos with one repeated `files` field (at most 10), checked and stored all or none. */
export async function addEventPhotos({ eventId, files }: { eventId: number; files: readonly File[] }): Promise<AlbumPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const { data } = await apiClient.post<{ photos: AlbumPhoto[] }>(`/events/${eventId}/photos`, form);
  return data.photos;
}

export function useAddEventPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEventPhotos,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: albumKeys.all }),
  });
}
