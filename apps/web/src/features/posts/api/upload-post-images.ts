import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type UploadPostImagesInput = {
  files: readonly File[];
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
};

/**
 * POST /api/images/upload/post with one repeated `files` field (at most 10): the server checks
 * every image before storing any, so a bad one in the batch stores nothing.
 */
export async function uploadPostImages({ files, onProgress }: UploadPostImagesInput): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const { data } = await apiClient.post<{ imageUrls: string[] }>('/images/upload/post', form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data.imageUrls;
}

export function useUploadPostImages() {
  return useMutation({ mutationFn: uploadPostImages });
}
