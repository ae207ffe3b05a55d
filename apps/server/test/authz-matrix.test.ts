import { beforeAll, describe, expect, it } from 'vitest';
import { WRITE_LIMIT_DEFAULTS } from '../src/config.ts';
import { documentedMatrix, renderMatrix, writeMatrix } from './authz-doc.ts';
import { listRoutes } from './authz-routes.ts';
import { expectedStatuses, isStaticRoute, MATRIX } from './authz-table.ts';
import { flagAgainstRoute, VIEWER_CAN_ROWS, VIEWERS, type ViewerWorld, withOperator } from './authz-viewer-can.ts';
import { ACTORS, buildWorld, inject, type World } from './authz-world.ts';
import { setupTestApp } from './harness.ts';

/**
 * Every route × every kind of caller, against the status the server contract gives (§2–§8):
 * the table in authz-table.ts is both the test and the documentation in docs/reliability.md.
 */
// One author writes a fresh event (post, comment…) for every row: a script, not a person, so the
// per-user write limits (tested in plugins/write-limits.test.ts) are out of its way.
const ctx = setupTestApp(
  Object.fromEntries(Object.keys(WRITE_LIMIT_DEFAULTS).map((name) => [`WRITE_LIMIT_${name.toUpperCase()}`, '100000/1h'])),
);
let world: World;

beforeAll(async () => {
  world = await buildWorld(ctx);
});

const HANGUL = /[\uAC00-\uD7A3]/;

/** The contract's error body (§3): status, error, a Korean message, path, timestamp. */
function isContractError(body: { status?: number; error?: string; message?: string; path?: string; timestamp?: string }, status: number) {
  return body.status === status && Boolean(body.error && body.path && body.timestamp) && HANGUL.test(body.message ?? '');
}

describe('authorization matrix', () => {
  it('covers every API route the app registers, and only those', () => {
    const registered = listRoutes(ctx.app);
    // Outside /api there are only files (uploads, the built web app): read-only, public by nature.
    expect(registered.filter((route) => isStaticRoute(route) && !route.startsWith('GET '))).toEqual([]);
    const api = registered.filter((route) => !isStaticRoute(route));
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(
      api.filter((route) => !covered.has(route)),
      'routes missing from the matrix (add them to test/authz-table.ts)',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !api.includes(route)),
      'matrix rows for routes that no longer exist',
    ).toEqual([]);
  });

  // One test per row, so that a failure names its row and each row has its own time budget.
  for (const row of MATRIX) {
    it(`${row.route} — ${row.subject}: ${row.expect}`, async () => {
      const mismatches: string[] = [];
      for (const [index, actor] of ACTORS.entries()) {
        const expected = expectedStatuses(row)[index];
        if (expected === null || expected === undefined) continue;
        const call = await row.call(world, actor);
        const method = row.route.split(' ')[0] as 'GET';
        const response = await inject(ctx, actor === 'anonymous' ? null : world.users[actor], { method, ...call });
        if (response.statusCode !== expected)
          mismatches.push(`${actor}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (expected >= 400 && !isContractError(response.json(), expected)) {
          mismatches.push(`${actor}: error body not in the contract's shape: ${response.body.slice(0, 200)}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }

  it('is the table printed in docs/reliability.md (UPDATE_DOCS=1 rewrites it)', () => {
    const table = renderMatrix(MATRIX);
    if (process.env.UPDATE_DOCS === '1') writeMatrix(table);
    expect(documentedMatrix(), 'docs/reliability.md is out of date: run UPDATE_DOCS=1 npx vitest run test/authz-matrix.test.ts').toBe(
      table,
    );
  });
});

/**
 * `viewerCan` (contract §17, §22) against the routes: for every caller (the matrix's and an
 * operator) and every flag, a fresh object is read, then the route behind the flag is tried; the
 * flag must be true exactly when the route lets the caller through. Where the caller may not read
 * the object at all, the route must refuse them too (blocking is about the user, not the object).
 */
describe('viewerCan agrees with the routes', () => {
  let viewers: ViewerWorld;
  beforeAll(async () => {
    viewers = await withOperator(world);
  });

  for (const row of VIEWER_CAN_ROWS) {
    it(`${row.kind}: each flag is true exactly where its route allows, for ${VIEWERS.join(', ')}`, async () => {
      const mismatches: string[] = [];
      for (const flag of Object.keys(row.routes)) {
        for (const viewer of VIEWERS) {
          const result = await flagAgainstRoute(viewers, row, flag, viewer);
          const allowed = result.status >= 200 && result.status < 300;
          if (result.readStatus !== 200) {
            if (allowed && flag !== 'block')
              mismatches.push(`${flag}, ${viewer}: cannot read it (${result.readStatus}), yet ${result.status}`);
            continue;
          }
          if (result.keys.join() !== row.keys.join()) mismatches.push(`${viewer}: keys ${result.keys.join()}`);
          if (allowed !== result.flag)
            mismatches.push(`${flag}, ${viewer}: viewerCan.${flag} is ${result.flag}, the route answered ${result.status}`);
        }
      }
      expect(mismatches).toEqual([]);
    });
  }
});
