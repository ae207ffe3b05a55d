import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import type { EventFormInput, EventFormOutput } from '@/features/events/lib/event-form-schema.ts';
import { minInputValue } from '@/lib/dates.ts';

type ScheduleFieldsProps = { form: UseFormReturn<EventFormInput, unknown, EventFormOutput> };

/**
 * 시작 일시 and 종료 일시 (선택) as native datetime-local pickers (the phone's own wheel). `min`
 * greys out the past in the picker; the schema still checks, since typed values skip it.
 */
export function EventScheduleFields({ form }: ScheduleFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const start = watch('eventDate');
  return (
    <div className="grid gap-7 sm:grid-cols-2">
      <Field label={EVENT_TEXT.startLabel} error={errors.eventDate?.message}>
        <Input type="datetime-local" min={minInputValue()} {...register('eventDate')} />
      </Field>
      <Field label={EVENT_TEXT.endLabel} error={errors.endDate?.message} hint={EVENT_TEXT.endHint}>
        <Input type="datetime-local" min={start || minInputValue()} {...register('endDate')} />
      </Field>
    </div>
  );
}
