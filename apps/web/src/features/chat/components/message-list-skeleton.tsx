import { Skeleton } from '@/components/ui/skeleton.tsx';
import { CHAT_TEXT } from '@/features/chat/chat-text.ts';

const ROWS = [
  { id: 'a', isMine: false, width: 'w-48' },
  { id: 'b', isMine: false, width: 'w-32' },
  { id: 'c', isMine: true, width: 'w-40' },
  { id: 'd', isMine: false, width: 'w-56' },
  { id: 'e', isMine: true, width: 'w-28' },
] as const;

/** Bubble-shaped placeholders while the history loads, so the panel does not jump. */
export function MessageListSkeleton() {
  return (
    <div role="status" aria-label={CHAT_TEXT.loading} className="flex min-h-0 flex-1 flex-col justify-end gap-3 px-4 pb-3">
      {ROWS.map((row) => (
        <div key={row.id} className={row.isMine ? 'flex justify-end' : 'flex items-start gap-2'}>
          {!row.isMine && <Skeleton className="size-9 rounded-full" />}
          <Skeleton className={`h-9 rounded-2xl ${row.width}`} />
        </div>
      ))}
    </div>
  );
}
