import type { AnyJobDefinition } from './jobs/queue.ts';
import { refreshTokenPruningJob } from './modules/auth/token-pruning.ts';
import { chatPushJob } from './modules/chat/chat-push.ts';
import { dailyDigestJob } from './modules/digest/digest.jobs.ts';
import { eventReminderJob, eventRemindersJob } from './modules/events/event-reminders.ts';
import { seriesExtensionJob } from './modules/events/series.service.ts';
import { orphanUploadSweepJob } from './modules/images/orphan-sweeper.ts';
import { pollCloseJob } from './modules/posts/poll-closing.ts';
import { pushDeliveryJob, pushFanOutJob, quietSummaryJob } from './modules/push/push.jobs.ts';

/**
 * Every kind of job the server runs (docs/architecture.md, "Jobs"): a module defines its job with
 * `defineJob` beside the code it runs and adds it here, as a route is added in app.ts. Each gets
 * its queue at start; the ones with a cron are sent on schedule.
 */
export const JOB_TABLE: AnyJobDefinition[] = [
  orphanUploadSweepJob,
  refreshTokenPruningJob,
  pushFanOutJob,
  pushDeliveryJob,
  quietSummaryJob,
  eventReminderJob,
  eventRemindersJob,
  chatPushJob,
  dailyDigestJob,
  pollCloseJob,
  seriesExtensionJob,
];
