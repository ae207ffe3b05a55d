import { z } from 'zod';
import { PLATFORM_ROLES } from './admin.ts';
import { MSG } from './messages.ts';
import { nicknameField, textField } from './text.ts';

export const userLocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  address: z.string().trim().min(1, MSG.requiredField).max(200),
  district: z.string().trim().min(1, MSG.requiredField).max(50),
});
export type UserLocation = z.infer<typeof userLocationSchema>;

/** One group on a profile that the viewer is in too. */
export const sharedGroupSchema = z.object({ id: z.number().int(), name: z.string(), imageUrl: z.string().nullable() });
export type SharedGroup = z.infer<typeof sharedGroupSchema>;

/** Another person's profile as anyone may see it (no e-mail). */
export const profileSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  bio: z.string().nullable(),
  profileImage: z.string().nullable(),
  location: z.object({ city: z.string(), district: z.string() }).nullable(),
  createdAt: z.string(),
  postCount: z.number().int(),
  /** Likes received on the user's posts. */
  likeCount: z.number().int(),
  groupCount: z.number().int(),
  ownedGroupCount: z.number().int(),
  /** Joined minus owned, never below 0. */
  participatedGroupCount: z.number().int(),
  interests: z.array(z.string()),
  interestCategoryIds: z.array(z.number().int()),
  /** The signed-in viewer blocked this user (contract §11); absent for guests and oneself. */
  isBlocked: z.boolean().optional(),
  /**
   * Groups both the signed-in viewer and this user are members of (contract §14), newest joined by
   * the viewer first; empty for a guest and on one's own profile (optional only so older fixtures still type).
   */
  sharedGroups: z.array(sharedGroupSchema).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The signed-in user's own view. */
export const meSchema = profileSchema.extend({
  email: z.string(),
  company: z.object({ id: z.number().int(), name: z.string() }),
  userLocation: userLocationSchema.nullable(),
  locationIds: z.array(z.number().int()),
  /** Platform role (contract §13): `ADMIN` opens the operators' console. */
  role: z.enum(PLATFORM_ROLES),
});
export type Me = z.infer<typeof meSchema>;

export const updateProfileSchema = z.object({
  nickname: nicknameField.optional(),
  bio: textField({ max: 500, maxMessage: MSG.bioMax, optional: true }).nullable().optional(),
  profileImage: z.string().max(500).nullable().optional(),
});
export type UpdateProfilePayload = z.input<typeof updateProfileSchema>;

export const updateInterestsSchema = z.object({
  categoryIds: z
    .array(z.number().int().positive())
    .max(50)
    .transform((ids) => [...new Set(ids)]),
});

export const MAX_SELECTED_LOCATIONS = 2;
export const updateLocationsSchema = z.object({
  locationIds: z
    .array(z.number().int().positive())
    .transform((ids) => [...new Set(ids)])
    .pipe(z.array(z.number()).max(MAX_SELECTED_LOCATIONS, '지역은 최대 2개까지 선택할 수 있습니다.')),
});
