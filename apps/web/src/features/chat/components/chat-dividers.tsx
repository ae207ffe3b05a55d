import { CalendarDays } from 'lucide-react';
import type { Ref } from 'react';

/** The day line between messages of different days. */
export function DayDivider({ label }: { label: string }) {
  return (
    <div className="mt-5 mb-2 flex items-center gap-3 text-xs text-gray-600">
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
      <span className="flex items-center gap-1 rounded-full bg-gray-50 px-3 py-1">
        <CalendarDays className="size-3.5" aria-hidden="true" />
        {label}
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-gray-200" />
    </div>
  );
}

/** A server notice ('○○님이 참여했습니다.'), centred as chat apps do. */
export function SystemNotice({ text }: { text: string }) {
  return <p className="mx-auto mt-3 w-fit max-w-[90%] rounded-full bg-gray-100 px-3 py-1 text-center text-xs text-gray-600">{text}</p>;
}

/** Where the reader's unread messages begin when the room was opened (contract §21). */
export function UnreadDivider({ label, ref }: { label: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="mt-4 mb-1 flex items-center gap-3 text-xs font-semibold text-brand-700">
      <span aria-hidden="true" className="h-px flex-1 bg-brand-200" />
      <span className="rounded-full bg-brand-50 px-3 py-1">{label}</span>
      <span aria-hidden="true" className="h-px flex-1 bg-brand-200" />
    </div>
  );
}
