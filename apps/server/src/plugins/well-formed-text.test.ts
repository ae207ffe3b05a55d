import { TEXT_MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { setupTestApp } from '../../test/harness.ts';
import { findBrokenText } from './well-formed-text.ts';

const ctx = setupTestApp();

describe('findBrokenText', () => {
  it('names the first string holding a lone surrogate, however deep', () => {
    expect(findBrokenText({ name: 'ok', tags: ['fine', 'bad\ud800'] })).toBe('tags[1]');
    expect(findBrokenText({ a: { b: '\udc00x' } })).toBe('a.b');
    expect(findBrokenText({ emoji: '😀 모임', nested: [{ text: '정상' }] })).toBeNull();
    expect(findBrokenText(undefined)).toBeNull();
  });
});

describe('a JSON body with broken Unicode', () => {
  it('is 400 naming the field, on a route whose schema has no text rule for it, and nothing is stored', async () => {
    const owner = await buildUser(ctx);
    const name = `모임 ${Date.now()}`;
    // Raw JSON: "\ud800" escapes parse into a lone surrogate.
    const payload = `{"name":"${name}","description":"퇴근 후 함께 운동하는 모임입니다.","categoryIds":[401],"locationId":23,"maxMembers":30,"isPublic":true,"tags":["러닝\\ud800"]}`;
    const response = await ctx.request({
      method: 'POST',
      url: '/api/groups',
      token: owner.accessToken,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: TEXT_MSG.invalidUnicode,
      fieldErrors: [{ field: 'tags[0]', message: TEXT_MSG.invalidUnicode }],
    });
    const mine = await ctx.request({ method: 'GET', url: '/api/groups/my', token: owner.accessToken });
    expect(JSON.stringify(mine.json())).not.toContain(name);
  });

  it('leaves well-formed text, emoji included, to the route', async () => {
    const owner = await buildUser(ctx);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/groups',
      token: owner.accessToken,
      payload: {
        name: `이모지 모임 😀 ${Date.now()}`,
        description: '퇴근 후 함께 운동하는 모임입니다.',
        categoryIds: [401],
        locationId: 23,
        maxMembers: 30,
        isPublic: true,
        tags: ['러닝'],
      },
    });
    expect(response.statusCode).toBe(201);
  });
});
