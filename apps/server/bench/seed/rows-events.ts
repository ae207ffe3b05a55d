/** Events and their participants: seats taken first come, a waitlist only once the seats are gone. */
import { eventPlace, eventTitle, postContent, themeTags } from './korean-text.ts';
import { type Plan, streamFor, value } from './plan.ts';
import { WeightedPicker } from './random.ts';
import { occurrenceParticipantRows, occurrenceRows, type SeriesItem } from './rows-series.ts';
import { ascendingTimes, DAY, HOUR, membersOf, type TableSource } from './source.ts';

export type EventPlan = {
  groups: Int32Array;
  organizers: Int32Array;
  interested: Int32Array;
  maxParticipants: Int32Array;
  titles: string[];
  createdAt: Float64Array;
  eventDates: Float64Array;
};

/** Events land in groups by size; each has a number of interested members, waitlisted past its seats. */
export function planEvents(seed: number, plan: Plan, count: number): EventPlan {
  const random = streamFor(seed, 'events');
  const picker = new WeightedPicker(Array.from(plan.groups.memberCounts, (members) => members));
  const events: EventPlan = {
    groups: new Int32Array(count),
    organizers: new Int32Array(count),
    interested: new Int32Array(count),
    maxParticipants: new Int32Array(count),
    titles: [],
    createdAt: new Float64Array(count),
    eventDates: new Float64Array(count),
  };
  for (let index = 0; index < count; index += 1) {
    const group = picker.pick(random);
    const members = membersOf(plan, group);
    const eventDate = Math.round((plan.anchor - 180 * DAY + random.next() * 240 * DAY) / HOUR) * HOUR;
    const max = random.pick([4, 6, 8, 10, 12, 15, 20, 30, 50]);
    events.groups[index] = group + 1;
    events.organizers[index] = random.pick(Array.from(members));
    events.interested[index] = random.int(1, Math.min(members.length, Math.round(max * 1.4)));
    events.maxParticipants[index] = max;
    events.titles.push(
      eventTitle(plan.groups.topics[group] as Plan['groups']['topics'][number], new Date(eventDate).getUTCMonth() + 1, random),
    );
    events.eventDates[index] = eventDate;
    events.createdAt[index] = Math.max(value(plan.groups.createdAt, group), Math.min(plan.anchor, eventDate - random.int(3, 30) * DAY));
  }
  return events;
}

/** One-off events (ids 1…) and after them the series' occurrences, each with its participants. */
export function eventSources(seed: number, plan: Plan, events: EventPlan, series: SeriesItem[]): TableSource[] {
  const count = events.groups.length;
  const endOf = (event: number) => Math.min(value(events.eventDates, event), plan.anchor);
  const participantCount = (event: number) => Math.min(value(events.interested, event), value(events.maxParticipants, event));
  const eventRows: TableSource = {
    table: 'events',
    columns: [
      ['id', 'int'],
      ['group_id', 'int'],
      ['organizer_id', 'int'],
      ['title', 'text'],
      ['description', 'text'],
      ['event_date', 'time'],
      ['end_date', 'time'],
      ['is_online', 'bool'],
      ['location', 'text'],
      ['max_participants', 'int'],
      ['participant_count', 'int'],
      ['tags', 'text[]'],
      ['cancelled_at', 'time'],
      ['created_at', 'time'],
      ['updated_at', 'time'],
      ['series_id', 'int'],
      ['recurrence_id', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'event_text');
      for (let event = 0; event < count; event += 1) {
        const topic = plan.groups.topics[value(events.groups, event) - 1] as Plan['groups']['topics'][number];
        const date = value(events.eventDates, event);
        const created = value(events.createdAt, event);
        const isOnline = random.chance(0.1);
        const cancelledAt = random.chance(0.03) ? created + random.next() * (endOf(event) - created) : null;
        yield [
          event + 1,
          value(events.groups, event),
          value(events.organizers, event),
          events.titles[event] as string,
          postContent(topic, random),
          date,
          random.chance(0.7) ? date + 2 * HOUR : null,
          isOnline,
          isOnline ? '온라인 (Zoom)' : eventPlace(topic, random),
          value(events.maxParticipants, event),
          participantCount(event),
          themeTags(topic, random).slice(0, 3),
          cancelledAt,
          created,
          created,
          null,
          null,
        ];
      }
      yield* occurrenceRows(seed, plan, series, count + 1);
    },
  };
  const participants: TableSource = {
    table: 'event_participants',
    columns: [
      ['event_id', 'int'],
      ['user_id', 'int'],
      ['status', 'text'],
      ['joined_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'event_participants');
      for (let event = 0; event < count; event += 1) {
        const organizer = value(events.organizers, event);
        const others = Array.from(membersOf(plan, value(events.groups, event) - 1)).filter((member) => member !== organizer);
        const people = [organizer, ...random.sample(others, value(events.interested, event) - 1)];
        const created = value(events.createdAt, event);
        const times = [created, ...ascendingTimes(random, people.length - 1, created, endOf(event))];
        // First come, first seated: the organizer holds the first seat, later arrivals wait.
        for (const [position, userId] of people.entries()) {
          yield [event + 1, userId, position < participantCount(event) ? 'PARTICIPATING' : 'WAITLISTED', times[position] as number];
        }
      }
      yield* occurrenceParticipantRows(seed, plan, series, count + 1);
    },
  };
  return [eventRows, participants];
}
