/** True when the text was changed after it was written (the server moves `updatedAt` only on edits). */
export function wasEdited({ createdAt, updatedAt }: { createdAt: string; updatedAt: string }): boolean {
  return new Date(updatedAt).getTime() - new Date(createdAt).getTime() > 1000;
}
