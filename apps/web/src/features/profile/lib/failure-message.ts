import { errorStatusOf, toErrorMessage } from '@/lib/error-message.ts';

/**
 * Spec §8 "server message, else '…에 실패했습니다'": a 4xx carries a sentence written for people
 * (a taken nickname, a too large image); a network failure or 5xx gets the screen's own sentence.
 */
export function failureMessage(error: unknown, fallback: string): string {
  const status = errorStatusOf(error);
  return status !== null && status >= 400 && status < 500 ? toErrorMessage(error, fallback) : fallback;
}
