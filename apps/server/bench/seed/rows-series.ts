/**
 * Recurring 정모 (contract §19) as the hourly job leaves them at the anchor: each series with its rule,
 * the occurrences made so far (every past start and those ahead the job makes, from the server's
 * own `occurrencesToMake`), their participants and the series' members. Random streams of their
 * own, so the rows of every other table are the same as without series.
 */
import { formatRecurrence, type Recurrence, WEEKDAY_KO, WEEKDAYS } from '@dongne/contract';
import { occurrencesOf, occurrencesToMake, SERIES_AHEAD_MS } from '../../src/modules/events/series-rule.ts';
import { eventPlace, postContent, themeTags } from './korean-text.ts';
import { type Plan, streamFor, value } from './plan.ts';
import { WeightedPicker } from './random.ts';
import { ascendingTimes, DAY, HOUR, membersOf, type Row, type TableSource } from './source.ts';

type Person = { userId: number; joinedAt: number };

export type SeriesItem = {
  group: number;
  organizer: number;
  recurrence: string;
  dtstart: number;
  durationMs: number | null;
  title: string;
  maxParticipants: number;
  createdAt: number;
  generatedUntil: number;
  dueAt: number;
  finishedAt: number | null;
  /** Organizer first, in the order they joined. */
  members: Person[];
  /** Starts of the occurrences made, ascending. */
  starts: number[];
};

/** The busiest group gets this share of the series (at least one), so its calendar holds several. */
const BUSY_GROUP_SHARE = 0.04;
const SEOUL_OFFSET = 9 * HOUR;
/** Seoul times of day a 정모 starts at, in minutes. */
const START_MINUTES = [10 * 60, 14 * 60, 19 * 60, 19 * 60 + 30, 20 * 60];

/** The group with the most posts, lowest id first (as `describeSeedData` names the busy group); 0-based. */
export function busiestGroup(plan: Plan): number {
  const counts = new Int32Array(plan.groups.count);
  for (const groupId of plan.posts.groupIds) counts[groupId - 1] = value(counts, groupId - 1) + 1;
  let best = 0;
  for (let group = 1; group < counts.length; group += 1) if (value(counts, group) > value(counts, best)) best = group;
  return best;
}

const seoulDay = (date: number) => new Date(date + SEOUL_OFFSET).toISOString().slice(0, 10);

function rule(random: ReturnType<typeof streamFor>, requested: number): Recurrence {
  const until = seoulDay(requested + random.int(300, 360) * DAY);
  if (random.chance(0.7)) {
    const weekday = WEEKDAYS[(new Date(requested + SEOUL_OFFSET).getUTCDay() + 6) % 7] as (typeof WEEKDAYS)[number];
    const days = random.chance(0.3) ? [weekday, random.pick(WEEKDAYS.filter((day) => day !== weekday))] : [weekday];
    // In the week's order, as the contract's canonical text (parseRecurrence) writes them.
    const byDay = days.sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b)).map((day) => ({ weekday: day, position: null }));
    return { freq: 'WEEKLY', interval: random.chance(0.85) ? 1 : 2, byDay, byMonthDay: null, count: null, until };
  }
  if (random.chance(0.5)) return { freq: 'MONTHLY', interval: 1, byDay: [], byMonthDay: random.int(1, 28), count: null, until };
  const byDay = [{ weekday: random.pick(WEEKDAYS), position: random.pick([1, 2, 3, 4, -1]) }];
  return { freq: 'MONTHLY', interval: 1, byDay, byMonthDay: null, count: null, until };
}

