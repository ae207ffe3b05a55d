/**
 * Spec §5: an edited comment is saved only when it is non-empty after trimming and differs from
 * what is stored; otherwise there is nothing to send.
 */
export function isCommentEditSavable(original: string, draft: string): boolean {
  const next = draft.trim();
  return next.length > 0 && next !== original.trim();
}
