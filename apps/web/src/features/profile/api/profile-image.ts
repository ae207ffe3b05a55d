import { apiClient } from '@/lib/api-client.ts';

/** POST /api/images/upload/profile (multipart field `file`) → the stored image's relative URL. */
export async function uploadProfileImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await apiClient.post<{ imageUrl: string }>('/images/upload/profile', form);
  return data.imageUrl;
}

/**
 * DELETE /api/images?imageUrl=: drops a photo that was uploaded in the edit modal but never saved,
 * so abandoned picks do not pile up on the server. Best effort: a failure changes nothing visible.
 */
export async function discardProfileImage(imageUrl: string): Promise<void> {
  try {
    await apiClient.delete('/images', { params: { imageUrl } });
  } catch {
    // The file stays on disk; the profile itself is unaffected.
  }
}
