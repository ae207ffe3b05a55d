import type { ContentKind } from '../../lib/content-kind.ts';
import { deleteBlocksOf, exportBlocksOf } from './blocks.repo.ts';

/** Blocks themselves (docs/architecture.md, "Content kinds"). */
export const blockContent: ContentKind = {
  name: 'block',
  userColumns: {
    'user_blocks.blocker_id': { exportKey: 'blocks' },
    'user_blocks.blocked_id': { excluded: 'who blocked the user: the blocked user is never told (contract §11)' },
  },
  exportSections: { blocks: exportBlocksOf },
  eraseUser: deleteBlocksOf,
  blocks: 'the block list is the blocker’s own',
};
