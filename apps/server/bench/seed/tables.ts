/**
 * The rows of every table, in load order, streamed from the plan: a table's rows are generated
 * while the previous batch is being written, and never all held in memory at once.
 */
import type { Plan, SeedSizes } from './plan.ts';
import { eventSources, planEvents } from './rows-events.ts';
import { groupSources, userSources } from './rows-members.ts';
import { notificationSource } from './rows-notifications.ts';
import { pollSources } from './rows-polls.ts';
import { chatSource, postSources, uploadSource } from './rows-posts.ts';
import { planSeries, seriesMemberSource, seriesSource } from './rows-series.ts';
import type { TableSource } from './source.ts';

/** Every table's rows in an order that satisfies the foreign keys. */
export function tableSources(seed: number, plan: Plan, sizes: SeedSizes, passwordHash: string): TableSource[] {
  const events = planEvents(seed, plan, sizes.events);
  const series = planSeries(seed, plan, sizes.series);
  return [
    ...userSources(seed, plan, passwordHash),
    ...groupSources(seed, plan),
    // Before the posts and chat lines that show them: attaching an image marks its upload.
    uploadSource(seed, plan, sizes.messages),
    ...postSources(seed, plan),
    ...pollSources(seed, plan),
    chatSource(seed, plan, sizes.messages),
    // Before the occurrences that name them.
    seriesSource(seed, plan, series),
    ...eventSources(seed, plan, events, series),
    seriesMemberSource(series),
    notificationSource(seed, plan, events, sizes.notifications),
  ];
}
