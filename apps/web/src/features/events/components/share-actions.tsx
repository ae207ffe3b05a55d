import { CalendarPlus, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { eventPath } from '@/config/paths.ts';
import { downloadEventIcs } from '@/features/events/api/download-event-ics.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { copyWithToast } from '@/lib/clipboard.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';

/** Take the event elsewhere: an .ics file for one's calendar, its link, or a standing feed of all of them. */
export function ShareActions({ eventId }: { eventId: number }) {
  const [isDownloading, setIsDownloading] = useState(false);

  const download = async () => {
    setIsDownloading(true);
    try {
      await downloadEventIcs(eventId);
    } catch (error) {
      notify.error(toErrorMessage(error, EVENT_TEXT.icsFailed));
    } finally {
      setIsDownloading(false);
    }
  };
  const copyLink = async () => {
    const url = new URL(eventPath(eventId), window.location.origin).toString();
    await copyWithToast(url, { copied: EVENT_TEXT.linkCopied, failed: EVENT_TEXT.copyFailed });
  };

  return (
    <div className="grid grid-cols-2 gap-2">
      <Button variant="outline" size="sm" onClick={download} isLoading={isDownloading} title={EVENT_TEXT.addToCalendarHint}>
        {!isDownloading && <CalendarPlus className="size-4" aria-hidden="true" />}
        {EVENT_TEXT.addToCalendar}
      </Button>
      <Button variant="outline" size="sm" onClick={copyLink}>
        <Link2 className="size-4" aria-hidden="true" />
        {EVENT_TEXT.copyLink}
      </Button>
      <div className="col-span-2 grid">
        <CalendarSubscribe variant="ghost" />
      </div>
    </div>
  );
}
