import type { ImageKind } from '@dongne/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type UploadImageInput = {
  file: File;
  kind?: ImageKind;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
};

/** POST /api/images/upload/{kind} (field `file`): stores one image and answers its relative URL. */
export async function uploadImage({ file, kind = 'group', onProgress }: UploadImageInput): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiClient.post<{ imageUrl: string }>(`/images/upload/${kind}`, form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return data.imageUrl;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
