import type { VerifiedIdentity } from './use-company-verification.ts';

const KEY = 'dongne.signupVerified';
// The server lets a verified address finish sign-up within 30 minutes (contract §2.2).
const VALID_MS = 30 * 60 * 1000;

type StoredIdentity = VerifiedIdentity & { verifiedAt: number };

/**
 * Keeps step 1's result for this tab, so opening the terms page and coming back does not
 * ask for a new code. Passwords are never stored.
 */
export function saveVerifiedIdentity(identity: VerifiedIdentity): void {
  const stored: StoredIdentity = { ...identity, verifiedAt: Date.now() };
  sessionStorage.setItem(KEY, JSON.stringify(stored));
}

export function loadVerifiedIdentity(): VerifiedIdentity | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as StoredIdentity;
    if (Date.now() - stored.verifiedAt > VALID_MS || !stored.email || !stored.company) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return { email: stored.email, company: stored.company };
  } catch {
    return null;
  }
}

export function clearVerifiedIdentity(): void {
  sessionStorage.removeItem(KEY);
}
