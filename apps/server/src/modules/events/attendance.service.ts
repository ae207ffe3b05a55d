import {
  ATTENDANCE_CLOSES_AFTER_MS,
  ATTENDANCE_OPENS_BEFORE_MS,
  type AttendanceStatus,
  CHECK_IN_CODE_PERIOD_MS,
  type CheckInCode,
  EVENT_MSG,
  type EventAttendance,
} from '@dongne/contract';
import QRCode from 'qrcode';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { hashSecret } from '../../lib/crypto.ts';
import { toPage } from '../../lib/page.ts';
import { authorize, authorizeInGroup, can, roleFromMembership } from '../groups/group-policy.ts';
import { findMembership } from '../groups/groups.reads.ts';
import { attendanceHistoryPage, deleteAttendance, eventAttendanceRows, groupAttendancePage, upsertAttendance } from './attendance.repo.ts';
import { endOf, viewerOf } from './event-mapper.ts';
import { findEventCard, findParticipation, lockEvent } from './events.repo.ts';

type AttendanceDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'limiter'>;
type Paging = { page: number; size: number };

/** Wrong check-in codes: 5 per person and event in 10 minutes, as login limits guesses (contract §19). */
const CHECK_IN_FAILURES = 5;
const CHECK_IN_FAILURE_WINDOW_MS = 10 * 60_000;

type EventTimes = { eventDate: Date; endDate: Date | null; cancelledAt: Date | null };

/**
 * Contract §19: attendance is taken from 30 minutes before the start until 24 hours after it, or
 * until the end of an event that lasts longer than a day. A cancelled event takes none.
 */
function assertAttendanceOpen(event: EventTimes, now: Date) {
  if (event.cancelledAt) throw conflict(EVENT_MSG.cancelled);
  const start = event.eventDate.getTime();
  if (now.getTime() < start - ATTENDANCE_OPENS_BEFORE_MS) throw conflict(EVENT_MSG.attendanceNotOpen);
  const end = endOf({ event_date: event.eventDate, end_date: event.endDate }).getTime();
  if (now.getTime() > Math.max(start + ATTENDANCE_CLOSES_AFTER_MS, end)) throw conflict(EVENT_MSG.attendanceClosed);
}

/** Locks the event and lets only its organiser (while a member), the owner or a manager take attendance. */
async function lockForStaff(tx: Executor, eventId: number, userId: number) {
  const event = await lockEvent(tx, eventId);
  if (!event) throw notFound(EVENT_MSG.notFound);
  const role = roleFromMembership(await findMembership(tx, event.groupId, userId));
  authorize('takeAttendance', { userId, role, isAuthor: event.organizerId === userId });
  return event;
}

const toRow = (row: {
  user_id: number;
  nickname: string;
  profile_image: string | null;
  status: AttendanceStatus | null;
}): EventAttendance => ({
  userId: row.user_id,
  nickname: row.nickname,
  profileImage: row.profile_image,
  status: row.status,
});

/** `PUT /api/events/{id}/attendance`: the staff mark a participant 출석 or 불참 (null clears the mark). */
export async function markAttendance(
  deps: AttendanceDeps,
  { userId, eventId, targetId, status }: { userId: number; eventId: number; targetId: number; status: AttendanceStatus | null },
): Promise<EventAttendance> {
  return deps.db.transaction(async (tx) => {
    const event = await lockForStaff(tx, eventId, userId);
    assertAttendanceOpen(event, deps.clock.now());
    const seat = await findParticipation(tx, eventId, targetId);
    if (seat?.status !== 'PARTICIPATING') throw badRequest(EVENT_MSG.attendanceNotParticipant, 'userId');
    if (status === null) await deleteAttendance(tx, eventId, targetId);
    else await upsertAttendance(tx, { eventId, userId: targetId, status, via: 'STAFF', markedBy: userId });
    const [row] = await eventAttendanceRows(tx, eventId, targetId);
    if (!row) throw new Error('the participant checked above is gone');
    return toRow(row);
  });
}

/**
 * `GET /api/events/{id}/attendance`: the staff see every participant, a participant their own row,
 * anyone else who may read the event nothing (the count is on the event for everyone).
 */
export async function listEventAttendance(deps: AttendanceDeps, { eventId, viewerId }: { eventId: number; viewerId: number }) {
  const row = await findEventCard(deps.db, eventId, viewerId);
  if (!row) throw notFound(EVENT_MSG.notFound);
  const group = await authorizeInGroup(deps.db, 'readEvents', { groupId: row.group_id, userId: viewerId });
  const viewer = viewerOf(row, viewerId);
  if (can('takeAttendance', viewer, group)) return (await eventAttendanceRows(deps.db, eventId, null)).map(toRow);
  if (row.viewer_status !== 'PARTICIPATING') return [];
  return (await eventAttendanceRows(deps.db, eventId, viewerId)).map(toRow);
}

