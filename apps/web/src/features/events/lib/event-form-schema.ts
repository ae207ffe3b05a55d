import {
  type CreateEventPayload,
  createEventSchema,
  EVENT_DESCRIPTION_MAX,
  EVENT_MSG,
  type Event,
  type UpdateEventPayload,
} from '@dongne/contract';
import { z } from 'zod';
import { EVENT_TEXT } from '@/features/events/event-messages.ts';
import { inputValueToIso, parseInputValue, toInputValue } from '@/lib/dates.ts';
import { NO_REPEAT, type RepeatForm, recurrenceTextOf, repeatProblem } from './repeat-rule.ts';

type SchemaOptions = {
  /** The clock, injectable so tests pin "now". */
  now?: () => Date;
  /** Edit: the start as the form first showed it; an unchanged start may already be past. */
  originalEventDate?: string;
  /** Edit: capacity may not drop below the seats already taken. */
  participantCount?: number;
};

const shape = createEventSchema.shape;

/**
 * The contract's event fields, so every message is the server's own, plus what only the form can
 * say before sending: a start in the past and an end before the start (spec §5 style, in Korean).
 * Dates are the datetime-local strings of the inputs; `toEventPayload` turns them into ISO.
 */
export function eventFormSchema({ now = () => new Date(), originalEventDate, participantCount = 0 }: SchemaOptions = {}) {
  return z
    .object({
      groupId: z.number().int().positive(EVENT_TEXT.groupRequired),
      title: shape.title,
      description: z.string().trim().max(EVENT_DESCRIPTION_MAX, EVENT_MSG.descriptionMax),
      eventDate: z
        .string()
        .min(1, EVENT_MSG.dateRequired)
        .refine((value) => parseInputValue(value) !== null, EVENT_MSG.dateRequired)
        .refine((value) => {
          if (originalEventDate !== undefined && value === originalEventDate) return true;
          const start = parseInputValue(value);
          return start === null || start.getTime() > now().getTime();
        }, EVENT_MSG.dateInPast),
      endDate: z.string(),
      isOnline: z.boolean(),
      location: shape.location,
      maxParticipants: shape.maxParticipants.refine((max) => max >= participantCount, EVENT_MSG.participantsBelowCount),
      tags: z.array(z.string()),
      /** The 반복 section's choices (create only); checked below, where the start is known. */
      repeat: z.custom<RepeatForm>(),
    })
    .refine(
      ({ eventDate, endDate }) => {
        if (!endDate) return true;
        const start = parseInputValue(eventDate);
        const end = parseInputValue(endDate);
        return end !== null && (start === null || end.getTime() > start.getTime());
      },
      // Checked even while other fields are wrong, so every message shows on the first submit.
      { path: ['endDate'], message: EVENT_MSG.endBeforeStart, when: (payload) => typeof payload.value === 'object' },
    )
    .superRefine(
      ({ eventDate, repeat }, context) => {
        const problem = repeatProblem(repeat ?? NO_REPEAT, parseInputValue(eventDate));
        if (problem) context.addIssue({ code: 'custom', path: ['repeat'], message: problem });
      },
      { when: (payload) => typeof payload.value === 'object' },
    );
}

export type EventFormSchema = ReturnType<typeof eventFormSchema>;
export type EventFormInput = z.input<EventFormSchema>;
export type EventFormOutput = z.output<EventFormSchema>;

const DEFAULT_MAX_PARTICIPANTS = 10;

export function emptyEventForm(groupId = 0): EventFormInput {
  return {
    groupId,
    title: '',
    description: '',
    eventDate: '',
    endDate: '',
    isOnline: false,
    location: '',
    maxParticipants: DEFAULT_MAX_PARTICIPANTS,
    tags: [],
    repeat: NO_REPEAT,
  };
}

/**
 * An existing event as form values. The server fills a missing end with start + 2 h; that end
 * shows as blank, so moving the start later does not leave a stale end behind it.
 */
export function eventToFormInput(event: Event, defaultDurationMs: number): EventFormInput {
  const start = Date.parse(event.eventDate);
  const end = Date.parse(event.endDate);
  const isDefaultEnd = Number.isFinite(start) && end - start === defaultDurationMs;
  return {
    groupId: event.groupId,
    title: event.title,
    description: event.description,
    eventDate: toInputValue(event.eventDate),
    endDate: isDefaultEnd ? '' : toInputValue(event.endDate),
    isOnline: event.isOnline,
    location: event.location,
    maxParticipants: event.maxParticipants,
    tags: event.tags,
    // An occurrence's rule is shown, not edited; the form never sends one on an update.
    repeat: NO_REPEAT,
  };
}

/** Form values as the create payload: local wall times become ISO strings with this browser's offset. */
export function toCreatePayload({ repeat, ...values }: EventFormOutput): CreateEventPayload {
  const start = parseInputValue(values.eventDate);
  return {
    ...values,
    eventDate: inputValueToIso(values.eventDate),
    endDate: values.endDate ? inputValueToIso(values.endDate) : undefined,
    recurrence: start ? recurrenceTextOf(repeat, start) : null,
  };
}

/**
 * Form values as the update payload; a cleared end is sent as null so the server drops it. With
 * `original` (the values the form opened with), a start or end left as it was is not sent: the
 * server checks a sent start is in the future, so an ongoing event (or one occurrence of a series
 * edited with its following ones) could not otherwise be edited at all.
 */
export function toUpdatePayload(values: EventFormOutput, original?: Pick<EventFormInput, 'eventDate' | 'endDate'>): UpdateEventPayload {
  const { groupId: _groupId, repeat: _repeat, ...rest } = values;
  const isSameStart = original !== undefined && values.eventDate === original.eventDate;
  const isSameEnd = isSameStart && values.endDate === original?.endDate;
  return {
    ...rest,
    eventDate: isSameStart ? undefined : inputValueToIso(values.eventDate),
    endDate: isSameEnd ? undefined : values.endDate ? inputValueToIso(values.endDate) : null,
  };
}
