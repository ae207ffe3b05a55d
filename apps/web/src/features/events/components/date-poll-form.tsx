import { createDatePollSchema, DATE_POLL_HORIZON_DAYS, DATE_POLL_MSG, DATE_POLL_SLOTS_MAX, type DatePollSlotInput } from '@dongne/contract';
import { addDays, format } from 'date-fns';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useCreateDatePoll } from '@/features/events/api/create-date-poll.ts';
import { DATE_POLL_TEXT } from '@/features/events/date-poll-messages.ts';
import { formatEventRange, inputValueToIso } from '@/lib/dates.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';

type Errors = Partial<Record<string, string>>;
const DAY_FORMAT = 'yyyy-MM-dd';
const sameSlot = (a: DatePollSlotInput, b: DatePollSlotInput) =>
  new Date(a.start).getTime() === new Date(b.start).getTime() && new Date(a.end).getTime() === new Date(b.end).getTime();

/**
 * 일정 조율 만들기 (contract §20): a title and 2–30 candidate times, each picked as a day on the
 * native calendar and a start and end time, added to a list that can be trimmed; checked with the
 * contract's schema before it goes (the server checks "not past, within 60 days" by its clock).
 */
export function DatePollForm({ groupId, onDone }: { groupId: number; onDone: () => void }) {
  const create = useCreateDatePoll();
  const today = new Date();
  const [title, setTitle] = useState('');
  const [day, setDay] = useState(format(addDays(today, 1), DAY_FORMAT));
  const [startTime, setStartTime] = useState('19:00');
  const [endTime, setEndTime] = useState('21:00');
  const [slots, setSlots] = useState<DatePollSlotInput[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const addSlot = () => {
    if (!day || !startTime || !endTime) {
      setErrors((current) => ({ ...current, slot: DATE_POLL_MSG.slotTimeInvalid }));
      return;
    }
    const slot = { start: inputValueToIso(`${day}T${startTime}`), end: inputValueToIso(`${day}T${endTime}`) };
    const problem =
      new Date(slot.end) <= new Date(slot.start)
        ? DATE_POLL_MSG.slotEndBeforeStart
        : new Date(slot.start) <= new Date()
          ? DATE_POLL_MSG.slotInPast
          : slots.some((other) => sameSlot(other, slot))
            ? DATE_POLL_MSG.slotDuplicate
            : slots.length >= DATE_POLL_SLOTS_MAX
              ? DATE_POLL_MSG.slotsMax
              : null;
    if (problem) {
      setErrors((current) => ({ ...current, slot: problem }));
      return;
    }
    setSlots((current) => [...current, slot].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime()));
    setErrors(({ slot: _slot, slots: _slots, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createDatePollSchema.safeParse({ title, slots });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'slots')] ??= issue.message;
      setErrors(found);
      return;
    }
    try {
      await create.mutateAsync({ groupId, ...parsed.data });
    } catch (error) {
      notify.error(toErrorMessage(error, DATE_POLL_TEXT.createFailed));
      return;
    }
    notify.success(DATE_POLL_TEXT.created);
    onDone();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={DATE_POLL_TEXT.composerTitle} className="flex flex-col gap-5">
      <Field label={DATE_POLL_TEXT.title} error={errors.title}>
        <Input
          value={title}
          maxLength={100}
          placeholder={DATE_POLL_TEXT.titlePlaceholder}
          onChange={(event) => {
            setTitle(event.target.value);
            setErrors(({ title: _title, ...rest }) => rest);
          }}
        />
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-gray-800">
          {DATE_POLL_TEXT.slotsLegend}{' '}
          <span className="font-normal text-gray-600">{DATE_POLL_TEXT.slotCount(slots.length, DATE_POLL_SLOTS_MAX)}</span>
        </legend>
        <p className="text-[13px] text-gray-600">{DATE_POLL_TEXT.slotsHint}</p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-[1.4fr_1fr_1fr_auto] sm:items-end">
          <Field label={DATE_POLL_TEXT.date} className="col-span-2 sm:col-span-1">
            <Input
              type="date"
              value={day}
              min={format(today, DAY_FORMAT)}
              max={format(addDays(today, DATE_POLL_HORIZON_DAYS - 1), DAY_FORMAT)}
              onChange={(event) => setDay(event.target.value)}
            />
          </Field>
          <Field label={DATE_POLL_TEXT.startTime}>
            <Input type="time" step={600} value={startTime} onChange={(event) => setStartTime(event.target.value)} />
          </Field>
          <Field label={DATE_POLL_TEXT.endTime}>
            <Input type="time" step={600} value={endTime} onChange={(event) => setEndTime(event.target.value)} />
          </Field>
          <Button variant="outline" className="col-span-2 sm:col-span-1" onClick={addSlot}>
            <Plus className="size-4" aria-hidden="true" />
            {DATE_POLL_TEXT.addSlot}
          </Button>
        </div>
        {(errors.slot ?? errors.slots) && (
          <p role="alert" className="text-[13px] font-medium text-danger-600">
            {errors.slot ?? errors.slots}
          </p>
        )}
        {slots.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-200 px-3 py-4 text-center text-sm text-gray-600">
            {DATE_POLL_TEXT.noSlots}
          </p>
        ) : (
          <ul aria-label={DATE_POLL_TEXT.slotsLegend} className="flex flex-col gap-1.5">
            {slots.map((slot) => {
              const label = formatEventRange(slot.start, slot.end);
              return (
                <li key={`${slot.start}-${slot.end}`} className="flex items-center gap-2 rounded-lg bg-gray-50 py-1 pr-1 pl-3">
                  <span className="min-w-0 flex-1 text-[15px] text-gray-900">{label}</span>
                  <Button
                    variant="ghost"
                    aria-label={DATE_POLL_TEXT.removeSlot(label)}
                    className="size-11 shrink-0 px-0"
                    onClick={() => setSlots((current) => current.filter((other) => !sameSlot(other, slot)))}
                  >
                    <X className="size-5" aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={create.isPending} className="min-w-20">
          {DATE_POLL_TEXT.cancel}
        </Button>
        <Button type="submit" isLoading={create.isPending} className="min-w-24">
          {DATE_POLL_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
