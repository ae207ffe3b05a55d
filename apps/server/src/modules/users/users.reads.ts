// Reads of accounts other modules may call (docs/architecture.md, "Module rule").
export {
  findUserByEmail,
  findUserById,
  findUserDetails,
  isMailboxConflict,
  isMailboxTaken,
  isNicknameConflict,
  isNicknameTaken,
  listSelectedLocations,
} from './users.repo.ts';
