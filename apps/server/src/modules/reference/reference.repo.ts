import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { categories, locations } from '../../db/schema.ts';

/** Group counts per category id, sub-categories counted towards their parents too. */
export function countGroupsByCategory(db: Executor) {
  return queryRows<{ id: number; count: number }>(
    db,
    sql`select unnest(filter_category_ids) as id, count(*)::int as count from groups group by 1`,
  );
}

/** Every category, parents and children, in display order. */
export function listCategories(db: Executor) {
  return db.select().from(categories).orderBy(asc(categories.displayOrder), asc(categories.id));
}

export function listLocations(db: Executor) {
  return db
    .select({ id: locations.id, city: locations.city, district: locations.district, lat: locations.lat, lng: locations.lng })
    .from(locations)
    .orderBy(asc(locations.id));
}

export async function findLocation(db: Executor, id: number) {
  const [row] = await db
    .select({ id: locations.id, city: locations.city, district: locations.district, lat: locations.lat, lng: locations.lng })
    .from(locations)
    .where(eq(locations.id, id));
  return row ?? null;
}
