import type { UseFormReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import type { EventFormInput, EventFormOutput } from '@/features/events/lib/event-form-schema.ts';

type PlaceFieldsProps = { form: UseFormReturn<EventFormInput, unknown, EventFormOutput> };

/** The online toggle and one place field that asks for a place or a meeting link accordingly. */
export function EventPlaceFields({ form }: PlaceFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isOnline = watch('isOnline');
  return (
    <div className="flex flex-col gap-5">
      <div className="rounded-field border border-gray-200 bg-gray-50 px-4 py-3.5">
        <Checkbox label={<span className="font-semibold">{EVENT_TEXT.onlineLabel}</span>} {...register('isOnline')} />
        <p className="mt-1 pl-7.5 text-[13px] leading-relaxed text-gray-600">{EVENT_TEXT.onlineHint}</p>
      </div>
      <Field label={isOnline ? EVENT_TEXT.linkFieldLabel : EVENT_TEXT.placeFieldLabel} error={errors.location?.message}>
        <Input
          type="text"
          inputMode={isOnline ? 'url' : 'text'}
          autoComplete="off"
          placeholder={isOnline ? EVENT_TEXT.linkPlaceholder : EVENT_TEXT.placePlaceholder}
          {...register('location')}
        />
      </Field>
    </div>
  );
}