/** Decides `count` active series: rule, group, organizer, members and the starts made by the anchor. */
export function planSeries(seed: number, plan: Plan, count: number): SeriesItem[] {
  const random = streamFor(seed, 'series');
  const picker = new WeightedPicker(Array.from(plan.groups.memberCounts, (members) => members));
  const busy = busiestGroup(plan);
  const busyShare = count > 0 ? Math.max(1, Math.round(count * BUSY_GROUP_SHARE)) : 0;
  const anchor = plan.anchor;
  const items: SeriesItem[] = [];
  for (let index = 0; index < count; index += 1) {
    const group = index < busyShare ? busy : picker.pick(random);
    const members = Array.from(membersOf(plan, group));
    const organizer = random.pick(members);
    const minutes = random.pick(START_MINUTES);
    const midnightBefore = (time: number) => Math.floor((time + SEOUL_OFFSET) / DAY) * DAY - SEOUL_OFFSET;
    // Started one to twenty weeks ago, and at least a week after its group was made.
    const firstDay = Math.max(
      midnightBefore(anchor) - random.int(7, 140) * DAY,
      midnightBefore(value(plan.groups.createdAt, group)) + 8 * DAY,
    );
    const requested = firstDay + minutes * 60_000;
    const recurrence = rule(random, requested);
    // A COUNT rule ending where the UNTIL one would: the same occurrences either way.
    const untilText = formatRecurrence(recurrence);
    const dtstart = occurrencesOf(untilText, new Date(requested))[0]?.getTime() ?? requested;
    const all = occurrencesOf(untilText, new Date(dtstart));
    const text = random.chance(0.4) ? formatRecurrence({ ...recurrence, until: null, count: all.length }) : untilText;
    const made = occurrencesToMake({ recurrence: text, dtstart: new Date(dtstart), generatedUntil: null }, new Date(anchor));
    const starts = [...all.filter((start) => start.getTime() <= anchor), ...made.starts].map((start) => start.getTime());
    // Made one to fourteen days before its first start, but never after the anchor: a group made
    // days before it has a series starting next week, created before the anchor, organizer seated.
    const createdAt = Math.max(value(plan.groups.createdAt, group), Math.min(dtstart - random.int(1, 14) * DAY, anchor - HOUR));
    const others = random.sample(
      members.filter((member) => member !== organizer),
      Math.min(members.length - 1, random.int(1, 14)),
    );
    const joins = ascendingTimes(random, others.length, createdAt, anchor);
    const topic = plan.groups.topics[group] as Plan['groups']['topics'][number];
    const weekly = recurrence.freq === 'WEEKLY';
    items.push({
      group: group + 1,
      organizer,
      recurrence: text,
      dtstart,
      durationMs: random.chance(0.7) ? random.pick([1, 2, 3]) * HOUR : null,
      title: weekly
        ? `매주 ${recurrence.byDay.map((day) => WEEKDAY_KO[day.weekday]).join('·')}요일 ${topic.keyword} 정모`
        : `월간 ${topic.keyword} 정모`,
      maxParticipants: random.pick([6, 8, 10, 12, 15, 20]),
      createdAt,
      generatedUntil: starts.at(-1) ?? dtstart,
      dueAt: made.dueAt.getTime(),
      finishedAt: made.finished ? anchor : null,
      members: [{ userId: organizer, joinedAt: createdAt }, ...others.map((userId, at) => ({ userId, joinedAt: joins[at] as number }))],
      starts,
    });
  }
  return items;
}

/** When the job made an occurrence: as it entered the window ahead, not before the series existed nor after the anchor. */
const madeAt = (item: SeriesItem, start: number, anchor: number) => Math.min(anchor, Math.max(item.createdAt, start - SERIES_AHEAD_MS));

/**
 * The occurrences' people: the series' members who had joined by its start (those who joined before
 * it was made seated then, in their order; later ones on joining), and a few members who joined this
 * one alone; first come first seated, the rest wait.
 */
export function* occurrencePeople(seed: number, plan: Plan, series: SeriesItem[]) {
  const random = streamFor(seed, 'series_participants');
  for (const item of series) {
    const inSeries = new Set(item.members.map((member) => member.userId));
    const outsiders = Array.from(membersOf(plan, item.group - 1)).filter((member) => !inSeries.has(member));
    for (const start of item.starts) {
      const made = madeAt(item, start, plan.anchor);
      const last = Math.min(start, plan.anchor);
      const people: Person[] = item.members
        .filter((member) => member.joinedAt < last)
        .map((member, order) => ({ userId: member.userId, joinedAt: Math.max(made + order, member.joinedAt) }));
      const extras = random.sample(outsiders, Math.min(outsiders.length, random.int(0, 3)));
      const times = ascendingTimes(random, extras.length, made + 1000, last);
      for (const [at, userId] of extras.entries()) people.push({ userId, joinedAt: times[at] as number });
      people.sort((a, b) => a.joinedAt - b.joinedAt || a.userId - b.userId);
      yield { item, start, made, people, seated: Math.min(people.length, item.maxParticipants) };
    }
  }
}

