import type { Deps } from '../../deps.ts';
import { findPlatformRole, grantAdminEmails } from './admins.repo.ts';

/** Whether the user is an operator (`ADMIN`), read from the database on every admin request. */
export async function isOperator(deps: Pick<Deps, 'db'>, userId: number): Promise<boolean> {
  return (await findPlatformRole(deps.db, userId)) === 'ADMIN';
}

/** ADMIN_EMAILS at start: the accounts of those addresses become `ADMIN` (contract §13). */
export async function applyAdminEmails(deps: Pick<Deps, 'db' | 'config' | 'log'>): Promise<void> {
  const granted = await grantAdminEmails(deps.db, deps.config.adminEmails);
  if (granted > 0) deps.log.info({ granted }, 'ADMIN_EMAILS: accounts made operators');
}
