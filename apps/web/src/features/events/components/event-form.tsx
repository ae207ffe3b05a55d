import { EVENT_PARTICIPANTS_MAX, EVENT_PARTICIPANTS_MIN } from '@dongne/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Repeat } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { TagInput } from '@/components/ui/tag-input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { type EventFormInput, type EventFormOutput, eventFormSchema } from '@/features/events/lib/event-form-schema.ts';
import type { GroupChoice } from '@/lib/api/get-my-groups.ts';
import { toErrorMessage } from '@/lib/error-message.ts';
import { applyFieldErrors } from '@/lib/form-errors.ts';
import { notify } from '@/lib/notify.ts';
import { EventPlaceFields } from './event-place-fields.tsx';
import { EventRepeatFields } from './event-repeat-fields.tsx';
import { EventScheduleFields } from './event-schedule-fields.tsx';

const SERVER_FIELDS = [
  'groupId',
  'title',
  'description',
  'eventDate',
  'endDate',
  'isOnline',
  'location',
  'maxParticipants',
  'tags',
  'repeat',
] as const;
// The server names the rule `recurrence`; the form keeps its choices under `repeat`.
const SERVER_ALIASES = { recurrence: 'repeat' } as const;

type EventFormProps = {
  defaultValues: EventFormInput;
  groups?: readonly GroupChoice[];
  /** Edit: an event stays in its group, shown as text instead of a picker. */
  fixedGroupName?: string;
  /** Edit: seats already taken, the floor for the capacity. */
  participantCount?: number;
  /** Edit: the start as first shown; left as it is, it may already be past. */
  originalEventDate?: string;
  /** Create: offer the 반복 section. */
  canRepeat?: boolean;
  /** Edit of an occurrence: its series' rule in words, shown read-only (the rule is not editable). */
  seriesSummary?: string | null;
  submitLabel: string;
  /** Toast text when the server gives no message of its own. */
  failureMessage: string;
  onSubmit: (values: EventFormOutput) => Promise<void>;
  onCancel: () => void;
};

/** The one form behind create and edit, validated with the contract's fields plus the date rules. */
export function EventForm({
  defaultValues,
  groups = [],
  fixedGroupName,
  participantCount,
  originalEventDate,
  canRepeat = false,
  seriesSummary = null,
  submitLabel,
  failureMessage,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const schema = useMemo(() => eventFormSchema({ participantCount, originalEventDate }), [participantCount, originalEventDate]);
  const form = useForm<EventFormInput, unknown, EventFormOutput>({ resolver: zodResolver(schema), defaultValues });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      applyFieldErrors(error, setError, SERVER_FIELDS, SERVER_ALIASES);
      notify.error(toErrorMessage(error, failureMessage));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-7">
      {fixedGroupName === undefined ? (
        <Field label={EVENT_TEXT.groupFieldLabel} error={errors.groupId?.message}>
          <Select {...register('groupId', { valueAsNumber: true })}>
            <option value={0} disabled>
              {EVENT_TEXT.groupPlaceholder}
            </option>
            {groups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <dl className="flex flex-col gap-1.5">
          <dt className="text-sm font-semibold text-gray-800">{EVENT_TEXT.groupFieldLabel}</dt>
          <dd className="text-[15px] font-medium text-gray-900">{fixedGroupName}</dd>
        </dl>
      )}
      <Field label={EVENT_TEXT.titleLabel} error={errors.title?.message}>
        <Input placeholder={EVENT_TEXT.titlePlaceholder} autoComplete="off" {...register('title')} />
      </Field>
      <Field label={EVENT_TEXT.descriptionLabel} error={errors.description?.message}>
        <Textarea rows={4} placeholder={EVENT_TEXT.descriptionPlaceholder} {...register('description')} />
      </Field>
      <EventScheduleFields form={form} />
      {canRepeat && <EventRepeatFields form={form} />}
      {seriesSummary && (
        <dl className="flex flex-col gap-1.5">
          <dt className="text-sm font-semibold text-gray-800">{EVENT_TEXT.repeatLegend}</dt>
          <dd className="flex items-start gap-2 text-[15px] font-medium text-gray-900">
            <Repeat className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {EVENT_TEXT.repeatReadOnly(seriesSummary)}
          </dd>
          <dd className="text-[13px] text-gray-600">{EVENT_TEXT.repeatReadOnlyHint}</dd>
        </dl>
      )}
      <EventPlaceFields form={form} />
      <Field
        label={EVENT_TEXT.maxLabel}
        error={errors.maxParticipants?.message}
        hint={participantCount === undefined ? EVENT_TEXT.maxHint : EVENT_TEXT.maxHintEdit(participantCount)}
      >
        <div className="relative sm:max-w-60">
          <Input
            type="number"
            inputMode="numeric"
            min={Math.max(EVENT_PARTICIPANTS_MIN, participantCount ?? 0)}
            max={EVENT_PARTICIPANTS_MAX}
            className="pr-10"
            {...register('maxParticipants', { valueAsNumber: true })}
          />
          <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-gray-500">{EVENT_TEXT.maxUnit}</span>
        </div>
      </Field>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput value={field.value} onChange={field.onChange} hint={EVENT_TEXT.tagsHint} error={errors.tags?.message} />
        )}
      />
      <div className="grid grid-cols-2 gap-2 border-t border-gray-100 pt-6 sm:flex sm:justify-end">
        <Button variant="outline" size="lg" onClick={onCancel} disabled={isSubmitting} className="sm:min-w-28">
          {EVENT_TEXT.cancel}
        </Button>
        <Button type="submit" size="lg" isLoading={isSubmitting} className="sm:min-w-36">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
