import { CHAT_TEXT } from '@/features/chat/chat-text.ts';
import { cx } from '@/lib/cx.ts';
import type { RealtimeStatus } from '@/lib/realtime/realtime-client.ts';

const LOOKS: Record<RealtimeStatus, { label: string; dot: string; tone: string }> = {
  connecting: { label: CHAT_TEXT.connecting, dot: 'bg-gray-400 animate-pulse', tone: 'bg-gray-100 text-gray-600' },
  connected: { label: CHAT_TEXT.connected, dot: 'bg-success-500', tone: 'bg-success-50 text-success-700' },
  reconnecting: { label: CHAT_TEXT.reconnecting, dot: 'bg-amber-500 animate-pulse', tone: 'bg-amber-50 text-amber-800' },
  idle: { label: CHAT_TEXT.offline, dot: 'bg-gray-400', tone: 'bg-gray-100 text-gray-600' },
};

/**
 * Where the live connection stands. A status region, so a screen reader hears it drop and come
 * back; the 5 s retry rhythm is spelled out while reconnecting (visible from tablet width up).
 */
export function ConnectionBadge({ status }: { status: RealtimeStatus }) {
  const look = LOOKS[status];
  return (
    <p
      role="status"
      className={cx('inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold', look.tone)}
      title={status === 'reconnecting' ? CHAT_TEXT.reconnectingDetail : undefined}
    >
      <span aria-hidden="true" className={cx('size-2 rounded-full', look.dot)} />
      {look.label}
      {status === 'reconnecting' && (
        <span className="sr-only sm:not-sr-only sm:font-normal">
          {' · '}
          {CHAT_TEXT.reconnectingDetail}
        </span>
      )}
    </p>
  );
}
