import { ALBUM_PAGE_SIZE, type AlbumPhoto, type Page } from '@dongne/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { nextPageParam } from '@/lib/pages.ts';
import { albumKeys } from './query-keys.ts';

/** GET /api/groups/{id}/photos: the group's photos, newest first; `eventId` keeps one event's. */
export async function getAlbum(
  groupId: number,
  params: { page: number; size: number; eventId?: number },
  signal?: AbortSignal,
): Promise<Page<AlbumPhoto>> {
  const { data } = await apiClient.get<Page<AlbumPhoto>>(`/groups/${groupId}/photos`, { params, signal });
  return data;
}

export function albumQueryOptions(groupId: number, eventId: number | null, size = ALBUM_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: albumKeys.group(groupId, eventId),
    queryFn: ({ pageParam, signal }) => getAlbum(groupId, { page: pageParam, size, ...(eventId ? { eventId } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: nextPageParam<AlbumPhoto>,
  });
}

export function useAlbum(groupId: number, eventId: number | null, { enabled = true, size }: { enabled?: boolean; size?: number } = {}) {
  return useInfiniteQuery({ ...albumQueryOptions(groupId, eventId, size), enabled });
}
