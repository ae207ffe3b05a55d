import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema.ts';
import { type AppContext, buildWorld, freshSeries, type World } from '../../test/authz-world.ts';
import { buildUser, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/harness.ts';
import type { Caller, Targets } from './cases.ts';

/** The matrix's fixtures plus an operator (contract §13), who reaches past the operators' API's 404. */
export type MalformedWorld = World & { operator: TestUser };

/** The authorization matrix's fixtures, and the ids the generator aims its requests at. */
export async function malformedFixtures(ctx: AppContext): Promise<{ world: MalformedWorld; targets: Targets }> {
  const world = await buildWorld(ctx);
  const operator = await buildUser(ctx as TestContext);
  await ctx.deps.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, operator.id));
  const group = world.groups.public;
  return {
    world: { ...world, operator },
    targets: {
      groupId: group.id,
      postId: group.postId,
      commentId: group.commentId,
      eventId: group.eventId,
      seriesId: await freshSeries(world, group.id),
      chatMessageId: group.chatMessageId,
      userId: world.users.author.id,
    },
  };
}

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** Bearer tokens for the callers, re-issued before the 15-minute access tokens run out on long runs. */
export function tokenSource(ctx: AppContext, world: MalformedWorld): (caller: Caller) => Promise<string | null> {
  const issued = new Map<Caller, { token: string; at: number }>();
  return async (caller) => {
    if (caller === 'anonymous') return null;
    const current = issued.get(caller);
    if (current && Date.now() - current.at < TOKEN_LIFETIME_MS) return current.token;
    const user = caller === 'operator' ? world.operator : world.users[caller];
    // Signed here, not issued through the token service, which would store a refresh token mid-run.
    const token = current ? await ctx.app.jwt.sign({ userId: user.id }, ctx.deps.clock.now()) : user.accessToken;
    issued.set(caller, { token, at: Date.now() });
    return token;
  };
}
