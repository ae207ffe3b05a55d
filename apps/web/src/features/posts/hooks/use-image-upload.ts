import { useRef, useState } from 'react';
import { useUploadPostImages } from '@/features/posts/api/upload-post-images.ts';
import type { PostImageItem } from './use-post-images.ts';

/**
 * Turns the form's images into the URLs a post stores, uploading the new files in one request
 * with a progress value. Files already uploaded are remembered, so trying again after a failed
 * save does not send the same photos twice.
 */
export function useImageUpload() {
  const upload = useUploadPostImages();
  const [progress, setProgress] = useState<number | null>(null);
  const uploaded = useRef(new Map<File, string>());

  const urlsFor = async (items: readonly PostImageItem[]): Promise<string[]> => {
    const pending = items.flatMap((item) => (item.kind === 'file' && !uploaded.current.has(item.file) ? [item.file] : []));
    if (pending.length > 0) {
      setProgress(0);
      try {
        const urls = await upload.mutateAsync({ files: pending, onProgress: setProgress });
        pending.forEach((file, index) => {
          const url = urls[index];
          if (url) uploaded.current.set(file, url);
        });
      } finally {
        setProgress(null);
      }
    }
    return items.flatMap((item) => {
      if (item.kind === 'stored') return [item.url];
      const url = uploaded.current.get(item.file);
      return url ? [url] : [];
    });
  };

  return { urlsFor, progress };
}
