import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCheckInCode } from '@/features/events/api/get-check-in-code.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { toErrorMessage } from '@/lib/error-message.ts';

/** The code of this minute, big, with its QR, for the organiser to hold up; asked again as it changes. */
export function CheckInCodeDialog({ eventId, isOpen, onClose }: { eventId: number; isOpen: boolean; onClose: () => void }) {
  const query = useCheckInCode(eventId, isOpen);
  const shown = query.data;
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={EVENT_TEXT.codeTitle} size="md" closeOnEscape>
      <div className="flex flex-col items-center gap-4 px-5 py-6 text-center">
        {query.isError && !shown ? (
          <p role="alert" className="text-[15px] text-danger-700">
            {toErrorMessage(query.error, EVENT_TEXT.codeFailed)}
          </p>
        ) : !shown ? (
          <Spinner />
        ) : (
          <>
            <img src={shown.qrDataUrl} alt={EVENT_TEXT.codeQrAlt} className="size-56 max-w-full sm:size-64" />
            <p
              role="status"
              aria-label={EVENT_TEXT.codeLabel(shown.code)}
              className="font-mono text-6xl font-bold tracking-[0.3em] text-gray-900 tabular-nums"
            >
              {shown.code}
            </p>
            <p className="text-sm text-gray-600">{EVENT_TEXT.codeHint}</p>
          </>
        )}
      </div>
    </Modal>
  );
}
