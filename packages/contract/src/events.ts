import { z } from 'zod';
import { GROUP_MSG } from './groups.ts';
import { formatRecurrence, parseRecurrence, RECURRENCE_MAX_LENGTH, RECURRENCE_MSG } from './recurrence.ts';
import { textField } from './text.ts';
import { eventViewerCanSchema } from './viewer-can.ts';

const EVENT_TITLE_MIN = 2;
const EVENT_TITLE_MAX = 100;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_PARTICIPANTS_MIN = 2;
export const EVENT_PARTICIPANTS_MAX = 1000;
export const EVENT_DEFAULT_DURATION_MS = 2 * 3_600_000;
export const EVENT_PAGE_SIZE = 10;
const EVENT_STATUSES = ['SCHEDULED', 'ONGOING', 'COMPLETED', 'CANCELLED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENT_MSG = {
  titleRequired: '이벤트 제목을 입력해주세요',
  titleMin: '제목은 2자 이상 입력해주세요',
  titleMax: '제목은 100자까지 입력 가능합니다',
  descriptionMax: '설명은 2000자까지 입력 가능합니다',
  dateRequired: '날짜와 시간을 선택해주세요',
  dateInPast: '지난 시간으로는 만들 수 없습니다',
  endBeforeStart: '종료 시간은 시작 시간 이후여야 합니다',
  locationRequired: '장소나 링크를 입력해주세요',
  locationMax: '장소는 200자까지 입력 가능합니다',
  participantsMin: '최소 2명 이상이어야 합니다',
  participantsMax: '최대 1000명까지 가능합니다',
  participantsBelowCount: '현재 참가자 수보다 적게 설정할 수 없습니다',
  notFound: '이벤트를 찾을 수 없습니다.',
  membersOnly: '모임 멤버만 이벤트에 참여할 수 있습니다.',
  organizerOnly: '이벤트 주최자나 모임장, 운영진만 수정할 수 있습니다.',
  attendanceStaffOnly: '이벤트 주최자나 모임장, 운영진만 출석을 확인할 수 있습니다.',
  alreadyJoined: '이미 참가 신청한 이벤트입니다.',
  notJoined: '참가 신청하지 않은 이벤트입니다.',
  cannotJoin: '참가할 수 없는 이벤트입니다.',
  cancelled: '취소된 이벤트입니다.',
  organizerCannotLeave: '주최자는 참가를 취소할 수 없습니다. 이벤트를 취소해주세요.',
  cannotLeaveStarted: '이미 시작된 이벤트는 참가를 취소할 수 없습니다.',
  monthInvalid: '달은 2026-11처럼 YYYY-MM 형식으로 입력해주세요.',
  joined: '이벤트 참가 신청이 완료되었습니다',
  waitlisted: (position: number) => `정원이 가득 차 대기 ${position}번으로 등록되었습니다`,
  left: '참가를 취소했습니다',
  eventCancelled: '이벤트가 취소되었습니다',
  deleted: '이벤트가 삭제되었습니다',
  created: '이벤트가 만들어졌습니다',
  updated: '이벤트가 수정되었습니다',
  loadFailed: '이벤트를 불러오는데 실패했습니다',
  joinFailed: '이벤트 참가에 실패했습니다',
  calendarTokenInvalid: '캘린더 주소가 올바르지 않습니다. 새 주소를 받아주세요.',
  attendanceNotOpen: '출석체크는 시작 30분 전부터 할 수 있습니다.',
  attendanceClosed: '출석체크 기간이 지났습니다.',
  attendanceNotParticipant: '이 이벤트의 참가자가 아닙니다.',
  attendanceStatusRequired: '출석 또는 불참을 선택해주세요',
  attendanceUserRequired: '출석을 기록할 참가자를 선택해주세요',
  checkInCodeFormat: '체크인 코드는 숫자 4자리입니다',
  checkInCodeWrong: '체크인 코드가 맞지 않습니다. 주최자 화면의 코드를 다시 확인해주세요.',
  checkInTooMany: '체크인 코드를 너무 많이 틀렸습니다. 잠시 후 다시 시도해주세요.',
  checkedIn: '출석이 확인되었습니다',
  scopeInvalid: '바꿀 범위는 이 일정만, 이후 일정 모두, 전체 일정 중에서 골라주세요.',
  seriesDateChange: '여러 일정의 날짜는 한 번에 바꿀 수 없습니다. 시간만 바꾸거나 이 일정만 바꿔주세요.',
  seriesNotFound: '반복 일정을 찾을 수 없습니다.',
  seriesJoined: '이후 일정에 모두 참가 신청했습니다',
  seriesLeft: '이후 일정의 참가를 모두 취소했습니다',
  seriesCancelled: (count: number) => `일정 ${count}개가 취소되었습니다`,
} as const;

