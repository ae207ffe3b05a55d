import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from '../../db/schema.ts';

/** The active company owning an e-mail's domain: the part after the last `@`, lower-cased, equal to one of its domains. */
export async function findCompanyByEmail(db: Executor, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!domain) return null;
  // A removed company no longer lets its domains sign up (contract §13).
  const [row] = await db.select().from(companies).where(sql`${domain} = any(${companies.domains}) and ${companies.removedAt} is null`);
  return row ?? null;
}

export function listCompanies(db: Executor) {
  return db.select().from(companies).orderBy(asc(companies.id));
}

export async function addCompany(db: Executor, name: string, domains: string[]) {
  const [row] = await db
    .insert(companies)
    .values({ name, domains: domains.map((domain) => domain.toLowerCase()) })
    .returning();
  return row;
}
