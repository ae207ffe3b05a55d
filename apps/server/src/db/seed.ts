import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { categories, companies, locations } from './schema.ts';

const DATA_DIR = path.join(import.meta.dirname, 'reference-data');

type CategoryFile = {
  id: number;
  name: string;
  description?: string;
  displayOrder?: number;
  iconUrl?: string;
  subCategories?: { id: number; name: string; parentId: number; description?: string }[];
}[];
type LocationFile = { id: number; city: string; district: string; nameEn?: string; code?: string; lat: number; lng: number }[];
type CompanyFile = { id: number; name: string; domains: string[] }[];

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;
}

/** Upserts categories, locations and companies; safe to run at every start. */
export async function seedReferenceData(db: Db): Promise<void> {
  const categoryFile = readJson<CategoryFile>('categories.json');
  const locationFile = readJson<LocationFile>('locations.json');
  const companyFile = readJson<CompanyFile>('companies.json');

  await db.transaction(async (tx) => {
    const topLevel = categoryFile.map((category, index) => ({
      id: category.id,
      name: category.name,
      description: category.description ?? null,
      displayOrder: category.displayOrder ?? index + 1,
      iconUrl: category.iconUrl ?? null,
      parentId: null,
    }));
    const children = categoryFile.flatMap((category) =>
      (category.subCategories ?? []).map((sub, index) => ({
        id: sub.id,
        name: sub.name,
        description: sub.description ?? null,
        displayOrder: index + 1,
        iconUrl: null,
        parentId: category.id,
      })),
    );
    for (const rows of [topLevel, children]) {
      await tx
        .insert(categories)
        .values(rows)
        .onConflictDoUpdate({
          target: categories.id,
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            displayOrder: sql`excluded.display_order`,
            parentId: sql`excluded.parent_id`,
          },
        });
    }
    await tx
      .insert(locations)
      .values(locationFile.map(({ id, city, district, nameEn, code, lat, lng }) => ({ id, city, district, nameEn, code, lat, lng })))
      .onConflictDoUpdate({
        target: locations.id,
        set: { city: sql`excluded.city`, district: sql`excluded.district`, lat: sql`excluded.lat`, lng: sql`excluded.lng` },
      });
    await tx
      .insert(companies)
      .values(companyFile.map(({ id, name, domains }) => ({ id, name, domains: domains.map((d) => d.toLowerCase()) })))
      .onConflictDoUpdate({ target: companies.id, set: { name: sql`excluded.name`, domains: sql`excluded.domains` } });
    // Companies added later by the admin command take ids after the seeded ones.
    await tx.execute(sql`select setval(pg_get_serial_sequence('companies', 'id'), greatest((select max(id) from companies), 1))`);
  });
}
