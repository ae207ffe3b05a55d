import { ADMIN_MSG, type AdminCompany, type CompanyInput } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isSuspended } from '../auth/suspension.ts';
import { endSessions, revokeUserSessions } from '../auth/tokens.service.ts';
import {
  findActiveCompany,
  findDomainHolder,
  findSuspension,
  insertCompany,
  listActiveCompanies,
  markCompanyRemoved,
  setSuspension,
  updateCompanyRow,
} from './admins.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type SuspendDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'log' | 'realtime'>;

/**
 * Suspends an account (contract §13): no login or refresh until it ends, every sign-in revoked and
 * its live connections closed at once. Operators and oneself cannot be suspended. `alsoInTx` runs
 * in the suspension's transaction (a report's resolution and its audit row: both or neither).
 */
export async function suspendUser(
  deps: SuspendDeps,
  { actorId, userId, suspendDays }: { actorId: number; userId: number; suspendDays?: number | undefined },
  alsoInTx?: (tx: Executor) => Promise<void>,
) {
  if (actorId === userId) throw badRequest(ADMIN_MSG.suspendSelf);
  const now = deps.clock.now();
  const until = suspendDays === undefined ? null : new Date(now.getTime() + suspendDays * DAY_MS);
  const ended = await deps.db.transaction(async (tx) => {
    const target = await findSuspension(tx, userId);
    if (!target) throw notFound(ADMIN_MSG.userNotFound);
    if (target.role === 'ADMIN') throw badRequest(ADMIN_MSG.suspendAdmin);
    await setSuspension(tx, userId, now, until);
    if (alsoInTx) await alsoInTx(tx);
    return revokeUserSessions(deps, tx, userId);
  });
  await endSessions(deps, ended);
  deps.log.info({ actorId, userId, until: until?.toISOString() ?? 'permanent' }, 'account suspended');
  return { userId, suspendedAt: now.toISOString(), suspendedUntil: until?.toISOString() ?? null };
}

/** Lifts a suspension; one that is not in force is 409. */
export async function unsuspendUser(deps: Pick<Deps, 'db' | 'clock' | 'log'>, { actorId, userId }: { actorId: number; userId: number }) {
  await deps.db.transaction(async (tx) => {
    const target = await findSuspension(tx, userId);
    if (!target) throw notFound(ADMIN_MSG.userNotFound);
    if (!isSuspended(target, deps.clock.now())) throw conflict(ADMIN_MSG.notSuspended);
    await setSuspension(tx, userId, null, null);
  });
  deps.log.info({ actorId, userId }, 'account unsuspended');
  return { userId, suspendedAt: null, suspendedUntil: null };
}

const toAdminCompany = (row: { id: number; name: string; domains: string[]; user_count: number }): AdminCompany => ({
  id: row.id,
  name: row.name,
  domains: row.domains,
  userCount: row.user_count,
});

export async function listCompaniesForAdmin(deps: Pick<Deps, 'db'>): Promise<AdminCompany[]> {
  return (await listActiveCompanies(deps.db)).map(toAdminCompany);
}

type CompanyValues = { name: string; domains: string[] };

async function saveCompany(deps: Pick<Deps, 'db'>, id: number | null, input: CompanyValues): Promise<number> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (id !== null && !(await findActiveCompany(tx, id))) throw notFound(ADMIN_MSG.companyNotFound);
      if (await findDomainHolder(tx, input.domains, id)) throw conflict(ADMIN_MSG.domainTaken, 'domains');
      if (id === null) return (await insertCompany(tx, input.name, input.domains)).id;
      await updateCompanyRow(tx, id, input.name, input.domains);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'companies_name_unique')) throw conflict(ADMIN_MSG.companyNameTaken, 'name');
    throw error;
  }
}

async function companyById(deps: Pick<Deps, 'db'>, id: number): Promise<AdminCompany> {
  const [row] = await listActiveCompanies(deps.db, id);
  if (!row) throw notFound(ADMIN_MSG.companyNotFound);
  return toAdminCompany(row);
}

export async function createCompany(deps: Pick<Deps, 'db'>, input: CompanyValues & CompanyInput): Promise<AdminCompany> {
  return companyById(deps, await saveCompany(deps, null, input));
}

export async function updateCompany(deps: Pick<Deps, 'db'>, id: number, input: CompanyValues): Promise<AdminCompany> {
  return companyById(deps, await saveCompany(deps, id, input));
}

/** Removes a company: its domains stop signing up; its accounts stay (contract §13). */
export async function removeCompany(deps: Pick<Deps, 'db' | 'clock'>, id: number): Promise<void> {
  if (!(await findActiveCompany(deps.db, id))) throw notFound(ADMIN_MSG.companyNotFound);
  await markCompanyRemoved(deps.db, id, deps.clock.now());
}
