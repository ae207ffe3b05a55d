// Reads of blocks other modules may call (docs/architecture.md, "Module rule").
export { isBlocking, selectBlockedIds } from './blocks.repo.ts';
