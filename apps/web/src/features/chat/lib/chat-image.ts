import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MSG } from '@dongne/contract';

export const CHAT_IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Checked before uploading, so a wrong file costs no bytes; the server checks the bytes again. */
export function chatImageError(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size > MAX_IMAGE_BYTES) return MSG.imageTooLarge;
  return null;
}
