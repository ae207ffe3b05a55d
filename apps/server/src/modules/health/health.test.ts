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

describe('GET /api/health/live and /api/health/ready', () => {
  it('answers live while the process runs, and ready naming each dependency it checked', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', ...(ctx.deps.redis ? { redis: 'ok' } : {}) } });
  });

  it('answers 503 on ready while draining, so balancers send new work elsewhere', async () => {
    ctx.deps.lifecycle.isDraining = true;
    try {
      const ready = await get('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining', checks: { database: 'ok' } });
      expect((await get('/api/health/live')).statusCode).toBe(200);
    } finally {
      ctx.deps.lifecycle.isDraining = false;
    }
  });
});

describe('GET /api/version', () => {
  it('answers the package version and the commit running', async () => {
    const body = (await get('/api/version')).json();
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.commit).toMatch(/^([0-9a-f]{40}|unknown)$/);
  });
});

describe('X-Request-Id', () => {
  it('passes a proxy-set id through and makes one otherwise', async () => {
    const given = await ctx.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'nginx-4f2a.17' } });
    expect(given.headers['x-request-id']).toBe('nginx-4f2a.17');
    const made = await get('/api/categories');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/api/nothing-here')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces an id that could forge log lines', async () => {
    const forged = await ctx.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': `a"}\n{"level":60` } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await get('/metrics')).statusCode).toBe(404);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  const token = 'metrics-token-0123456789';
  const metrics = setupTestApp({ METRICS_TOKEN: token });

  it('answers 401 without the bearer token and the Prometheus text with it', async () => {
    expect((await metrics.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await metrics.request({ method: 'GET', url: '/metrics', token: 'wrong-token-0123456789' })).statusCode).toBe(401);
    await metrics.request({ method: 'GET', url: '/api/categories' });
    const response = await metrics.request({ method: 'GET', url: '/metrics', token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/http_requests_total\{method="GET",route="\/api\/categories",status="200"\} 1/);
    expect(response.body).toMatch(/http_request_duration_seconds_bucket/);
    expect(response.body).toMatch(/db_pool_connections\{state="total"\}/);
    expect(response.body).toMatch(/nodejs_eventloop_lag_seconds/);
    expect(response.body).toMatch(/process_resident_memory_bytes/);
  });
});
