import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_POST_IMAGES, MSG, POST_MSG } from '@dongne/contract';

export type FilePick = {
  /** The files that may be added, in the order picked. */
  accepted: File[];
  /** The first reason a file was left out, for one message under the picker. */
  error: string | null;
};

/** Checked in the browser before any upload, so a wrong file costs no bytes; the server checks the bytes again. */
function imageFileError(file: File): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MSG.imageType;
  if (file.size > MAX_IMAGE_BYTES) return MSG.imageTooLarge;
  return null;
}

/**
 * Which of the picked files join a post that already holds `currentCount` images: images only
 * (JPG, PNG, GIF, WebP), each at most 5 MB, and no more than 10 in all (spec §5 Images). A
 * wrong file does not stop the good ones next to it.
 */
export function pickPostImages(files: readonly File[], currentCount: number, max: number = MAX_POST_IMAGES): FilePick {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    const reason = imageFileError(file);
    if (reason) {
      error ??= reason;
      continue;
    }
    if (currentCount + accepted.length >= max) {
      error ??= POST_MSG.tooManyImages;
      break;
    }
    accepted.push(file);
  }
  return { accepted, error };
}
