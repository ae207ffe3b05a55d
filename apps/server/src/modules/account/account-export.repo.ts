import { EXPORT_SECTION_MAX } from '@dongne/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { RENDER_JOINS, RENDERED_MESSAGE } from '../notifications/notifications.repo.ts';

type Row = Record<string, unknown>;

/**
 * One query per kind of data, newest first, each read through an index on the user's column;
 * at most EXPORT_SECTION_MAX + 1 rows are read so a cut can be told (and named) without counting.
 */
function section(db: Executor, query: SQL): Promise<Row[]> {
  return queryRows<Row>(db, sql`${query} limit ${EXPORT_SECTION_MAX + 1}`);
}

/**
 * Every kind of data the user gave the service (contract §12), as rows with camelCase keys,
 * reports made and blocks (contract §11) included.
 */
export async function readExportSections(db: Executor, userId: number) {
  // One after another on one connection: an export is heavy enough without taking several at once.
  const joinRequests = await section(
    db,
    sql`select j.id, j.group_id as "groupId", g.name as "groupName", j.status, j.request_message as "requestMessage",
            j.question, j.answer, j.created_at as "createdAt", j.processed_at as "processedAt"
          from join_requests j join groups g on g.id = j.group_id
          where j.user_id = ${userId} order by j.created_at desc, j.id desc`,
  );
  const posts = await section(
    db,
    sql`select p.id, p.group_id as "groupId", g.name as "groupName", p.content, p.image_urls as "imageUrls",
            p.like_count as "likeCount", p.comment_count as "commentCount", p.created_at as "createdAt", p.updated_at as "updatedAt"
          from posts p join groups g on g.id = p.group_id
          where p.author_id = ${userId} order by p.created_at desc, p.id desc`,
  );
  const comments = await section(
    db,
    sql`select c.id, c.post_id as "postId", c.parent_id as "parentId", c.content, c.is_deleted as "isDeleted",
            c.created_at as "createdAt", c.updated_at as "updatedAt"
          from comments c
          where c.author_id = ${userId} order by c.id desc`,
  );
  const likes = await section(
    db,
    sql`select l.post_id as "postId", l.created_at as "createdAt"
          from post_likes l where l.user_id = ${userId} order by l.created_at desc, l.post_id desc`,
  );
  const chatMessages = await section(
    db,
    sql`select m.id, r.group_id as "groupId", m.message_type as "messageType", m.content, m.is_deleted as "isDeleted",
            m.created_at as "createdAt"
          from chat_messages m join chat_rooms r on r.id = m.room_id
          where m.sender_id = ${userId} order by m.id desc`,
  );
  const eventsCreated = await section(
    db,
    sql`select e.id, e.group_id as "groupId", e.title, e.description, e.event_date as "eventDate", e.end_date as "endDate",
            e.is_online as "isOnline", e.location, e.max_participants as "maxParticipants", e.tags,
            e.cancelled_at as "cancelledAt", e.created_at as "createdAt"
          from events e where e.organizer_id = ${userId} order by e.created_at desc, e.id desc`,
  );
  const eventsJoined = await section(
    db,
    sql`select p.event_id as "eventId", e.group_id as "groupId", e.title, e.event_date as "eventDate", p.status,
            p.joined_at as "joinedAt"
          from event_participants p join events e on e.id = p.event_id
          where p.user_id = ${userId} order by p.joined_at desc, p.event_id desc`,
  );
  const notifications = await section(
    db,
    sql`select n.id, n.type, n.title, ${RENDERED_MESSAGE} as message, n.is_read as "isRead", n.related_type as "relatedType",
            n.related_id as "relatedId", n.created_at as "createdAt"
          from notifications n ${RENDER_JOINS} where n.user_id = ${userId} order by n.created_at desc, n.id desc`,
  );
  const reportsMade = await section(
    db,
    sql`select r.id, r.target_type as "targetType", r.target_id as "targetId", r.reason, r.detail, r.created_at as "createdAt"
          from reports r where r.reporter_id = ${userId} order by r.created_at desc, r.id desc`,
  );
  const blocks = await section(
    db,
    sql`select b.blocked_id as "userId", u.nickname, b.created_at as "blockedAt"
          from user_blocks b join users u on u.id = b.blocked_id
          where b.blocker_id = ${userId} order by b.created_at desc, b.blocked_id desc`,
  );
  const uploads = await section(
    db,
    sql`select u.id, u.kind, u.url, u.bytes, u.width, u.height, u.created_at as "createdAt"
          from uploads u where u.user_id = ${userId} order by u.id desc`,
  );
  const pushDevices = await section(
    db,
    sql`select s.id, s.label, s.endpoint, s.created_at as "createdAt", s.last_delivered_at as "lastDeliveredAt"
          from push_subscriptions s where s.user_id = ${userId} order by s.created_at desc, s.id desc`,
  );
  const notificationSettings = await section(
    db,
    sql`select s.push_activity as "pushActivity", s.push_group_admin as "pushGroupAdmin", s.push_chat as "pushChat",
            s.push_events as "pushEvents", s.email_reminders as "emailReminders", s.email_digest as "emailDigest",
            s.quiet_enabled as "quietEnabled", s.quiet_start as "quietStart", s.quiet_end as "quietEnd", s.updated_at as "updatedAt"
          from notification_settings s where s.user_id = ${userId}`,
  );
  const groupNotificationSettings = await section(
    db,
    sql`select s.group_id as "groupId", g.name as "groupName", s.muted, s.chat, s.updated_at as "updatedAt"
          from group_notification_settings s join groups g on g.id = s.group_id
          where s.user_id = ${userId} order by s.updated_at desc, s.group_id desc`,
  );
  return {
    joinRequests,
    posts,
    comments,
    likes,
    chatMessages,
    eventsCreated,
    eventsJoined,
    notifications,
    reportsMade,
    blocks,
    uploads,
    pushDevices,
    notificationSettings,
    groupNotificationSettings,
  };
}

/** The groups the user is in, with their role: at most a few hundred (a person joins that many at most). */
export function readMemberships(db: Executor, userId: number) {
  return queryRows<{ groupId: number; groupName: string; role: string; joinedAt: string | Date }>(
    db,
    sql`select m.group_id as "groupId", g.name as "groupName", m.role, m.joined_at as "joinedAt"
        from group_members m join groups g on g.id = m.group_id
        where m.user_id = ${userId} order by m.joined_at desc`,
  );
}
