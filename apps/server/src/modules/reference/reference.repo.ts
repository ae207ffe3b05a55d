import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { categories, locations } from '../../db/schema.ts';

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