/** The code of one minute of one event: four digits from the server's secret, so no table is needed and every instance agrees. */
function codeAt(deps: AttendanceDeps, eventId: number, slot: number) {
  const digest = hashSecret(deps.config.jwtSecret, `check-in:${eventId}:${slot}`);
  const number = Buffer.from(digest, 'base64url').readUInt32BE(0) % 10_000;
  return number.toString().padStart(4, '0');
}

const slotOf = (now: Date) => Math.floor(now.getTime() / CHECK_IN_CODE_PERIOD_MS);

/** `GET /api/events/{id}/check-in-code`: the staff show this minute's code and its QR during the window. */
export async function getCheckInCode(deps: AttendanceDeps, { eventId, userId }: { eventId: number; userId: number }): Promise<CheckInCode> {
  const event = await deps.db.transaction((tx) => lockForStaff(tx, eventId, userId));
  const now = deps.clock.now();
  assertAttendanceOpen(event, now);
  const slot = slotOf(now);
  const code = codeAt(deps, eventId, slot);
  const checkInUrl = `${deps.config.publicUrl}/events/${eventId}?checkIn=${code}`;
  const svg = await QRCode.toString(checkInUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    code,
    qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    checkInUrl,
    expiresAt: new Date((slot + 1) * CHECK_IN_CODE_PERIOD_MS).toISOString(),
  };
}

/**
 * `POST /api/events/{id}/check-in`: a participant marks themself 출석 with the code on the
 * organiser's screen. The previous minute's code still counts (it may have just changed while being
 * typed); wrong codes are counted per person and event, and past the limit every try is refused.
 */
export async function checkIn(deps: AttendanceDeps, { eventId, userId, code }: { eventId: number; userId: number; code: string }) {
  const failuresKey = `check-in-fail:${eventId}:${userId}`;
  return deps.db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound(EVENT_MSG.notFound);
    authorize('takePartInEvents', { userId, role: roleFromMembership(await findMembership(tx, event.groupId, userId)) });
    const now = deps.clock.now();
    assertAttendanceOpen(event, now);
    const seat = await findParticipation(tx, eventId, userId);
    if (seat?.status !== 'PARTICIPATING') throw badRequest(EVENT_MSG.attendanceNotParticipant);
    const failures = await deps.limiter.peek(failuresKey, CHECK_IN_FAILURES);
    if (!failures.allowed) throw tooManyRequests(EVENT_MSG.checkInTooMany, failures.retryAfterSeconds);
    const slot = slotOf(now);
    if (code !== codeAt(deps, eventId, slot) && code !== codeAt(deps, eventId, slot - 1)) {
      const hit = await deps.limiter.hit(failuresKey, CHECK_IN_FAILURES, CHECK_IN_FAILURE_WINDOW_MS);
      if (!hit.allowed) throw tooManyRequests(EVENT_MSG.checkInTooMany, hit.retryAfterSeconds);
      throw badRequest(EVENT_MSG.checkInCodeWrong, 'code');
    }
    await upsertAttendance(tx, { eventId, userId, status: 'ATTENDED', via: 'CODE', markedBy: userId });
    const [row] = await eventAttendanceRows(tx, eventId, userId);
    if (!row) throw new Error('the participant checked above is gone');
    return toRow(row);
  });
}

/** `GET /api/groups/{id}/attendance`: each member's record in the group, for the staff. */
export async function listGroupAttendance(deps: AttendanceDeps, options: Paging & { groupId: number; userId: number }) {
  const group = await authorizeInGroup(deps.db, 'takeAttendance', { groupId: options.groupId, userId: options.userId });
  const { rows, total } = await groupAttendancePage(deps.db, group.id, options);
  return toPage(
    rows.map((row) => ({
      userId: row.user_id,
      nickname: row.nickname,
      profileImage: row.profile_image,
      attended: row.attended,
      noShow: row.no_show,
      rate: row.attended + row.no_show > 0 ? row.attended / (row.attended + row.no_show) : null,
    })),
    { ...options, total },
  );
}

const toHistoryPage = ({ rows, total }: Awaited<ReturnType<typeof attendanceHistoryPage>>, paging: Paging) =>
  toPage(
    rows.map((row) => ({
      eventId: row.event_id,
      title: row.title,
      groupId: row.group_id,
      groupName: row.group_name,
      eventDate: new Date(row.event_date).toISOString(),
      status: row.status,
    })),
    { ...paging, total },
  );

/** `GET /api/groups/{id}/attendance/{userId}`: one member's history in the group, for the staff. */
export async function memberAttendanceHistory(
  deps: AttendanceDeps,
  options: Paging & { groupId: number; userId: number; targetId: number },
) {
  const group = await authorizeInGroup(deps.db, 'takeAttendance', { groupId: options.groupId, userId: options.userId });
  return toHistoryPage(await attendanceHistoryPage(deps.db, options.targetId, { ...options, groupId: group.id }), options);
}

/** `GET /api/users/me/attendance`: one's own history across groups. */
export async function myAttendanceHistory(deps: AttendanceDeps, options: Paging & { userId: number }) {
  return toHistoryPage(await attendanceHistoryPage(deps.db, options.userId, { ...options, groupId: null }), options);
}
