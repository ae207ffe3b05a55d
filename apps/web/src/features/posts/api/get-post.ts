import type { Post } from '@dongne/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { errorStatusOf } from '@/lib/error-message.ts';
import { postKeys } from './query-keys.ts';

/** GET /api/posts/{id}: one post with the viewer's like and edit/delete rights. */
export async function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  const { data } = await apiClient.get<Post>(`/posts/${id}`, { signal });
  return data;
}

export function postQueryOptions(id: number) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
    // Counts and rights depend on who looks and change with every visitor: check again on each visit.
    staleTime: 0,
    // A missing or forbidden post stays so; asking again only delays the answer.
    retry: (failures, error) => {
      const status = errorStatusOf(error);
      return (status === null || status >= 500) && failures < 1;
    },
  });
}

export function usePost(id: number) {
  return useQuery({ ...postQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
