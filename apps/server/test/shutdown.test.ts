import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildUser } from './factories.ts';
import { setupTestApp } from './harness.ts';
import { connectStomp } from './stomp-clients.ts';

const ctx = setupTestApp({}, { listen: true });

// What SIGTERM runs (src/main.ts): draining, then app.close(), on a real listening server.
describe('graceful shutdown', () => {
  it('answers health 503 while draining, finishes an in-flight upload, and closes live STOMP sessions', async () => {
    const user = await buildUser(ctx);
    const viaSockJs = await connectStomp(ctx.baseUrl, user.accessToken);
    const viaWebSocket = await connectStomp(ctx.baseUrl, user.accessToken, { transport: 'websocket' });
    const closed: string[] = [];
    viaSockJs.client.onWebSocketClose = () => closed.push('sockjs');
    viaWebSocket.client.onWebSocketClose = () => closed.push('websocket');

    ctx.deps.lifecycle.isDraining = true;
    const health = await ctx.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'draining' });

    // A large image takes a while to re-encode: close the app once its request has arrived.
    const image = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 10, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'big.png');
    const arrived = new Promise((resolve) => ctx.app.server.once('request', resolve));
    const upload = fetch(`${ctx.baseUrl}/api/images/upload/post`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${user.accessToken}` },
    });
    await arrived;
    const started = Date.now();
    await ctx.app.close();

    const answer = await upload;
    expect(answer.status).toBe(200);
    const { imageUrl } = (await answer.json()) as { imageUrl: string };
    expect(existsSync(path.join(ctx.deps.config.dataDir, 'uploads', imageUrl.slice('/uploads/'.length)))).toBe(true);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(closed.sort()).toEqual(['sockjs', 'websocket']);
    await expect(fetch(`${ctx.baseUrl}/api/health`)).rejects.toThrow();
  });
});
