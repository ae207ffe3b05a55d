import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';

export type UploadChatImageInput = {
  file: File;
  /** 0–100 while the bytes go up. */
  onProgress?: (percent: number) => void;
};

/** POST /api/images/upload/post (field `file`) → the /uploads/… URL an IMAGE message carries. */
export async function uploadChatImage({ file, onProgress }: UploadChatImageInput): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiClient.post<{ imageUrl: string }>('/images/upload/post', form, {
    onUploadProgress: (event) => {
      if (onProgress && event.total) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data.imageUrl;
}

export function useUploadChatImage() {
  return useMutation({ mutationFn: uploadChatImage });
}
