import {
  attendanceHistorySchema,
  calendarMonthSchema,
  calendarQuerySchema,
  calendarTokenResponseSchema,
  checkInCodeSchema,
  checkInSchema,
  createEventSchema,
  EVENT_MSG,
  EVENT_PAGE_SIZE,
  eventAttendanceSchema,
  eventParticipantSchema,
  eventSchema,
  eventScopeQuerySchema,
  groupAttendanceSchema,
  idParamSchema,
  joinEventResponseSchema,
  joinEventSchema,
  leaveScopeQuerySchema,
  markAttendanceSchema,
  memberUserParamsSchema,
  messageResponseSchema,
  pageQuerySchema,
  pageSchema,
  seriesQuerySchema,
  updateEventSchema,
} from '@dongne/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { currentUserId } from '../../plugins/auth.ts';
import {
  checkIn,
  getCheckInCode,
  listEventAttendance,
  listGroupAttendance,
  markAttendance,
  memberAttendanceHistory,
  myAttendanceHistory,
} from './attendance.service.ts';
import { eventIcs, myEventsIcs, rotateCalendarToken } from './calendar.service.ts';
import {
  cancelEvent,
  createEvent,
  deleteEvent,
  getEvent,
  groupCalendar,
  joinEvent,
  leaveEvent,
  listGroupEvents,
  listMyEvents,
  listParticipants,
  listSeriesEvents,
  listUpcomingEvents,
  myCalendar,
  updateEvent,
} from './events.service.ts';

// `/events/12` and `/events/12.ics` share one path segment.
const eventRef = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}(\.ics)?$/, '이벤트 번호가 올바르지 않습니다.')
    .transform((value) => ({ id: Number.parseInt(value, 10), isIcs: value.endsWith('.ics') })),
});

