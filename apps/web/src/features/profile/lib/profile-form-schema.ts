import { updateProfileSchema } from '@dongne/contract';
import { z } from 'zod';

/**
 * The edit form always has both fields, so the contract's optional wrappers come off; the rules
 * (nickname 2–20, bio up to 500, both trimmed) and their Korean messages stay the contract's.
 */
export const profileFormSchema = z.object({
  nickname: updateProfileSchema.shape.nickname.unwrap(),
  bio: updateProfileSchema.shape.bio.unwrap().unwrap(),
});
export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;
