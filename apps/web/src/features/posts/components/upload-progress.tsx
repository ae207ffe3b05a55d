import { POST_TEXT } from '@/features/posts/post-messages.ts';

/** The bar shown while the photos go up, as a progressbar with its value for screen readers. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between text-[13px] font-semibold text-brand-700">
        <span>{POST_TEXT.uploading(percent)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={POST_TEXT.uploadingLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
