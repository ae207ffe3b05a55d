import type { CreateGroupPayload, Group } from '@dongne/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { MEANINGFUL_ACT } from '@/lib/meaningful-act.ts';
import { groupKeys } from './query-keys.ts';

export type CreateGroupWithImageInput = {
  payload: CreateGroupPayload;
  image: File;
  /** 0–100 while the bytes go up; the server then re-encodes the image before answering. */
  onProgress?: (percent: number) => void;
};

/**
 * POST /api/groups/with-image: part `group` (a JSON blob) and part `image`. One request, so a
 * group that fails validation leaves no stray upload behind (the server discards the image).
 */
export async function createGroupWithImage({ payload, image, onProgress }: CreateGroupWithImageInput): Promise<Group> {
  const form = new FormData();
  form.append('group', new Blob([JSON.stringify(payload)], { type: 'application/json' }));
  form.append('image', image, image.name);
  const { data } = await apiClient.post<Group>('/groups/with-image', form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data;
}

export function useCreateGroupWithImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupWithImage,
    meta: MEANINGFUL_ACT,
    onSuccess: async (group) => {
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      // The detail page opens next: seed it so it renders without a second round trip.
      queryClient.setQueryData(groupKeys.detail(group.id), group);
    },
  });
}
