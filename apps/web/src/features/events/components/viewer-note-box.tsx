import { CircleCheck, Hourglass, Info } from 'lucide-react';
import type { ViewerNote } from '@/features/events/lib/viewer-note.ts';
import { cx } from '@/lib/cx.ts';

const TONES = {
  info: { box: 'bg-sky-50 text-sky-900', icon: Info },
  success: { box: 'bg-success-50 text-success-700', icon: CircleCheck },
  waiting: { box: 'bg-amber-50 text-amber-900', icon: Hourglass },
  muted: { box: 'bg-gray-100 text-gray-700', icon: Info },
} as const;

/** Where the viewer stands, announced politely when it changes (a join, a promotion from the waitlist). */
export function ViewerNoteBox({ note }: { note: ViewerNote }) {
  const { box, icon: Icon } = TONES[note.tone];
  return (
    <div role="status" className={cx('flex items-start gap-2.5 rounded-field px-4 py-3', box)}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        <p className="text-[15px] font-bold">{note.title}</p>
        {note.body && <p className="mt-0.5 text-sm leading-relaxed opacity-90">{note.body}</p>}
      </div>
    </div>
  );
}
