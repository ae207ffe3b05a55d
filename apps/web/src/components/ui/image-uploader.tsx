import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from '@dongne/contract';
import { ImagePlus, RefreshCw, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_TEXT } from '@/config/group-messages.ts';
import { MSG } from '@/config/messages.ts';
import { cx } from '@/lib/cx.ts';
import { resolveImageUrl } from '@/lib/image-url.ts';

/** What the uploader holds: a file picked just now, the URL of an image already stored, or nothing. */
export type ImageValue = File | string | null;

/** Checked before any upload, so a wrong file costs no bytes; the server checks the bytes again. */
export function validateImageFile(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size > MAX_IMAGE_BYTES) return MSG.imageTooLarge;
  return null;
}

function usePreviewUrl(value: ImageValue): string | null {
  const [blobUrl, setBlobUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!(value instanceof File)) {
      setBlobUrl(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setBlobUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);
  return value instanceof File ? blobUrl : resolveImageUrl(value);
}

type ImageUploaderProps = {
  /** What the image is for ('모임 대표 이미지'): names the picker and the preview's alt text. */
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
  /** 0–100 while uploading; null when idle. */
  progress?: number | null;
  error?: string;
  disabled?: boolean;
  className?: string;
};

/** Drag-and-drop or click to pick one image, with preview, replace and remove (spec §2 Image uploader). */
export function ImageUploader({ label, value, onChange, progress = null, error, disabled, className }: ImageUploaderProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const [isDragging, setIsDragging] = useState(false);
  const previewUrl = usePreviewUrl(value);
  const errorId = useId();
  const shownError = localError ?? error;
  const isBusy = disabled || progress !== null;

  const pick = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    setLocalError(problem);
    if (!problem) onChange(file);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragging(false);
    if (!isBusy) pick(event.dataTransfer.files[0]);
  };

  const openPicker = () => inputRef.current?.click();

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the button inside is the keyboard path */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!isBusy) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cx(
          'relative aspect-[2/1] w-full overflow-hidden rounded-card border-2 border-dashed transition-colors sm:aspect-[5/2]',
          isDragging ? 'border-brand-500 bg-brand-50' : 'border-gray-300 bg-gray-50',
          shownError && 'border-danger-500',
          previewUrl && 'border-solid border-gray-200',
        )}
      >
        {previewUrl ? (
          <>
            <img src={previewUrl} alt={IMAGE_TEXT.previewAlt(label)} className="size-full object-cover" />
            <div className="absolute top-3 right-3 flex gap-2">
              <button
                type="button"
                onClick={openPicker}
                disabled={isBusy}
                className="flex h-9 items-center gap-1.5 rounded-lg bg-gray-900/70 px-3 text-sm font-semibold text-white backdrop-blur hover:bg-gray-900/85 disabled:opacity-60"
              >
                <RefreshCw className="size-4" aria-hidden="true" />
                {IMAGE_TEXT.change}
              </button>
              <button
                type="button"
                onClick={() => {
                  setLocalError(null);
                  onChange(null);
                }}
                disabled={isBusy}
                aria-label={IMAGE_TEXT.remove}
                className="flex size-9 items-center justify-center rounded-lg bg-gray-900/70 text-white backdrop-blur hover:bg-gray-900/85 disabled:opacity-60"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
          </>
        ) : (
          <button
            type="button"
            onClick={openPicker}
            disabled={isBusy}
            aria-describedby={shownError ? errorId : undefined}
            className="flex size-full flex-col items-center justify-center gap-2 px-4 text-center text-gray-600 hover:text-brand-700 disabled:cursor-not-allowed"
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-card">
              <ImagePlus className="size-6" aria-hidden="true" />
            </span>
            <span className="text-[15px] font-semibold text-gray-800">{IMAGE_TEXT.pick}</span>
            <span className="text-[13px]">{IMAGE_TEXT.dropHint}</span>
            <span className="text-[13px] text-gray-500">{IMAGE_TEXT.rules}</span>
          </button>
        )}
        {progress !== null && (
          <div className="absolute inset-x-0 bottom-0 bg-gray-900/70 px-4 py-2.5 text-white" role="status">
            <p className="text-[13px] font-semibold">{IMAGE_TEXT.uploading(progress)}</p>
            <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-white/30">
              <div className="h-full rounded-full bg-white transition-[width]" style={{ width: `${progress}%` }} />
            </div>
          </div>
        )}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        aria-label={label}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          // Picking the same file again after removing it must fire a change again.
          event.target.value = '';
        }}
      />
      {shownError && (
        <p id={errorId} role="alert" className="text-[13px] font-medium text-danger-600">
          {shownError}
        </p>
      )}
    </div>
  );
}
