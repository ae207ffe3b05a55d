import type { CreateReportInput } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

/** POST /api/reports (contract §11): 201 `{id}`; 409 when this user reported the target before. */
export async function createReport(input: CreateReportInput): Promise<{ id: number }> {
  const { data } = await apiClient.post<{ id: number }>('/reports', input);
  return data;
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
