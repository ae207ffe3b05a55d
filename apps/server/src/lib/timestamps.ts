/** PostgreSQL's text form of a UTC timestamptz, as the driver hands it over: `2026-11-28 08:45:29.123456+00`. */
const POSTGRES_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * A database timestamp (a Date, or PostgreSQL's text) as the API's ISO 8601 string, the same as
 * `new Date(value).toISOString()`: milliseconds, the finer digits dropped, `Z`. Rows read with
 * raw SQL carry timestamps as text; rewriting the UTC text directly skips parsing a Date per
 * field, which was a visible share of the CPU of a page of comments or notifications.
 */
export function isoTimestamp(value: Date | string): string {
  if (typeof value === 'string') {
    const match = POSTGRES_UTC.exec(value);
    if (match) return `${match[1]}T${match[2]}.${(match[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
}
