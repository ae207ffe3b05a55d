import { type AppContext, buildWorld, type World } from '../../test/authz-world.ts';
import type { Caller, Targets } from './cases.ts';

/** The authorization matrix's fixtures, and the ids the generator aims its requests at. */
export async function malformedFixtures(ctx: AppContext): Promise<{ world: World; targets: Targets }> {
  const world = await buildWorld(ctx);
  const group = world.groups.public;
  return {
    world,
    targets: {
      groupId: group.id,
      postId: group.postId,
      commentId: group.commentId,
      eventId: group.eventId,
      chatMessageId: group.chatMessageId,
      userId: world.users.author.id,
    },
  };
}

const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** Bearer tokens for the callers, re-issued before the 15-minute access tokens run out on long runs. */
export function tokenSource(ctx: AppContext, world: World): (caller: Caller) => Promise<string | null> {
  const issued = new Map<Caller, { token: string; at: number }>();
  return async (caller) => {
    if (caller === 'anonymous') return null;
    const current = issued.get(caller);
    if (current && Date.now() - current.at < TOKEN_LIFETIME_MS) return current.token;
    const user = world.users[caller];
    // Signed here, not issued through the token service, which would store a refresh token mid-run.
    const token = current ? await ctx.app.jwt.sign({ userId: user.id }, ctx.deps.clock.now()) : user.accessToken;
    issued.set(caller, { token, at: Date.now() });
    return token;
  };
}
