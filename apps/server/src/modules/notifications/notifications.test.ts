import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { insertNotifications } from './notifications.repo.ts';

const ctx = setupTestApp();

async function seed(user: TestUser, count: number) {
  await insertNotifications(
    ctx.deps.db,
    Array.from({ length: count }, (_, index) => ({
      userId: user.id,
      type: 'GROUP_JOIN' as const,
      title: `알림 ${index}`,
      message: '새 멤버가 가입했습니다.',
      relatedType: 'GROUP' as const,
      relatedId: index + 1,
    })),
    { actorId: null, jobs: ctx.deps.jobs },
  );
}
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, user?: TestUser) => ctx.request({ method, url, token: user?.accessToken });

describe('notifications', () => {
  it('list newest first, count unread, and need a signed-in user', async () => {
    const user = await buildUser(ctx);
    await seed(user, 3);
    const page = (await call('GET', '/api/notifications?size=2', user)).json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, content: [{ title: '알림 2' }, { title: '알림 1' }] });
    expect((await call('GET', '/api/notifications/unread-count', user)).json()).toEqual({ count: 3 });
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications?size=0', user)).statusCode).toBe(400);
  });

  it('mark one or all read, only the caller’s own', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await seed(user, 2);
    const [first] = (await call('GET', '/api/notifications', user)).json().content;
    expect((await call('PUT', `/api/notifications/${first.id}/read`, other)).statusCode).toBe(404);
    expect((await call('PUT', `/api/notifications/${first.id}/read`, user)).json()).toMatchObject({ id: first.id, isRead: true });
    expect((await call('GET', '/api/notifications/unread-count', user)).json()).toEqual({ count: 1 });
    expect((await call('PUT', '/api/notifications/read-all', user)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications/unread-count', user)).json()).toEqual({ count: 0 });
    expect((await call('PUT', '/api/notifications/abc/read', user)).statusCode).toBe(400);
  });

  it('delete one or all, only the caller’s own', async () => {
    const user = await buildUser(ctx);
    const other = await buildUser(ctx);
    await seed(user, 3);
    await seed(other, 1);
    const [first] = (await call('GET', '/api/notifications', user)).json().content;
    expect((await call('DELETE', `/api/notifications/${first.id}`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/notifications/${first.id}`, user)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications', user)).json().totalElements).toBe(2);
    expect((await call('DELETE', '/api/notifications/clear', user)).statusCode).toBe(200);
    expect((await call('GET', '/api/notifications', user)).json().totalElements).toBe(0);
    expect((await call('GET', '/api/notifications', other)).json().totalElements).toBe(1);
    expect((await call('DELETE', '/api/notifications/clear')).statusCode).toBe(401);
  });
});
