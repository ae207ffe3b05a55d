import type { ErrorBody } from '@dongne/contract';
import { isAxiosError } from 'axios';
import { TEXT } from '@/config/messages.ts';

const EXCEPTION_PREFIX = /^\s*IllegalArgumentException:\s*/;
const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/;
// HTTP reason phrases and library defaults carry no information for a person.
const GENERIC =
  /^(error|unknown error|request failed with status code \d+|network error|[a-z ]+ error|bad request|unauthorized|forbidden|not found|conflict|too many requests|payload too large|unsupported media type|method not allowed|service unavailable|bad gateway|gateway timeout|undefined|null)$/i;

function clean(text: unknown): string {
  return typeof text === 'string' ? text.replace(EXCEPTION_PREFIX, '').trim() : '';
}

function isMeaningful(text: string): boolean {
  return text.length > 0 && !GENERIC.test(text);
}

export function errorBodyOf(error: unknown): Partial<ErrorBody> | null {
  if (!isAxiosError(error)) return null;
  const data: unknown = error.response?.data;
  return data && typeof data === 'object' ? (data as Partial<ErrorBody>) : null;
}

export function errorStatusOf(error: unknown): number | null {
  return isAxiosError(error) ? (error.response?.status ?? null) : null;
}

/**
 * The shared converter of spec §8: one Korean sentence for any failure. The server's `message`
 * is written for people; its `error` is the HTTP reason phrase, so it is only used when it is
 * itself Korean. `fallback` replaces the generic "unknown error" for screens that have a better
 * sentence (spec §8: "else 'Failed to verify the code'").
 */
export function toErrorMessage(error: unknown, fallback: string = TEXT.unknownError): string {
  if (isAxiosError(error) && !error.response) {
    return error.code === 'ERR_CANCELED' ? fallback : TEXT.networkError;
  }
  const status = errorStatusOf(error);
  if (status !== null && status >= 500) return TEXT.serverError;

  const body = errorBodyOf(error);
  const message = clean(body ? body.message : error instanceof Error ? error.message : error);
  if (isMeaningful(message)) {
    // Older servers said "user not found" for a wrong login; never reveal which half was wrong.
    if (/user not found/i.test(message) || (status === 400 && /\buser\b/i.test(message) && !/registered/i.test(message))) {
      return TEXT.wrongCredentials;
    }
    return message;
  }
  const reason = clean(body?.error);
  if (HANGUL.test(reason)) return reason;
  if (status === 404) return TEXT.notFound;
  return fallback;
}

/** Seconds from a 429's `Retry-After` header, when the server sent one. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isAxiosError(error)) return null;
  const raw: unknown = error.response?.headers?.['retry-after'];
  const seconds = typeof raw === 'string' || typeof raw === 'number' ? Number(raw) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}
