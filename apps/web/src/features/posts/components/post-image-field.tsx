import { ACCEPTED_IMAGE_TYPES, MAX_POST_IMAGES } from '@dongne/contract';
import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import type { PostImageItem } from '@/features/posts/hooks/use-post-images.ts';
import { POST_TEXT } from '@/features/posts/post-messages.ts';

type PostImageFieldProps = {
  items: readonly PostImageItem[];
  error: string | null;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
};

/**
 * The photo row of the post form: an add button with 'n/10' that turns off at 10 (spec §5), then
 * a thumbnail per photo with its own remove button.
 */
export function PostImageField({ items, error, disabled = false, onAdd, onRemove }: PostImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const isFull = items.length >= MAX_POST_IMAGES;
  const count = POST_TEXT.imageCount(items.length, MAX_POST_IMAGES);

  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={POST_TEXT.imagesLabel} className="flex flex-wrap gap-2 pt-1.5 pr-1.5">
        <li className="shrink-0">
          <button
            type="button"
            onClick={() => inputRef.current?.click()}
            disabled={disabled || isFull}
            aria-label={`${POST_TEXT.addImages} ${count}`}
            aria-describedby={error ? errorId : undefined}
            className="flex size-16 flex-col items-center justify-center gap-0.5 rounded-xl border border-dashed border-gray-300 bg-gray-50 text-gray-600 transition-colors hover:border-brand-400 hover:text-brand-700 disabled:cursor-not-allowed disabled:border-gray-200 disabled:text-gray-400 disabled:hover:text-gray-400"
          >
            <ImagePlus className="size-6" aria-hidden="true" />
            <span className="text-xs font-semibold tabular-nums">{count}</span>
          </button>
        </li>
        {items.map((item, index) => (
          <li key={item.key} className="relative size-16 shrink-0">
            <img
              src={item.previewUrl}
              alt={POST_TEXT.thumbnailAlt(index + 1)}
              className="size-full rounded-xl border border-gray-100 object-cover"
            />
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              disabled={disabled}
              aria-label={POST_TEXT.removeImage(index + 1)}
              className="absolute -top-1.5 -right-1.5 flex size-6 items-center justify-center rounded-full bg-gray-900 text-white ring-2 ring-white hover:bg-gray-700 disabled:opacity-50"
            >
              <X className="size-3.5" strokeWidth={3} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-label={POST_TEXT.addImages}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          // Picking the same photo again after removing it must fire a change again.
          event.target.value = '';
        }}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-danger-600">
          {error}
        </p>
      ) : (
        <p className="text-[13px] text-gray-500">{POST_TEXT.imageRules}</p>
      )}
    </div>
  );
}
