import { CHAT_TEXT } from '@/features/chat/chat-text.ts';

/** The thin bar above the input while a photo goes up. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="flex items-center gap-3 border-t border-gray-100 bg-brand-50/60 px-4 py-2">
      <span className="shrink-0 text-xs font-semibold text-brand-700 tabular-nums">{CHAT_TEXT.uploading(percent)}</span>
      <div
        role="progressbar"
        aria-label={CHAT_TEXT.uploadingLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-brand-100"
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
