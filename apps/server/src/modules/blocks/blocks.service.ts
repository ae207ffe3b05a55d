import { type BlockedUser, type Page, SAFETY_MSG } from '@dongne/contract';
import type { Deps } from '../../deps.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { toPage } from '../../lib/page.ts';
import { deleteBlock, insertBlock, selectBlockedPage, userExists } from './blocks.repo.ts';

type BlockDeps = Pick<Deps, 'db' | 'realtime' | 'log'>;

/** Tells every instance's delivery; a failed broadcast must not fail the block, which is stored. */
async function announce(deps: BlockDeps, blockerId: number, blockedId: number, blocked: boolean) {
  await deps.realtime.blocksChanged(blockerId, blockedId, blocked).catch((error: unknown) => {
    deps.log.warn({ err: error, blockerId, blockedId }, 'blocks: change not broadcast');
  });
}

/** Blocks a user (contract §11); blocking again changes nothing. The blocked user is not told. */
export async function blockUser(deps: BlockDeps, { userId, targetId }: { userId: number; targetId: number }) {
  if (userId === targetId) throw badRequest(SAFETY_MSG.blockSelf, 'id');
  const { exists, added } = await insertBlock(deps.db, userId, targetId);
  if (!exists) throw notFound(SAFETY_MSG.blockNotFound);
  if (added) await announce(deps, userId, targetId, true);
}

/** Unblocks; unblocking someone not blocked changes nothing, an unknown user is 404. */
export async function unblockUser(deps: BlockDeps, { userId, targetId }: { userId: number; targetId: number }) {
  if (userId === targetId) throw badRequest(SAFETY_MSG.blockSelf, 'id');
  if (await deleteBlock(deps.db, userId, targetId)) {
    await announce(deps, userId, targetId, false);
    return;
  }
  if (!(await userExists(deps.db, targetId))) throw notFound(SAFETY_MSG.blockNotFound);
}

export async function listBlockedUsers(
  deps: Pick<Deps, 'db'>,
  { userId, page, size }: { userId: number; page: number; size: number },
): Promise<Page<BlockedUser>> {
  const { rows, total } = await selectBlockedPage(deps.db, userId, size, page * size);
  return toPage(
    rows.map((row) => ({
      id: row.id,
      nickname: row.nickname,
      profileImage: row.profile_image,
      blockedAt: new Date(row.blocked_at).toISOString(),
    })),
    { page, size, total },
  );
}
