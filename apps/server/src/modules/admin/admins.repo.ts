import type { PlatformRole } from '@dongne/contract';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { companies, users } from '../../db/schema.ts';

/** Makes the accounts of these addresses `ADMIN` (ADMIN_EMAILS at start); answers how many changed. */
export async function grantAdminEmails(db: Executor, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ role: 'ADMIN' })
    .where(and(inArray(users.email, emails), ne(users.role, 'ADMIN')))
    .returning({ id: users.id });
  return rows.length;
}

/** Sets the platform role of the account with this address; null when there is none. */
export async function setRoleByEmail(db: Executor, email: string, role: PlatformRole) {
  const [row] = await db.update(users).set({ role }).where(eq(users.email, email)).returning({ id: users.id, email: users.email });
  return row ?? null;
}

export function listAdmins(db: Executor) {
  return db
    .select({ id: users.id, email: users.email, nickname: users.nickname })
    .from(users)
    .where(eq(users.role, 'ADMIN'))
    .orderBy(asc(users.id));
}

export async function findPlatformRole(db: Executor, userId: number): Promise<PlatformRole | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role ?? null;
}

export async function findSuspension(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function setSuspension(db: Executor, userId: number, suspendedAt: Date | null, suspendedUntil: Date | null) {
  await db.update(users).set({ suspendedAt, suspendedUntil }).where(eq(users.id, userId));
}

/** Companies that may sign up (or the one with `id`), each with how many accounts it has, in one statement. */
export function listActiveCompanies(db: Executor, id?: number) {
  return queryRows<{ id: number; name: string; domains: string[]; user_count: number }>(
    db,
    sql`select c.id, c.name, c.domains, (select count(*)::int from users u where u.company_id = c.id) as user_count
      from companies c where c.removed_at is null ${id === undefined ? sql`` : sql`and c.id = ${id}`} order by c.id`,
  );
}

export async function findActiveCompany(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.removedAt)));
  return row ?? null;
}

/** The name of another active company already holding one of `domains`, if any. */
export async function findDomainHolder(db: Executor, domains: string[], exceptId: number | null) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        isNull(companies.removedAt),
        sql`${companies.domains} && ${sql.param(domains)}::text[]`,
        exceptId === null ? sql`true` : ne(companies.id, exceptId),
      ),
    );
  return row ?? null;
}

export async function insertCompany(db: Executor, name: string, domains: string[]) {
  const [row] = await db.insert(companies).values({ name, domains }).returning();
  if (!row) throw new Error('insert returned no company');
  return row;
}

export async function updateCompanyRow(db: Executor, id: number, name: string, domains: string[]) {
  await db.update(companies).set({ name, domains }).where(eq(companies.id, id));
}

export async function markCompanyRemoved(db: Executor, id: number, at: Date) {
  await db.update(companies).set({ removedAt: at }).where(eq(companies.id, id));
}
