import { type DatePoll, datePollEventSchema } from '@dongne/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { eventPath } from '@/config/paths.ts';
import { useMakeDatePollEvent } from '@/features/events/api/make-date-poll-event.ts';
import { DATE_POLL_TEXT } from '@/features/events/date-poll-messages.ts';
import { formatEventRange } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

type Errors = Partial<Record<string, string>>;

/**
 * 이 시간으로 일정 만들기: the slot's time as it will be, the poll's title to keep or change, a place
 * and a size (both may stay empty: the server fills in 장소 미정 and the group's size); then the new
 * event's page opens.
 */
export function DatePollEventDialog({ poll, slot, onClose }: { poll: DatePoll; slot: DatePoll['slots'][number]; onClose: () => void }) {
  const navigate = useNavigate();
  const make = useMakeDatePollEvent();
  const [title, setTitle] = useState(poll.title);
  const [location, setLocation] = useState('');
  const [max, setMax] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = datePollEventSchema.safeParse({
      slotId: slot.id,
      title,
      location,
      ...(max.trim() ? { maxParticipants: Number(max) } : {}),
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      const created = await make.mutateAsync({ pollId: poll.id, ...parsed.data });
      notify.success(DATE_POLL_TEXT.eventCreated);
      navigate(eventPath(created.id));
    } catch (error) {
      notify.error(toErrorMessage(error, DATE_POLL_TEXT.eventFailed));
    }
  };

  return (
    <Modal isOpen onClose={onClose} title={DATE_POLL_TEXT.eventDialogTitle}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div>
          <p className="text-sm font-semibold text-gray-800">{DATE_POLL_TEXT.eventWhen}</p>
          <p className="mt-1 text-[15px] text-gray-900">
            <time dateTime={slot.start}>{formatEventRange(slot.start, slot.end)}</time>
          </p>
        </div>
        <Field label={DATE_POLL_TEXT.eventTitle} error={errors.title}>
          <Input value={title} maxLength={100} onChange={(event) => setTitle(event.target.value)} />
        </Field>
        <Field label={DATE_POLL_TEXT.eventLocation} error={errors.location}>
          <Input
            value={location}
            maxLength={200}
            placeholder={DATE_POLL_TEXT.eventLocationPlaceholder}
            onChange={(event) => setLocation(event.target.value)}
          />
        </Field>
        <Field label={DATE_POLL_TEXT.eventMax} error={errors.maxParticipants}>
          <Input
            type="number"
            inputMode="numeric"
            min={2}
            max={1000}
            placeholder={DATE_POLL_TEXT.eventMaxPlaceholder}
            value={max}
            onChange={(event) => setMax(event.target.value)}
          />
        </Field>
        <p className="text-[13px] text-gray-600">{DATE_POLL_TEXT.eventNotice}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={make.isPending} className="min-w-20">
            {DATE_POLL_TEXT.cancel}
          </Button>
          <Button type="submit" isLoading={make.isPending} className="min-w-24">
            {DATE_POLL_TEXT.eventSubmit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
