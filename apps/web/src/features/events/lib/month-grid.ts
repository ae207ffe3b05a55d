import { addDays, addMonths, endOfMonth, format, getDay, isSameMonth, parse, startOfMonth } from 'date-fns';

// A calendar month on the reader's own clock (Seoul for the people this app is for); the server
// cuts the same month at Seoul's midnights (contract §19).

/** 'YYYY-MM' of a moment. */
export const monthOf = (date: Date): string => format(date, 'yyyy-MM');

/** The month `delta` months after 'YYYY-MM'. */
export const shiftMonth = (month: string, delta: number): string => monthOf(addMonths(firstDayOf(month), delta));

/** The first day of 'YYYY-MM', at midnight. */
export const firstDayOf = (month: string): Date => parse(`${month}-01`, 'yyyy-MM-dd', new Date());

/** 'YYYY-MM-DD' of a moment: the key events and days meet on. */
export const dayKey = (date: Date | string): string => format(typeof date === 'string' ? new Date(date) : date, 'yyyy-MM-dd');

/** A cell of the month's grid: a day of the month, or a blank before its first or after its last day. */
export type MonthCell = { key: string; date: Date | null };

/**
 * The month's weeks, 일요일 first, as in Korean calendars: each week seven cells, a day of the month
 * or a blank before its first and after its last day. Every cell has a key of its own.
 */
export function monthWeeks(month: string): MonthCell[][] {
  const first = firstDayOf(month);
  const last = endOfMonth(first);
  const cells: MonthCell[] = [];
  for (let blank = 0; blank < getDay(first); blank++) cells.push({ key: `${month}-before-${blank}`, date: null });
  for (let day = startOfMonth(first); day <= last; day = addDays(day, 1)) cells.push({ key: dayKey(day), date: day });
  for (let blank = 0; cells.length % 7 !== 0; blank++) cells.push({ key: `${month}-after-${blank}`, date: null });
  const weeks: MonthCell[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Whether a moment falls in 'YYYY-MM'. */
export const isInMonth = (date: Date, month: string): boolean => isSameMonth(date, firstDayOf(month));
