import { PAGE_MSG } from '@dongne/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '../bench/malformed/cases.ts';
import { routeSpecs } from '../bench/malformed/routes.ts';
import { malformedFixtures } from '../bench/malformed/world.ts';
import { setupTestApp } from './harness.ts';

/**
 * Contract §3: every list takes `size` up to 100, operators' lists included, and a size out of
 * range is a Korean sentence (`한 번에 100개까지 볼 수 있습니다.`), never the validator's text.
 * Walks every route whose query declares `size`, from the app's own route table, so a list added
 * later is walked too.
 */
const ctx = setupTestApp();
let fixtures: Awaited<ReturnType<typeof malformedFixtures>>;
beforeAll(async () => {
  fixtures = await malformedFixtures(ctx);
});

const listRoutes = () =>
  routeSpecs(ctx.app).filter(
    (route) => route.method === 'GET' && route.params.some((param) => param.in === 'query' && param.name === 'size'),
  );

// The group owner sees every list of the group; the operator reaches /api/admin.
const callerOf = (url: string) => (url.startsWith('/api/admin') ? fixtures.world.operator : fixtures.world.users.owner);
const get = (url: string, size: string) => {
  const caller = callerOf(url);
  return ctx.request({ method: 'GET', url: `${url}${url.includes('?') ? '&' : '?'}size=${size}`, token: caller.accessToken });
};

describe('page sizes on every list (contract §3)', () => {
  it('finds the lists, the operators’ among them', () => {
    const urls = listRoutes().map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/admin/reports', '/api/admin/audit', '/api/admin/users', '/api/groups']));
    expect(urls.length).toBeGreaterThan(15);
  });

  it('answers size=100 with a page of size 100', async () => {
    const problems: string[] = [];
    for (const route of listRoutes()) {
      const url = fillPath(route, fixtures.targets);
      const answer = await get(url, '100');
      if (answer.statusCode !== 200) problems.push(`${route.key}: ${answer.statusCode} ${answer.body.slice(0, 120)}`);
      else if (answer.json().size !== 100) problems.push(`${route.key}: size ${answer.json().size}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers size=101, 0, -1 and a word with 400 and a Korean sentence on the size field', async () => {
    const problems: string[] = [];
    for (const route of listRoutes()) {
      const url = fillPath(route, fixtures.targets);
      for (const [size, message] of [
        ['101', PAGE_MSG.sizeMax],
        ['100000', PAGE_MSG.sizeMax],
        ['0', PAGE_MSG.size],
        ['-1', PAGE_MSG.size],
        ['1.5', PAGE_MSG.size],
        ['many', PAGE_MSG.size],
      ] as const) {
        const answer = await get(url, size);
        const body = answer.json();
        if (answer.statusCode !== 400 || body.message !== message || body.fieldErrors?.[0]?.field !== 'size')
          problems.push(`${route.key} size=${size}: ${answer.statusCode} ${answer.body.slice(0, 160)}`);
      }
      const page = await ctx.request({
        method: 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}page=-1`,
        token: callerOf(url).accessToken,
      });
      if (page.statusCode !== 400 || page.json().message !== PAGE_MSG.page)
        problems.push(`${route.key} page=-1: ${page.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  });
});