export const eventRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const tags = ['events'];
  const security = [{ bearer: [] }];
  const signedIn = { onRequest: app.authenticate };
  const maybeSignedIn = { onRequest: app.authenticateOptional };
  const paging = pageQuerySchema(EVENT_PAGE_SIZE);
  const eventPage = pageSchema(eventSchema);
  // `isPrivate`: the answer holds what only its reader may see (the personal feed, whose URL is a
  // credential, or an event read as a signed-in viewer): no cache, shared or the browser's, keeps it.
  const ics = (reply: { header: (k: string, v: string) => unknown }, name: string, isPrivate: boolean) => {
    reply.header('Content-Type', 'text/calendar; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="${name}"`);
    if (isPrivate) reply.header('Cache-Control', 'private, no-store');
  };

  app.post(
    '/events',
    { config: { writeLimit: 'events' }, ...signedIn, schema: { tags, security, body: createEventSchema, response: { 201: eventSchema } } },
    async (request, reply) => {
      const { groupId, ...input } = request.body;
      return reply.code(201).send(await createEvent(deps, { userId: currentUserId(request), groupId, input }));
    },
  );
  app.get('/events/my', { ...signedIn, schema: { tags, security, querystring: paging, response: { 200: eventPage } } }, (request) =>
    listMyEvents(deps, { userId: currentUserId(request), ...request.query }),
  );
  app.get('/events/upcoming', { ...signedIn, schema: { tags, security, querystring: paging, response: { 200: eventPage } } }, (request) =>
    listUpcomingEvents(deps, { userId: currentUserId(request), ...request.query }),
  );
  app.get(
    '/events/group/:id',
    { ...maybeSignedIn, schema: { tags, params: idParamSchema, querystring: paging, response: { 200: eventPage } } },
    (request) => listGroupEvents(deps, { groupId: request.params.id, viewerId: request.userId, ...request.query }),
  );
  // Calendars (contract §19): a month of events by start time, one query each.
  app.get(
    '/events/calendar',
    { ...signedIn, schema: { tags, security, querystring: calendarQuerySchema, response: { 200: calendarMonthSchema } } },
    (request) => myCalendar(deps, { userId: currentUserId(request), month: request.query.month }),
  );
  app.get(
    '/groups/:id/calendar',
    { ...maybeSignedIn, schema: { tags, params: idParamSchema, querystring: calendarQuerySchema, response: { 200: calendarMonthSchema } } },
    (request) => groupCalendar(deps, { groupId: request.params.id, viewerId: request.userId, month: request.query.month }),
  );
  app.get(
    '/events/my.ics',
    { schema: { tags, querystring: z.object({ token: z.string().min(1, EVENT_MSG.calendarTokenInvalid).max(200) }) } },
    async (request, reply) => {
      const body = await myEventsIcs(deps, request.query.token);
      ics(reply, 'dongne-my-events.ics', true);
      return reply.send(body);
    },
  );
  app.post(
    '/events/calendar-token',
    { ...signedIn, schema: { tags, security, response: { 200: calendarTokenResponseSchema } } },
    (request) => rotateCalendarToken(deps, currentUserId(request)),
  );
  app.get(
    '/events/series/:id',
    {
      ...maybeSignedIn,
      schema: { tags, params: idParamSchema, querystring: paging.extend(seriesQuerySchema.shape), response: { 200: eventPage } },
    },
    (request) => listSeriesEvents(deps, { seriesId: request.params.id, viewerId: request.userId, ...request.query }),
  );
  app.get('/events/:id', { ...maybeSignedIn, schema: { tags, params: eventRef } }, async (request, reply) => {
    const { id, isIcs } = request.params.id;
    if (!isIcs) return reply.send(eventSchema.parse(await getEvent(deps, { eventId: id, viewerId: request.userId })));
    const body = await eventIcs(deps, { eventId: id, viewerId: request.userId });
    ics(reply, `dongne-event-${id}.ics`, request.userId !== null);
    return reply.send(body);
  });
  app.put(
    '/events/:id',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema,
        querystring: eventScopeQuerySchema,
        body: updateEventSchema,
        response: { 200: eventSchema },
      },
    },
    (request) =>
      updateEvent(deps, { userId: currentUserId(request), eventId: request.params.id, input: request.body, scope: request.query.scope }),
  );
  app.delete(
    '/events/:id',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await deleteEvent(deps, { userId: currentUserId(request), eventId: request.params.id });
      return { message: EVENT_MSG.deleted };
    },
  );
  app.post(
    '/events/:id/join',
    {
      config: { writeLimit: 'joins' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: joinEventSchema.nullish(), response: { 201: joinEventResponseSchema } },
    },
    async (request, reply) =>
      reply.code(201).send(
        await joinEvent(deps, {
          userId: currentUserId(request),
          eventId: request.params.id,
          joinSeries: request.body?.joinSeries ?? false,
        }),
      ),
  );
  app.delete(
    '/events/:id/leave',
    {
      config: { writeLimit: 'joins' },
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema,
        querystring: leaveScopeQuerySchema,
        body: z.unknown().optional(),
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await leaveEvent(deps, { userId: currentUserId(request), eventId: request.params.id, scope: request.query.scope });
      return { message: request.query.scope === 'FOLLOWING' ? EVENT_MSG.seriesLeft : EVENT_MSG.left };
    },
  );
  app.post(
    '/events/:id/cancel',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, querystring: eventScopeQuerySchema, response: { 200: eventSchema } },
    },
    (request) => cancelEvent(deps, { userId: currentUserId(request), eventId: request.params.id, scope: request.query.scope }),
  );
  app.get(
    '/events/:id/participants',
    {
      ...maybeSignedIn,
      schema: { tags, params: idParamSchema, querystring: paging, response: { 200: pageSchema(eventParticipantSchema) } },
    },
    (request) => listParticipants(deps, { eventId: request.params.id, viewerId: request.userId, ...request.query }),
  );

  // 출석체크 (contract §19): the staff mark, participants check in with the code, histories.
  app.get(
    '/events/:id/attendance',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: z.array(eventAttendanceSchema) } } },
    (request) => listEventAttendance(deps, { eventId: request.params.id, viewerId: currentUserId(request) }),
  );
  app.put(
    '/events/:id/attendance',
    {
      config: { writeLimit: 'edits' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: markAttendanceSchema, response: { 200: eventAttendanceSchema } },
    },
    (request) =>
      markAttendance(deps, {
        userId: currentUserId(request),
        eventId: request.params.id,
        targetId: request.body.userId,
        status: request.body.status,
      }),
  );
  app.get(
    '/events/:id/check-in-code',
    { ...signedIn, schema: { tags, security, params: idParamSchema, response: { 200: checkInCodeSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return getCheckInCode(deps, { eventId: request.params.id, userId: currentUserId(request) });
    },
  );
  app.post(
    '/events/:id/check-in',
    {
      config: { writeLimit: 'joins' },
      ...signedIn,
      schema: { tags, security, params: idParamSchema, body: checkInSchema, response: { 200: eventAttendanceSchema } },
    },
    (request) => checkIn(deps, { eventId: request.params.id, userId: currentUserId(request), code: request.body.code }),
  );
  app.get(
    '/groups/:id/attendance',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: idParamSchema,
        querystring: pageQuerySchema(),
        response: { 200: pageSchema(groupAttendanceSchema) },
      },
    },
    (request) => listGroupAttendance(deps, { groupId: request.params.id, userId: currentUserId(request), ...request.query }),
  );
  app.get(
    '/groups/:id/attendance/:userId',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        params: memberUserParamsSchema,
        querystring: pageQuerySchema(),
        response: { 200: pageSchema(attendanceHistorySchema) },
      },
    },
    (request) =>
      memberAttendanceHistory(deps, {
        groupId: request.params.id,
        userId: currentUserId(request),
        targetId: request.params.userId,
        ...request.query,
      }),
  );
  app.get(
    '/users/me/attendance',
    { ...signedIn, schema: { tags, security, querystring: pageQuerySchema(), response: { 200: pageSchema(attendanceHistorySchema) } } },
    (request) => myAttendanceHistory(deps, { userId: currentUserId(request), ...request.query }),
  );
};
