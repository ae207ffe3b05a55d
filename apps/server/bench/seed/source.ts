/** What a table source is, and the small helpers the row generators share. */
import { type Plan, value } from './plan.ts';
import type { Random } from './random.ts';

export type ColumnType = 'int' | 'text' | 'bool' | 'float' | 'time' | 'int[]' | 'text[]';
export type Row = (string | number | boolean | null | number[] | string[])[];
/** One table to load: its columns (name and how to pass them) and a fresh iterator of its rows. */
export type TableSource = { table: string; columns: [string, ColumnType][]; rows: () => Iterable<Row> };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const membersOf = (plan: Plan, group: number) =>
  plan.groups.members.items.subarray(value(plan.groups.members.offsets, group), value(plan.groups.members.offsets, group + 1));

/** `count` ascending times between `from` and `to`. */
export const ascendingTimes = (random: Random, count: number, from: number, to: number) =>
  Array.from({ length: count }, () => from + random.next() * Math.max(0, to - from)).sort((a, b) => a - b);
