import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/harness.ts';

const ctx = setupTestApp();
const get = (url: string) => ctx.request({ method: 'GET', url });

describe('GET /api/health', () => {
  it('answers 200 {status: "ok"} once the database answers', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
