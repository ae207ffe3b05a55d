import type { Deps } from '../../deps.ts';
import { duplicateMailboxAccounts } from './users.repo.ts';

/**
 * The check of contract §2.1 at every start: live accounts that already shared one mailbox before
 * one mailbox meant one account (view `duplicate_mailbox_keys`) are listed in one warning line
 * (account ids only, no address) for an operator to decide on; nothing is merged. Answers them.
 */
export async function checkDuplicateMailboxes(deps: Pick<Deps, 'db' | 'log'>): Promise<{ userIds: number[] }[]> {
  const duplicates = await duplicateMailboxAccounts(deps.db);
  if (duplicates.length > 0) {
    deps.log.warn(
      { mailboxes: duplicates.length, userIds: duplicates.map((entry) => entry.userIds) },
      'accounts share a mailbox (view duplicate_mailbox_keys); not merged, see docs/operations.md',
    );
  }
  return duplicates;
}
