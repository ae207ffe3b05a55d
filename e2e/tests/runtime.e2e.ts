import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp, stopApps } from '../support/harness.ts';

// The product as `npm start` runs it (scripts/start.mjs under node_modules/.bin/node): the server
// reports its own runtime in /metrics (prom-client's nodejs_version_info), so this checks the
// process that serves, not the test runner.
const METRICS_TOKEN = 'runtime-e2e-metrics-token';

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ METRICS_TOKEN });
});

afterAll(async () => {
  await stopApps();
});

async function metrics(): Promise<string> {
  const response = await fetch(`${app.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the started product', () => {
  it('runs on Node 24', async () => {
    expect(await metrics()).toMatch(/^nodejs_version_info\{version="v24\.\d+\.\d+",major="24",/m);
  });

  it("serves the web app, the API and the realtime endpoint, with guests' first screen rendered by the SSR entry", async () => {
    const home = await fetch(`${app.baseUrl}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await home.text()).toContain('<meta name="dongne-served"');
    expect((await fetch(`${app.baseUrl}/api/health`)).status).toBe(200);
    const info = await fetch(`${app.baseUrl}/ws/info`);
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ websocket: true });
    // The renderer's counter exists only once dist-ssr/entry-server.js loaded and warmed up.
    expect(await metrics()).toMatch(/^first_screen_pages_total\{outcome="rendered"\} [1-9]/m);
  });
});
