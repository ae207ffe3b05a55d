import type { VerifiedIdentity } from './use-company-verification.ts';

// The server takes a verification's sign-up token for 30 minutes (contract §16).
const VALID_MS = 30 * 60 * 1000;

/**
 * Step 1's result, kept in this page's memory only: opening the terms page and coming back does
 * not ask for a new code, while the single-use sign-up token never reaches web storage, where any
 * script on the origin could read it after the tab is gone. A reload means verifying again.
 */
let draft: (VerifiedIdentity & { verifiedAt: number }) | null = null;

export function saveVerifiedIdentity(identity: VerifiedIdentity): void {
  draft = { ...identity, verifiedAt: Date.now() };
}

export function loadVerifiedIdentity(): VerifiedIdentity | null {
  if (!draft || Date.now() - draft.verifiedAt > VALID_MS) {
    draft = null;
    return null;
  }
  const { verifiedAt: _, ...identity } = draft;
  return identity;
}

export function clearVerifiedIdentity(): void {
  draft = null;
}
