import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { securityHeaders } from './security-headers.ts';

const ctx = setupTestApp();

describe('security headers', () => {
  it('are worked out from helmet once, CSP directives included', () => {
    const headers = securityHeaders({ contentSecurityPolicy: { directives: { imgSrc: ["'self'", 'https://img.example'] } } });
    expect(headers['content-security-policy']).toContain("img-src 'self' https://img.example");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('come with every answer: a read, a 401, an unknown route and the web app', async () => {
    const answers = await Promise.all([
      ctx.request({ method: 'GET', url: '/api/categories' }),
      ctx.request({ method: 'GET', url: '/api/notifications' }),
      ctx.request({ method: 'GET', url: '/api/no-such-route' }),
      ctx.request({ method: 'GET', url: '/' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, expect.any(Number)]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['content-security-policy']).toContain('img-src');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
