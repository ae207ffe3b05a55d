// Reads of groups and memberships other modules may call (docs/architecture.md, "Module rule").
export { findMembership, listMemberIds } from './group-members.repo.ts';
export { findGroup } from './groups.repo.ts';