/** Which occurrences of a series an edit, a cancel or a leave applies to (contract §19); THIS for a lone event. */
export const EVENT_SCOPES = ['THIS', 'FOLLOWING', 'ALL'] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];
export const eventScopeQuerySchema = z.object({
  scope: z.enum(EVENT_SCOPES, { error: EVENT_MSG.scopeInvalid }).default('THIS'),
});
/** Leaving applies to this occurrence or to it and every later one (the series too); "all" would include the past. */
export const leaveScopeQuerySchema = z.object({
  scope: z.enum(['THIS', 'FOLLOWING'], { error: EVENT_MSG.scopeInvalid }).default('THIS'),
});
/** `POST /api/events/{id}/join`: `joinSeries` also joins the following occurrences, and those made later. */
export const joinEventSchema = z.object({ joinSeries: z.boolean({ error: EVENT_MSG.joinFailed }).default(false) });
export type JoinEventPayload = z.input<typeof joinEventSchema>;

/** An RRULE of the subset (contract §19), answered in its canonical form; null for a one-off event. */
const recurrenceField = z
  .string({ error: RECURRENCE_MSG.invalid })
  .max(RECURRENCE_MAX_LENGTH, RECURRENCE_MSG.invalid)
  .transform((text, context) => {
    const parsed = parseRecurrence(text);
    if (parsed.ok) return formatRecurrence(parsed.value);
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  })
  .nullable();

/** Contract §19: attendance opens 30 minutes before the start and closes 24 hours after it (or at the end of a longer event). */
export const ATTENDANCE_OPENS_BEFORE_MS = 30 * 60_000;
export const ATTENDANCE_CLOSES_AFTER_MS = 24 * 3_600_000;
/** The check-in code changes every minute (contract §19). */
export const CHECK_IN_CODE_PERIOD_MS = 60_000;
export const ATTENDANCE_STATUSES = ['ATTENDED', 'NO_SHOW'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

const tagsField = z
  .array(z.string().max(200))
  .max(100)
  .transform((tags) => [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag.length > 0))])
  .pipe(z.array(z.string().max(20, GROUP_MSG.tagLength)).max(10, GROUP_MSG.tagsMax));

const eventFields = {
  title: textField({ requiredMessage: EVENT_MSG.titleRequired, max: EVENT_TITLE_MAX, maxMessage: EVENT_MSG.titleMax }).min(
    EVENT_TITLE_MIN,
    EVENT_MSG.titleMin,
  ),
  description: textField({ max: EVENT_DESCRIPTION_MAX, maxMessage: EVENT_MSG.descriptionMax, optional: true }),
  eventDate: z.iso.datetime({ offset: true, error: EVENT_MSG.dateRequired }),
  endDate: z.iso.datetime({ offset: true, error: EVENT_MSG.endBeforeStart }).nullable(),
  isOnline: z.boolean(),
  location: textField({ requiredMessage: EVENT_MSG.locationRequired, max: 200, maxMessage: EVENT_MSG.locationMax }),
  maxParticipants: z
    .number({ error: EVENT_MSG.participantsMin })
    .int()
    .min(EVENT_PARTICIPANTS_MIN, EVENT_MSG.participantsMin)
    .max(EVENT_PARTICIPANTS_MAX, EVENT_MSG.participantsMax),
  tags: tagsField,
};

/** Create payload (contract §8). "Not in the past" and "end after start" are checked by the server's clock. */
export const createEventSchema = z.object({
  groupId: z.number({ error: '모임을 선택해주세요' }).int().positive(),
  ...eventFields,
  description: eventFields.description.default(''),
  endDate: eventFields.endDate.optional(),
  isOnline: eventFields.isOnline.default(false),
  tags: eventFields.tags.default([]),
  /** `FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8`: the event becomes the first occurrence of a series. */
  recurrence: recurrenceField.default(null),
});
export type CreateEventPayload = z.input<typeof createEventSchema>;

export const updateEventSchema = z.object({
  title: eventFields.title.optional(),
  description: eventFields.description.optional(),
  eventDate: eventFields.eventDate.optional(),
  endDate: eventFields.endDate.optional(),
  isOnline: eventFields.isOnline.optional(),
  location: eventFields.location.optional(),
  maxParticipants: eventFields.maxParticipants.optional(),
  tags: eventFields.tags.optional(),
});
export type UpdateEventPayload = z.input<typeof updateEventSchema>;

