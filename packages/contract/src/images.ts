import { z } from 'zod';

export const MAX_IMAGE_BYTES = 5_242_880;
export const MAX_POST_IMAGES = 10;
export const IMAGE_KINDS = ['profile', 'post', 'group'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const imageUploadResponseSchema = z.object({ imageUrl: z.string() });
export const imagesUploadResponseSchema = z.object({ imageUrls: z.array(z.string()) });
