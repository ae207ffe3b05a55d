import {
  ADMIN_MSG,
  type AdminCompany,
  type AdminUser,
  type AuditAction,
  type AuditEntry,
  type CompanyInput,
  DELETED_USER_NICKNAME,
  type Page,
} from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { toPage } from '../../lib/page.ts';
import { type AuditFilter, type AuditRow, countAudit, selectAuditPage } from '../audit/audit.reads.ts';
import { insertAudit } from '../audit/audit.service.ts';
import { isSuspended } from '../auth/suspension.ts';
import { endSessions, revokeUserSessions } from '../auth/tokens.service.ts';
import { type AdminUserRow, countAdminUsers, selectAdminUsers } from './admin-users.repo.ts';
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
  { actorId, userId, suspendDays, reason }: { actorId: number; userId: number; suspendDays?: number | undefined; reason: string },
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
    await insertAudit(tx, { actorId, action: 'USER_SUSPENDED', targetType: 'USER', targetId: userId, groupId: null, reason });
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
    await insertAudit(tx, { actorId, action: 'USER_UNSUSPENDED', targetType: 'USER', targetId: userId, groupId: null, reason: null });
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

/** What an audit row of a company act says of it: its name and domains as they are now (the row has no other label). */
const companyNote = (input: CompanyValues) => `${input.name} (${input.domains.join(', ')})`;

const companyAudit = (tx: Executor, actorId: number, action: AuditAction, targetId: number, reason: string) =>
  insertAudit(tx, { actorId, action, targetType: 'COMPANY', targetId, groupId: null, reason });

async function saveCompany(deps: Pick<Deps, 'db'>, actorId: number, id: number | null, input: CompanyValues): Promise<number> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (id !== null && !(await findActiveCompany(tx, id))) throw notFound(ADMIN_MSG.companyNotFound);
      if (await findDomainHolder(tx, input.domains, id)) throw conflict(ADMIN_MSG.domainTaken, 'domains');
      if (id === null) {
        const created = await insertCompany(tx, input.name, input.domains);
        await companyAudit(tx, actorId, 'COMPANY_CREATED', created.id, companyNote(input));
        return created.id;
      }
      await updateCompanyRow(tx, id, input.name, input.domains);
      await companyAudit(tx, actorId, 'COMPANY_UPDATED', id, companyNote(input));
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

export async function createCompany(deps: Pick<Deps, 'db'>, actorId: number, input: CompanyValues & CompanyInput): Promise<AdminCompany> {
  return companyById(deps, await saveCompany(deps, actorId, null, input));
}

export async function updateCompany(deps: Pick<Deps, 'db'>, actorId: number, id: number, input: CompanyValues): Promise<AdminCompany> {
  return companyById(deps, await saveCompany(deps, actorId, id, input));
}

/** Removes a company: its domains stop signing up; its accounts stay (contract §13). */
export async function removeCompany(deps: Pick<Deps, 'db' | 'clock'>, actorId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const company = await findActiveCompany(tx, id);
    if (!company) throw notFound(ADMIN_MSG.companyNotFound);
    await markCompanyRemoved(tx, id, deps.clock.now());
    await companyAudit(tx, actorId, 'COMPANY_REMOVED', id, companyNote(company));
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

type PageRequest = { page: number; size: number };

/** A page from rows carrying the total; a page past the end asks for the total on its own. */
async function pageOf<R extends { total_count: number }, T>(
  rows: R[],
  request: PageRequest,
  map: (row: R) => T,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const total = rows[0]?.total_count ?? (request.page > 0 ? await count() : 0);
  return toPage(rows.map(map), { page: request.page, size: request.size, total });
}

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  id: row.id,
  email: row.email,
  nickname: row.nickname,
  company: { id: row.company_id, name: row.company_name },
  role: row.role,
  suspendedAt: isoOrNull(row.suspended_at),
  suspendedUntil: isoOrNull(row.suspended_until),
  createdAt: iso(row.created_at),
});

/** Accounts whose address or nickname contains `query` (NFKC, case-folded as nicknames are), or the newest ones. */
export async function listAdminUsers(deps: Pick<Deps, 'db'>, { query, ...request }: PageRequest & { query?: string | undefined }) {
  const needle = query === undefined ? undefined : query.normalize('NFKC').toLowerCase();
  const rows = await selectAdminUsers(deps.db, needle, { limit: request.size, offset: request.page * request.size });
  return pageOf(rows, request, toAdminUser, () => countAdminUsers(deps.db, needle));
}

const toAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actorId: row.actor_id,
  actorNickname: row.actor_nickname ?? DELETED_USER_NICKNAME,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  groupId: row.group_id,
  reason: row.reason,
  at: iso(row.at),
});

/** The audit log (contract §13), newest first, by actor, group and act. */
export async function listAudit(deps: Pick<Deps, 'db'>, { page, size, ...filter }: PageRequest & AuditFilter) {
  const rows = await selectAuditPage(deps.db, filter, { limit: size, offset: page * size });
  return pageOf(rows, { page, size }, toAuditEntry, () => countAudit(deps.db, filter));
}
