import { z } from 'zod';

const subCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int(),
  categoryId: z.number().int(),
});
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  displayOrder: z.number().int(),
  /** Groups in this category or any of its sub-categories. */
  groupCount: z.number().int(),
  iconUrl: z.string().nullable(),
  subCategories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  city: z.string(),
  district: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Location = z.infer<typeof locationSchema>;

/** `GET /api/config`: run-time settings for the browser. */
export const clientConfigSchema = z.object({ kakaoMapKey: z.string().nullable() });
export type ClientConfig = z.infer<typeof clientConfigSchema>;
