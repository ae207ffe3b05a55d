import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { queryRows } from '../../src/db/query.ts';
import type { AppContext } from '../../test/authz-world.ts';
import type { Caller, Case, Category } from './cases.ts';

const HANGUL = /[\uAC00-\uD7A3]/;
/**
 * The wording of zod's own Korean locale (`잘못된 입력: 예상 타입은 number…`, `number이 너무 큽니다:
 * 50 이하여야 합니다`): Korean, but the validator's text rather than a sentence for a person (contract §3).
 */
export const VALIDATOR_TEXT =
  /^잘못된 (입력|옵션|문자열|숫자|키|값)|^잘못된 [A-Za-z]|예상 타입은|^[A-Za-z]+이 너무 (큽니다|작습니다):|^값이 너무 (큽니다|작습니다):|^인식할 수 없는 키/;

/** Why a response breaks the rules (≥ 500; an error body not in the contract's shape or not Korean), or null. */
export function responseProblem(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${status} ${response.body.slice(0, 120)}`;
  if (status < 400) return null;
  let body: { status?: unknown; error?: unknown; message?: unknown; path?: unknown; timestamp?: unknown; fieldErrors?: unknown };
  try {
    body = response.json();
  } catch {
    return `${status} with a body that is not JSON: ${response.body.slice(0, 80)}`;
  }
  if (body.status !== status) return `${status} with status ${String(body.status)} in the body`;
  if (typeof body.error !== 'string' || typeof body.path !== 'string' || typeof body.timestamp !== 'string') {
    return `${status} without error/path/timestamp: ${response.body.slice(0, 120)}`;
  }
  if (typeof body.message !== 'string' || !HANGUL.test(body.message))
    return `${status} with a message that is not Korean: ${String(body.message).slice(0, 80)}`;
  if (VALIDATOR_TEXT.test(body.message)) return `${status} with the validator's own text: ${body.message.slice(0, 80)}`;
  if (body.fieldErrors !== undefined) {
    const valid =
      Array.isArray(body.fieldErrors) &&
      body.fieldErrors.every((entry) => typeof entry?.field === 'string' && typeof entry?.message === 'string');
    if (!valid) return `${status} with malformed fieldErrors`;
    const raw = (body.fieldErrors as { field: string; message: string }[]).find((entry) => VALIDATOR_TEXT.test(entry.message));
    if (raw) return `${status} with the validator's own text on ${raw.field}: ${raw.message.slice(0, 80)}`;
  }
  return null;
}

/**
 * Row counts of every table, in one round trip. No table is left out: no request the generator
 * sends writes a row when it is refused (rate-limit counters live in memory or Redis, not here).
 */
export async function tableCounter(ctx: AppContext): Promise<() => Promise<Record<string, number>>> {
  const tables = (
    await queryRows<{ name: string }>(
      ctx.deps.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).map((row) => row.name);
  const query = sql.raw(`select ${tables.map((name, index) => `(select count(*) from "${name}")::int as c${index}`).join(', ')}`);
  return async () => {
    const [row] = await queryRows<Record<string, number>>(ctx.deps.db, query);
    return Object.fromEntries(tables.map((name, index) => [name, Number(row?.[`c${index}`] ?? 0)]));
  };
}

function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after)
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name]}→${after[name]}`);
}

export type CategoryResult = { requests: number; statuses: Map<number, number>; accepted: number; failures: number };
export type RunResult = { byCategory: Map<Category, CategoryResult>; failures: string[]; requests: number; seconds: number };

/**
 * Sends every case in order (one at a time, so that a change in the tables belongs to one request)
 * and checks the response and, for every refused request, that no table gained or lost a row.
 */
export async function runCases(
  ctx: AppContext,
  tokenOf: (caller: Caller) => Promise<string | null>,
  cases: Case[],
  onProgress?: (done: number) => void,
): Promise<RunResult> {
  const count = await tableCounter(ctx);
  const byCategory = new Map<Category, CategoryResult>();
  const failures: string[] = [];
  const started = performance.now();
  let before = await count();
  for (const [index, item] of cases.entries()) {
    const token = await tokenOf(item.caller);
    const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...item.headers };
    const response = await ctx.app.inject({
      method: item.method,
      url: item.url,
      headers,
      ...(item.payload === undefined ? {} : { payload: item.payload }),
    });
    const result = byCategory.get(item.category) ?? { requests: 0, statuses: new Map(), accepted: 0, failures: 0 };
    byCategory.set(item.category, result);
    result.requests++;
    result.statuses.set(response.statusCode, (result.statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode < 400) result.accepted++;
    const after = await count();
    const problems = [responseProblem(response)];
    if (response.statusCode >= 400) {
      const changed = changedTables(before, after);
      if (changed.length > 0) problems.push(`refused with ${response.statusCode} but changed ${changed.join(', ')}`);
    }
    before = after;
    for (const problem of problems.filter(Boolean)) {
      result.failures++;
      failures.push(`#${index} ${item.category} ${item.method} ${item.url.slice(0, 80)} as ${item.caller} (${item.note}): ${problem}`);
    }
    onProgress?.(index + 1);
  }
  if (({} as { polluted?: unknown }).polluted !== undefined) failures.push('Object.prototype was polluted');
  return { byCategory, failures, requests: cases.length, seconds: (performance.now() - started) / 1000 };
}

/** The result as a markdown table: one line per category. */
export function renderResult(result: RunResult): string {
  const lines = ['| category | requests | statuses seen | accepted (2xx/3xx) | failures |', '|---|---|---|---|---|'];
  let total = 0;
  let failed = 0;
  for (const [category, entry] of result.byCategory) {
    const statuses = [...entry.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ');
    lines.push(`| ${category} | ${entry.requests} | ${statuses} | ${entry.accepted} | ${entry.failures} |`);
    total += entry.requests;
    failed += entry.failures;
  }
  lines.push(`| **all** | ${total} | | | ${failed} |`);
  return lines.join('\n');
}
