import type { Me } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { useApplyMe } from './update-profile.ts';

/** PUT /api/users/interests {categoryIds}: replaces the whole set; ids may be top or sub categories. */
export async function updateInterests(categoryIds: number[]): Promise<Me> {
  const { data } = await apiClient.put<Me>('/users/interests', { categoryIds });
  return data;
}

export function useUpdateInterests() {
  const applyMe = useApplyMe();
  return useMutation({ mutationFn: updateInterests, onSuccess: applyMe });
}
