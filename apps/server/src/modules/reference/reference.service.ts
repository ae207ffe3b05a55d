import { type Category, MSG } from '@dongne/contract';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { countGroupsByCategory, findLocation, listCategories, listLocations } from './reference.repo.ts';

/** The category tree: top-level categories with their sub-categories. */
export async function getCategoryTree(db: Executor): Promise<Category[]> {
  const [rows, counts] = await Promise.all([listCategories(db), countGroupsByCategory(db)]);
  const groupCount = new Map(counts.map((entry) => [entry.id, entry.count]));
  const tree = rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      displayOrder: row.displayOrder,
      groupCount: groupCount.get(row.id) ?? 0,
      iconUrl: row.iconUrl,
      subCategories: [] as Category['subCategories'],
    }));
  const byId = new Map(tree.map((category) => [category.id, category]));
  for (const row of rows) {
    if (row.parentId === null) continue;
    byId.get(row.parentId)?.subCategories.push({ id: row.id, name: row.name, parentId: row.parentId, categoryId: row.parentId });
  }
  return tree;
}

export async function getCategory(db: Executor, id: number): Promise<Category> {
  const category = (await getCategoryTree(db)).find((candidate) => candidate.id === id);
  if (!category) throw notFound(MSG.categoryNotFound);
  return category;
}

export const getLocations = (db: Executor) => listLocations(db);

export async function getLocation(db: Executor, id: number) {
  const location = await findLocation(db, id);
  if (!location) throw notFound(MSG.locationNotFound);
  return location;
}
