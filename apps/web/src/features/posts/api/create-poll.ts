import type { CreatePollPayload, Post } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postKeys } from '@/features/posts/api/query-keys.ts';
import { prependPost } from '@/features/posts/lib/post-cache.ts';
import { apiClient } from '@/lib/api-client.ts';
import { MEANINGFUL_ACT } from '@/lib/meaningful-act.ts';

/** POST /api/groups/{id}/polls: members only; answers the post that carries the poll. */
export async function createPoll({ groupId, ...payload }: CreatePollPayload & { groupId: number }): Promise<Post> {
  const { data } = await apiClient.post<Post>(`/groups/${groupId}/polls`, payload);
  return data;
}

export function useCreatePoll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPoll,
    meta: MEANINGFUL_ACT,
    onSuccess: (post) => {
      if (post.poll) queryClient.setQueryData(postKeys.poll(post.poll.id), post.poll);
      prependPost(queryClient, post);
    },
  });
}
