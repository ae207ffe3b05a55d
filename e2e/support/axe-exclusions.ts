/**
 * Parts of a screen the journeys' axe check leaves out, each with the reason. Everything the
 * product draws itself is checked; an entry belongs here only when the markup is not ours to fix.
 */
export type AxeExclusion = {
  /** CSS selector of the subtree axe skips. */
  selector: string;
  reason: string;
};

export const AXE_EXCLUSIONS: readonly AxeExclusion[] = [];
