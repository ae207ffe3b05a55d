import { EVENT_DEFAULT_DURATION_MS, type Event } from '@dongne/contract';

const CRLF = '\r\n';
const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** RFC 5545 §3.3.11 TEXT escaping. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds a content line at 75 octets without splitting a UTF-8 character (RFC 5545 §3.1). */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number) => String(value).padStart(2, '0');
/** Local time in Seoul (no daylight saving) as DATE-TIME with TZID=Asia/Seoul. */
export function seoulDateTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + SEOUL_OFFSET_MS);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}${pad(local.getUTCSeconds())}`;
}
const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Seoul',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * A recurring 정모 as calendar apps keep one (RFC 5545 §3.8.5): the rule from its first start,
 * EXDATE for each place whose occurrence was cancelled or deleted, and the occurrences changed alone
 * as their own VEVENTs under the same UID with RECURRENCE-ID.
 */
export type SeriesExport = {
  id: number;
  recurrence: string;
  dtstart: Date;
  durationMs: number | null;
  title: string;
  description: string;
  location: string;
  groupName: string;
  /** The page the series links to (one of its occurrences). */
  eventId: number;
  exdates: Date[];
  /** Occurrences changed alone, each with the place in the rule it replaces. */
  overrides: { event: Event; recurrenceId: Date }[];
};

const seriesUid = (seriesId: number) => `UID:series-${seriesId}@dongne-moim`;
const seoulProperty = (name: string, date: Date) => `${name};TZID=Asia/Seoul:${seoulDateTime(date.toISOString())}`;

function seriesVEvents(series: SeriesExport, publicUrl: string, now: Date): string[] {
  const master = [
    'BEGIN:VEVENT',
    seriesUid(series.id),
    `DTSTAMP:${utcStamp(now)}`,
    seoulProperty('DTSTART', series.dtstart),
    seoulProperty('DTEND', new Date(series.dtstart.getTime() + (series.durationMs ?? EVENT_DEFAULT_DURATION_MS))),
    `RRULE:${series.recurrence}`,
    ...series.exdates.map((date) => seoulProperty('EXDATE', date)),
    `SUMMARY:${escapeText(series.title)}`,
    `DESCRIPTION:${escapeText([series.description, `모임: ${series.groupName}`].filter(Boolean).join('\n'))}`,
    `LOCATION:${escapeText(series.location)}`,
    `URL:${publicUrl}/events/${series.eventId}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
  ];
  const overrides = series.overrides.flatMap(({ event, recurrenceId }) => {
    const [begin, , ...rest] = vevent(event, publicUrl, now);
    return [begin as string, seriesUid(series.id), seoulProperty('RECURRENCE-ID', recurrenceId), ...rest];
  });
  return [...master, ...overrides];
}

function vevent(event: Event, publicUrl: string, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@dongne-moim`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Asia/Seoul:${seoulDateTime(event.eventDate)}`,
    `DTEND;TZID=Asia/Seoul:${seoulDateTime(event.endDate)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText([event.description, `모임: ${event.group.name}`].filter(Boolean).join('\n'))}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${publicUrl}/events/${event.id}`,
    `STATUS:${event.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** An iCalendar file of one or more events and series, times in Asia/Seoul. */
export function toICalendar(
  events: Event[],
  { publicUrl, now, name, series = [] }: { publicUrl: string; now: Date; name?: string; series?: SeriesExport[] },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//dongne-moim//events//KO',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`, 'X-WR-TIMEZONE:Asia/Seoul'] : []),
    ...VTIMEZONE,
    ...events.flatMap((event) => vevent(event, publicUrl, now)),
    ...series.flatMap((one) => seriesVEvents(one, publicUrl, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join(CRLF)}${CRLF}`;
}