/** The series rows (loaded before the events that name them). */
export function seriesSource(seed: number, plan: Plan, series: SeriesItem[]): TableSource {
  return {
    table: 'event_series',
    columns: [
      ['id', 'int'],
      ['group_id', 'int'],
      ['organizer_id', 'int'],
      ['recurrence', 'text'],
      ['dtstart', 'time'],
      ['duration_ms', 'int'],
      ['title', 'text'],
      ['description', 'text'],
      ['is_online', 'bool'],
      ['location', 'text'],
      ['max_participants', 'int'],
      ['tags', 'text[]'],
      ['generated_until', 'time'],
      ['due_at', 'time'],
      ['finished_at', 'time'],
      ['created_at', 'time'],
      ['updated_at', 'time'],
    ],
    *rows() {
      const random = streamFor(seed, 'series_text');
      for (const [index, item] of series.entries()) {
        const topic = plan.groups.topics[item.group - 1] as Plan['groups']['topics'][number];
        const isOnline = random.chance(0.1);
        yield [
          index + 1,
          item.group,
          item.organizer,
          item.recurrence,
          item.dtstart,
          item.durationMs,
          item.title,
          postContent(topic, random),
          isOnline,
          isOnline ? '온라인 (Zoom)' : eventPlace(topic, random),
          item.maxParticipants,
          themeTags(topic, random).slice(0, 3),
          item.generatedUntil,
          item.dueAt,
          item.finishedAt,
          item.createdAt,
          madeAt(item, item.generatedUntil, plan.anchor),
        ];
      }
    },
  };
}

/** Who joined each series (이후 일정 모두 참여), organizer first. */
export function seriesMemberSource(series: SeriesItem[]): TableSource {
  return {
    table: 'event_series_members',
    columns: [
      ['series_id', 'int'],
      ['user_id', 'int'],
      ['joined_at', 'time'],
    ],
    *rows() {
      for (const [index, item] of series.entries()) {
        for (const member of item.members) yield [index + 1, member.userId, member.joinedAt];
      }
    },
  };
}

/**
 * Each occurrence as the job stores it, in the events source's columns (with `series_id` and
 * `recurrence_id`): the series' fields, its place in the rule, its seats counted. Ids from `firstId`.
 */
export function* occurrenceRows(seed: number, plan: Plan, series: SeriesItem[], firstId: number): Generator<Row> {
  // The texts are the series' own: read back from the series source's stream.
  const texts = Array.from(seriesSource(seed, plan, series).rows());
  const ids = new Map(series.map((item, index) => [item, index + 1]));
  let id = firstId;
  for (const { item, start, made, seated } of occurrencePeople(seed, plan, series)) {
    const seriesId = ids.get(item) as number;
    const [, , , , , , , description, isOnline, location, , tags] = texts[seriesId - 1] as Row;
    const end = item.durationMs === null ? null : start + item.durationMs;
    yield [
      id,
      item.group,
      item.organizer,
      item.title,
      description ?? '',
      start,
      end,
      isOnline ?? false,
      location ?? '',
      item.maxParticipants,
      seated,
      tags ?? [],
      null,
      made,
      made,
      seriesId,
      start,
    ];
    id += 1;
  }
}

/** The occurrences' participants (event ids from `firstId`, in `occurrenceRows`' order). */
export function* occurrenceParticipantRows(seed: number, plan: Plan, series: SeriesItem[], firstId: number): Generator<Row> {
  let id = firstId;
  for (const { people, seated } of occurrencePeople(seed, plan, series)) {
    for (const [position, person] of people.entries()) {
      yield [id, person.userId, position < seated ? 'PARTICIPATING' : 'WAITLISTED', person.joinedAt];
    }
    id += 1;
  }
}
