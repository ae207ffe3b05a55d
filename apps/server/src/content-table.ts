import type { ReportTargetType } from '@dongne/contract';
import type { ContentKind, ReportableKind } from './lib/content-kind.ts';
import { eventPhotoContent } from './modules/album/album.content.ts';
import { blockContent } from './modules/blocks/blocks.content.ts';
import { chatMessageContent } from './modules/chat/chat.content.ts';
import { datePollContent } from './modules/events/date-polls.content.ts';
import { eventContent } from './modules/events/events.content.ts';
import { groupContent } from './modules/groups/groups.content.ts';
import { notificationContent } from './modules/notifications/notifications.content.ts';
import { commentContent } from './modules/posts/comments.content.ts';
import { pollContent } from './modules/posts/polls.content.ts';
import { postContent } from './modules/posts/posts.content.ts';
import { pushContent } from './modules/push/push.content.ts';
import { reportContent } from './modules/reports/reports.content.ts';
import { profileContent } from './modules/users/users.content.ts';

/**
 * Every kind of content and user data (docs/architecture.md, "Content kinds"): a module declares
 * its kind in `<kind>.content.ts` and adds it here, as a job is added to job-table.ts. Reports,
 * the export, account deletion and the export-keys test read this list, so a kind joins all of
 * them at once.
 */
export const CONTENT_TABLE: readonly ContentKind[] = [
  profileContent,
  groupContent,
  postContent,
  commentContent,
  pollContent,
  chatMessageContent,
  eventContent,
  eventPhotoContent,
  datePollContent,
  notificationContent,
  reportContent,
  blockContent,
  pushContent,
];

/** The report targets' kinds by type (contract §11). */
export const REPORTABLE: ReadonlyMap<ReportTargetType, ReportableKind> = new Map(
  CONTENT_TABLE.flatMap((kind) => (kind.report ? [[kind.report.type, kind.report] as const] : [])),
);
