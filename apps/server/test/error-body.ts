import { errorBodySchema } from '@dongne/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** What must never reach a client: stack frames, file paths, SQL, driver wording. */
export function expectNothingLeaked(response: LightMyRequestResponse) {
  for (const secret of [
    /\bat .+:\d+:\d+/,
    /node_modules/,
    /\.ts\b/,
    /\bselect\b/i,
    /\bfrom\b/i,
    /Failed query/,
    /password_hash/,
    /stack/i,
  ]) {
    expect(response.body).not.toMatch(secret);
  }
}

/** The contract's error body (§3) with a Korean message, nothing more. */
export function expectErrorBody(response: LightMyRequestResponse, status: number, message?: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(errorBodySchema.strict().safeParse(body).success).toBe(true);
  expect(body.status).toBe(status);
  expect(body.message).toMatch(/[가-힣]/);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
  expectNothingLeaked(response);
  return body;
}
