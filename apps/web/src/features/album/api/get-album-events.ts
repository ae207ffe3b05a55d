import type { AlbumEvent } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { albumKeys } from './query-keys.ts';

/** GET /api/groups/{id}/photos/events: the group's events with photos, the newest photo's first (at most 50). */
export async function getAlbumEvents(groupId: number, signal?: AbortSignal): Promise<AlbumEvent[]> {
  const { data } = await apiClient.get<AlbumEvent[]>(`/groups/${groupId}/photos/events`, { signal });
  return data;
}

export function albumEventsQueryOptions(groupId: number) {
  return queryOptions({ queryKey: albumKeys.events(groupId), queryFn: ({ signal }) => getAlbumEvents(groupId, signal) });
}

export function useAlbumEvents(groupId: number) {
  return useQuery(albumEventsQueryOptions(groupId));
}
