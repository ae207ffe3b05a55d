import { useEffect, useRef, useState } from 'react';
import { pickPostImages } from '@/features/posts/lib/post-image-files.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

/** One image of the form: one already stored with the post, or a file picked just now. */
export type PostImageItem =
  | { key: string; kind: 'stored'; url: string; previewUrl: string }
  | { key: string; kind: 'file'; file: File; previewUrl: string };

let nextKey = 0;

function storedItems(urls: readonly string[]): PostImageItem[] {
  return urls.map((url) => ({ key: `stored-${url}`, kind: 'stored', url, previewUrl: resolveImageUrl(url) ?? url }));
}

/**
 * The image list of the post form: picks are checked (type, 5 MB, 10 in all) before they join,
 * previews are object URLs released when an image is removed or the form goes away.
 */
export function usePostImages(initialUrls: readonly string[] = []) {
  const [items, setItems] = useState<PostImageItem[]>(() => storedItems(initialUrls));
  const [error, setError] = useState<string | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.kind === 'file') URL.revokeObjectURL(item.previewUrl);
    },
    [],
  );

  const add = (files: readonly File[]) => {
    const { accepted, error: reason } = pickPostImages(files, itemsRef.current.length);
    setError(reason);
    if (accepted.length === 0) return;
    const added = accepted.map(
      (file): PostImageItem => ({ key: `file-${nextKey++}`, kind: 'file', file, previewUrl: URL.createObjectURL(file) }),
    );
    setItems((current) => [...current, ...added]);
  };

  const remove = (key: string) => {
    const item = itemsRef.current.find((entry) => entry.key === key);
    if (item?.kind === 'file') URL.revokeObjectURL(item.previewUrl);
    setError(null);
    setItems((current) => current.filter((entry) => entry.key !== key));
  };

  const reset = () => {
    for (const item of itemsRef.current) if (item.kind === 'file') URL.revokeObjectURL(item.previewUrl);
    setError(null);
    setItems([]);
  };

  return { items, error, add, remove, reset };
}
