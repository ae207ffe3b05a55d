import { REDACTED } from './log-redaction.ts';

/**
 * A start that failed, as one line for the operator: the setting to look at and the innermost
 * cause (a driver's "permission denied for schema public" rather than the query that hit it).
 */
export class StartError extends Error {
  readonly setting: string;

  constructor(setting: string, cause: unknown) {
    super(`${setting}: ${describeCause(cause)}`, { cause });
    this.setting = setting;
  }
}

/** The innermost cause's message on one line, with its code, and no password of a URL. */
export function describeCause(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  if (inner instanceof AggregateError && inner.errors[0]) inner = inner.errors[0];
  const message = inner instanceof Error ? inner.message : String(inner);
  const code = (inner as { code?: unknown })?.code;
  const line = message.split('\n')[0]?.replace(/\/\/([^:/@\s]+):[^@\s]+@/g, `//$1:${REDACTED}@`) ?? '';
  return typeof code === 'string' && !line.includes(code) ? `${line} (${code})` : line;
}