export const eventSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  eventDate: z.string(),
  /** Given, or the start plus two hours. */
  endDate: z.string(),
  status: z.enum(EVENT_STATUSES),
  isOnline: z.boolean(),
  location: z.string(),
  participantCount: z.number().int(),
  maxParticipants: z.number().int(),
  waitlistCount: z.number().int(),
  tags: z.array(z.string()),
  organizer: z.object({
    id: z.number().int(),
    nickname: z.string(),
    profileImage: z.string().nullable(),
    /** A deleted account (contract §12): nickname 탈퇴한 회원, no profile to link to. */
    isDeleted: z.boolean().optional(),
  }),
  /** A member, not participating or waitlisted, not cancelled, in the future, and a seat is free (false when full). */
  canJoin: z.boolean(),
  /** Everything `canJoin` needs except a free seat: the event is full, so joining puts the viewer on the waitlist. */
  canJoinWaitlist: z.boolean(),
  isParticipating: z.boolean(),
  isWaitlisted: z.boolean(),
  /** 1-based place in the waitlist, when waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  /** The organizer or the group owner may edit, cancel and delete. */
  canManage: z.boolean(),
  createdAt: z.string(),
  /** How many participants were marked as having come (contract §19), for everyone to see. */
  attendedCount: z.number().int(),
  /** Comments under the event (contract §19), replies included. */
  commentCount: z.number().int(),
  /** The date poll (일정 조율) this event was made from (contract §22), or null. */
  datePollId: z.number().int().nullable(),
  /** The series' rule (canonical RRULE) when the event is an occurrence of one, or null. */
  recurrence: z.string().nullable(),
  /** The series this occurrence belongs to, or null for a one-off event. */
  seriesId: z.number().int().nullable(),
  /** The viewer joined the series: they take part in each later occurrence as it is made. */
  seriesJoined: z.boolean(),
  /** What the caller may do to it (contract §22); `canManage` says edit/cancel/delete for older clients. */
  viewerCan: eventViewerCanSchema,
});
export type Event = z.infer<typeof eventSchema>;

export const joinEventResponseSchema = z.object({
  status: z.enum(['PARTICIPATING', 'WAITLISTED']),
  waitlistPosition: z.number().int().nullable(),
  message: z.string(),
  event: eventSchema,
});
export type JoinEventResponse = z.infer<typeof joinEventResponseSchema>;

export const eventParticipantSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  status: z.enum(['PARTICIPATING', 'WAITLISTED']),
  /** 1-based place in the waitlist for WAITLISTED, null otherwise. */
  waitlistPosition: z.number().int().nullable(),
  isOrganizer: z.boolean(),
  joinedAt: z.string(),
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

export const calendarTokenResponseSchema = z.object({ token: z.string(), feedUrl: z.string() });

/** `GET /api/events/series/{seriesId}`: `upcoming` keeps the occurrences that have not ended. */
export const seriesQuerySchema = z.object({
  upcoming: z
    .enum(['true', 'false'], { error: EVENT_MSG.seriesNotFound })
    .default('false')
    .transform((value) => value === 'true'),
});

/** `PUT /api/events/{id}/attendance`: the staff mark one participant; `null` clears the mark. */
export const markAttendanceSchema = z.object({
  userId: z.number({ error: EVENT_MSG.attendanceUserRequired }).int().positive(EVENT_MSG.attendanceUserRequired),
  status: z.enum(ATTENDANCE_STATUSES, { error: EVENT_MSG.attendanceStatusRequired }).nullable(),
});
export type MarkAttendancePayload = z.input<typeof markAttendanceSchema>;

/** One participant's attendance at one event; `status` null until marked. */
export const eventAttendanceSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type EventAttendance = z.infer<typeof eventAttendanceSchema>;

/** A member's record in the group (staff only): marks counted over the group's events; `rate` 0–1, null before any mark. */
export const groupAttendanceSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  attended: z.number().int(),
  noShow: z.number().int(),
  rate: z.number().nullable(),
});
export type GroupAttendance = z.infer<typeof groupAttendanceSchema>;

/** One marked event in a person's attendance history. */
export const attendanceHistorySchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  groupId: z.number().int(),
  groupName: z.string(),
  eventDate: z.string(),
  status: z.enum(ATTENDANCE_STATUSES),
});
export type AttendanceHistory = z.infer<typeof attendanceHistorySchema>;

/** `GET /api/events/{id}/check-in-code`: the code of the current minute, its QR (an SVG data URL) and when it changes. */
export const checkInCodeSchema = z.object({
  code: z.string(),
  qrDataUrl: z.string(),
  checkInUrl: z.string(),
  expiresAt: z.string(),
});
export type CheckInCode = z.infer<typeof checkInCodeSchema>;

export const checkInSchema = z.object({
  code: z.string({ error: EVENT_MSG.checkInCodeFormat }).regex(/^\d{4}$/, EVENT_MSG.checkInCodeFormat),
});
export type CheckInPayload = z.input<typeof checkInSchema>;

/** `?month=YYYY-MM` of the calendars (contract §19), a month of this century, read in Asia/Seoul. */
export const calendarQuerySchema = z.object({
  month: z.string({ error: EVENT_MSG.monthInvalid }).regex(/^20\d{2}-(0[1-9]|1[0-2])$/, EVENT_MSG.monthInvalid),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** A month of a calendar: its events by start time, each with the caller's participation. */
export const calendarMonthSchema = z.object({ month: z.string(), events: z.array(eventSchema) });
export type CalendarMonth = z.infer<typeof calendarMonthSchema>;
