import { CalendarSync, Copy, ExternalLink, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant, buttonClasses } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { useCreateCalendarToken } from '@/features/events/api/create-calendar-token.ts';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { feedUrlsOf } from '@/features/events/lib/feed-urls.ts';
import { copyWithToast } from '@/lib/clipboard.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

/**
 * '내 캘린더 구독': a personal iCalendar feed address with a copy button. The address is made only
 * when the member asks, never on opening, because each new one switches the previous one off.
 */
export function CalendarSubscribe({ variant = 'outline' }: { variant?: ButtonVariant }) {
  const [isOpen, setIsOpen] = useState(false);
  const create = useCreateCalendarToken();
  const urls = create.data ? feedUrlsOf(create.data.feedUrl) : null;

  const requestFeed = () =>
    create.mutate(undefined, { onError: (error) => notify.error(toErrorMessage(error, EVENT_TEXT.subscribeFailed)) });
  const copy = async () => {
    if (urls) await copyWithToast(urls.https, { copied: EVENT_TEXT.feedCopied, failed: EVENT_TEXT.copyFailed });
  };

  return (
    <>
      <Button variant={variant} size="sm" onClick={() => setIsOpen(true)}>
        <CalendarSync className="size-4" aria-hidden="true" />
        {EVENT_TEXT.subscribe}
      </Button>
      <Modal isOpen={isOpen} onClose={() => setIsOpen(false)} title={EVENT_TEXT.subscribeTitle} size="md">
        <div className="flex flex-col gap-4">
          <p className="text-[15px] leading-relaxed text-gray-700">{EVENT_TEXT.subscribeBody}</p>
          {urls ? (
            <>
              <Field label={EVENT_TEXT.feedUrlLabel} hint={EVENT_TEXT.feedPrivate}>
                <Input readOnly value={urls.https} onFocus={(event) => event.currentTarget.select()} className="text-sm" />
              </Field>
              <div className="grid gap-2 sm:grid-cols-2">
                <Button onClick={copy}>
                  <Copy className="size-4" aria-hidden="true" />
                  {EVENT_TEXT.feedCopy}
                </Button>
                <a href={urls.webcal} className={buttonClasses({ variant: 'outline' })}>
                  <ExternalLink className="size-4" aria-hidden="true" />
                  {EVENT_TEXT.feedOpen}
                </a>
              </div>
            </>
          ) : null}
          <p className="flex items-start gap-2 rounded-field bg-amber-50 px-3.5 py-3 text-sm leading-relaxed text-amber-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {EVENT_TEXT.subscribeWarning}
          </p>
          <Button variant={urls ? 'ghost' : 'primary'} onClick={requestFeed} isLoading={create.isPending}>
            {urls ? EVENT_TEXT.subscribeRenew : EVENT_TEXT.subscribeCreate}
          </Button>
        </div>
      </Modal>
    </>
  );
}
