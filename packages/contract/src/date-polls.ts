import { z } from 'zod';
import { EVENT_PARTICIPANTS_MAX, EVENT_PARTICIPANTS_MIN } from './events.ts';
import { textField } from './text.ts';
import { datePollViewerCanSchema } from './viewer-can.ts';

/** Contract §20: a date poll (일정 조율) offers 2–30 time slots, each within the next 60 days. */
export const DATE_POLL_TITLE_MIN = 2;
export const DATE_POLL_TITLE_MAX = 100;
export const DATE_POLL_SLOTS_MIN = 2;
export const DATE_POLL_SLOTS_MAX = 30;
export const DATE_POLL_HORIZON_DAYS = 60;
export const DATE_POLL_ANSWERS = ['YES', 'MAYBE', 'NO'] as const;
export type DatePollAnswer = (typeof DATE_POLL_ANSWERS)[number];

export const DATE_POLL_MSG = {
  titleRequired: '일정 조율 제목을 입력해주세요',
  titleLength: '제목은 2자 이상 100자 이하로 입력해주세요',
  slotsMin: '후보 시간을 2개 이상 추가해주세요',
  slotsMax: '후보 시간은 30개까지 추가할 수 있습니다',
  slotTimeInvalid: '후보 시간을 올바르게 입력해주세요',
  slotEndBeforeStart: '끝나는 시간은 시작 시간 이후여야 합니다',
  slotDuplicate: '같은 후보 시간이 두 번 있습니다',
  slotInPast: '지난 시간은 후보로 넣을 수 없습니다',
  slotTooFar: '후보 시간은 오늘부터 60일 안에서 골라주세요',
  answersRequired: '답할 후보 시간을 골라주세요',
  answerInvalid: '가능, 애매, 불가 중에서 골라주세요',
  answersDuplicate: '같은 후보 시간에 두 번 답했습니다',
  unknownSlot: '이 일정 조율에 없는 후보 시간입니다',
  slotPassed: '이미 지난 후보 시간으로는 일정을 만들 수 없습니다.',
  notFound: '일정 조율을 찾을 수 없습니다.',
  membersOnly: '모임 멤버만 일정 조율에 참여할 수 있습니다.',
  manageForbidden: '일정 조율을 만든 사람이나 모임장, 운영진만 할 수 있습니다.',
  closed: '마감된 일정 조율입니다.',
  decided: '이미 일정이 정해진 일정 조율입니다.',
} as const;

const slotTime = z.iso.datetime({ offset: true, error: DATE_POLL_MSG.slotTimeInvalid });
const slotKey = (slot: { start: string; end: string }) => `${new Date(slot.start).getTime()}-${new Date(slot.end).getTime()}`;

/** One candidate time: its start and its end, end after start ("within the next 60 days" is the server's clock). */
export const datePollSlotInputSchema = z
  .object({ start: slotTime, end: slotTime })
  .refine((slot) => new Date(slot.end).getTime() > new Date(slot.start).getTime(), {
    message: DATE_POLL_MSG.slotEndBeforeStart,
    path: ['end'],
  });
export type DatePollSlotInput = z.input<typeof datePollSlotInputSchema>;

export const createDatePollSchema = z.object({
  title: textField({
    requiredMessage: DATE_POLL_MSG.titleRequired,
    max: DATE_POLL_TITLE_MAX,
    maxMessage: DATE_POLL_MSG.titleLength,
  }).refine((value) => value.length >= DATE_POLL_TITLE_MIN, DATE_POLL_MSG.titleLength),
  slots: z
    .array(datePollSlotInputSchema, { error: DATE_POLL_MSG.slotsMin })
    .min(DATE_POLL_SLOTS_MIN, DATE_POLL_MSG.slotsMin)
    .max(DATE_POLL_SLOTS_MAX, DATE_POLL_MSG.slotsMax)
    .refine((slots) => new Set(slots.map(slotKey)).size === slots.length, DATE_POLL_MSG.slotDuplicate),
});
export type CreateDatePollPayload = z.input<typeof createDatePollSchema>;

/** `PUT /api/date-polls/{id}/answers`: sets the caller's answer on each slot named; the others keep theirs. */
export const answerDatePollSchema = z.object({
  answers: z
    .array(
      z.object({
        slotId: z.number({ error: DATE_POLL_MSG.unknownSlot }).int().positive(DATE_POLL_MSG.unknownSlot),
        answer: z.enum(DATE_POLL_ANSWERS, { error: DATE_POLL_MSG.answerInvalid }),
      }),
      { error: DATE_POLL_MSG.answersRequired },
    )
    .min(1, DATE_POLL_MSG.answersRequired)
    .max(DATE_POLL_SLOTS_MAX, DATE_POLL_MSG.unknownSlot)
    .refine((answers) => new Set(answers.map((entry) => entry.slotId)).size === answers.length, DATE_POLL_MSG.answersDuplicate),
});
export type AnswerDatePollPayload = z.input<typeof answerDatePollSchema>;

/** `POST /api/date-polls/{id}/event`: the slot becomes an event; what is left out comes from the poll and the group. */
export const datePollEventSchema = z.object({
  slotId: z.number({ error: DATE_POLL_MSG.unknownSlot }).int().positive(DATE_POLL_MSG.unknownSlot),
  title: textField({ max: DATE_POLL_TITLE_MAX, maxMessage: '제목은 100자까지 입력 가능합니다', optional: true })
    .refine((value) => value.length === 0 || value.length >= 2, '제목은 2자 이상 입력해주세요')
    .optional(),
  location: textField({ max: 200, maxMessage: '장소는 200자까지 입력 가능합니다', optional: true }).optional(),
  maxParticipants: z
    .number({ error: '최소 2명 이상이어야 합니다' })
    .int()
    .min(EVENT_PARTICIPANTS_MIN, '최소 2명 이상이어야 합니다')
    .max(EVENT_PARTICIPANTS_MAX, '최대 1000명까지 가능합니다')
    .optional(),
});
export type DatePollEventPayload = z.input<typeof datePollEventSchema>;

/** Where an event made from a slot takes place when the organiser names none. */
export const DATE_POLL_DEFAULT_LOCATION = '장소 미정';

const answerer = z.object({ userId: z.number().int(), nickname: z.string(), answer: z.enum(DATE_POLL_ANSWERS) });

/**
 * A date poll (contract §22) as a member reads it: each slot with its counts and who answered what
 * (people the reader blocked are counted but not named), the reader's own answers, and the event
 * made from it (null until then).
 */
export const datePollSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  title: z.string(),
  creator: z.object({ id: z.number().int(), nickname: z.string(), isDeleted: z.boolean() }),
  createdAt: z.string(),
  closed: z.boolean(),
  slots: z.array(
    z.object({
      id: z.number().int(),
      start: z.string(),
      end: z.string(),
      yes: z.number().int(),
      maybe: z.number().int(),
      no: z.number().int(),
      answers: z.array(answerer),
    }),
  ),
  myAnswers: z.array(z.object({ slotId: z.number().int(), answer: z.enum(DATE_POLL_ANSWERS) })),
  /** How many members answered at least one slot. */
  voterCount: z.number().int(),
  eventId: z.number().int().nullable(),
  viewerCan: datePollViewerCanSchema,
});
export type DatePoll = z.infer<typeof datePollSchema>;

/** What the group's date poll topic carries: which poll changed or went (readers fetch the list again as themselves). */
export const datePollChangedSchema = z.object({ type: z.literal('DATE_POLL_CHANGED'), pollId: z.number().int() });
export type DatePollChanged = z.infer<typeof datePollChangedSchema>;
