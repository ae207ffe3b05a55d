import { CODE_LENGTH, CODE_RESEND_SECONDS, CODE_TTL_SECONDS, MSG } from '@dongne/contract';

/**
 * Sign-up step 1 as a pure state machine (spec §4 "Sign-up verification"): initial → code sent
 * → verified; expiry or a voided code go back to initial. Time enters only through actions
 * (`now`), so tests drive it with fake timers and the countdown survives a throttled tab.
 */
export type VerificationPhase = 'initial' | 'codeSent' | 'verified';

export type VerifiedCompany = { id: number; name: string };

export type VerificationState = {
  phase: VerificationPhase;
  emailInput: string;
  /** The normalised address the current code was sent to. */
  email: string | null;
  company: VerifiedCompany | null;
  code: string;
  expiresAt: number | null;
  resendAvailableAt: number | null;
  now: number;
  isSending: boolean;
  isVerifying: boolean;
  error: string | null;
};

export type VerificationAction =
  | { type: 'emailChanged'; value: string }
  | { type: 'codeChanged'; value: string }
  | { type: 'sendStarted' }
  | { type: 'sendSucceeded'; email: string; company: VerifiedCompany; now: number }
  | { type: 'sendFailed'; message: string; now: number; retryAfterSeconds?: number | null }
  | { type: 'verifyStarted' }
  | { type: 'verifySucceeded' }
  | { type: 'verifyFailed'; message: string; voidsCode: boolean }
  | { type: 'tick'; now: number }
  | { type: 'changeEmail' }
  /** The server refused the verification at sign-up (expired or spent): verify the address again. */
  | { type: 'verificationLost'; message: string };

const URGENT_SECONDS = 60;

export function createInitialVerificationState(now = Date.now()): VerificationState {
  return {
    phase: 'initial',
    emailInput: '',
    email: null,
    company: null,
    code: '',
    expiresAt: null,
    resendAvailableAt: null,
    now,
    isSending: false,
    isVerifying: false,
    error: null,
  };
}

/** A verification finished earlier in this tab (the person looked at the terms and came back). */
export function createVerifiedState(email: string, company: VerifiedCompany, now = Date.now()): VerificationState {
  return { ...createInitialVerificationState(now), phase: 'verified', emailInput: email, email, company };
}

/** Back to the start, keeping what the person typed so they can send again at once. */
function restart(state: VerificationState, error: string | null): VerificationState {
  return { ...createInitialVerificationState(state.now), emailInput: state.emailInput, error };
}

export function verificationReducer(state: VerificationState, action: VerificationAction): VerificationState {
  switch (action.type) {
    case 'emailChanged':
      return state.phase === 'initial' ? { ...state, emailInput: action.value, error: null } : state;
    case 'codeChanged': {
      const code = action.value.replace(/\D/g, '').slice(0, CODE_LENGTH);
      return state.phase === 'codeSent' ? { ...state, code, error: null } : state;
    }
    case 'sendStarted':
      return { ...state, isSending: true, error: null };
    case 'sendSucceeded':
      return {
        ...state,
        phase: 'codeSent',
        email: action.email,
        company: action.company,
        code: '',
        now: action.now,
        expiresAt: action.now + CODE_TTL_SECONDS * 1000,
        resendAvailableAt: action.now + CODE_RESEND_SECONDS * 1000,
        isSending: false,
        error: null,
      };
    case 'sendFailed': {
      const wait = action.retryAfterSeconds;
      const resendAvailableAt = wait ? action.now + wait * 1000 : state.resendAvailableAt;
      return { ...state, isSending: false, now: action.now, resendAvailableAt, error: action.message };
    }
    case 'verifyStarted':
      return { ...state, isVerifying: true, error: null };
    case 'verifySucceeded':
      return { ...state, phase: 'verified', isVerifying: false, expiresAt: null, resendAvailableAt: null, error: null };
    case 'verifyFailed':
      return action.voidsCode ? restart(state, action.message) : { ...state, isVerifying: false, error: action.message };
    case 'tick': {
      const next = { ...state, now: action.now };
      if (state.phase === 'codeSent' && state.expiresAt !== null && action.now >= state.expiresAt) {
        return restart(next, MSG.codeExpired);
      }
      return next;
    }
    case 'changeEmail':
      return state.phase === 'codeSent' ? restart(state, null) : state;
    case 'verificationLost':
      return restart(state, action.message);
  }
}

function secondsUntil(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

export const selectSecondsLeft = (state: VerificationState) => secondsUntil(state.expiresAt, state.now);
export const selectResendSecondsLeft = (state: VerificationState) => secondsUntil(state.resendAvailableAt, state.now);
export const selectIsUrgent = (state: VerificationState) => state.phase === 'codeSent' && selectSecondsLeft(state) <= URGENT_SECONDS;
export const selectCanSend = (state: VerificationState) => state.phase === 'initial' && !state.isSending;
export const selectCanResend = (state: VerificationState) =>
  state.phase === 'codeSent' && !state.isSending && !state.isVerifying && selectResendSecondsLeft(state) === 0;
/** Spec §4: disabled while loading, unless exactly 6 digits, or once the countdown is 0. */
export const selectCanVerify = (state: VerificationState) =>
  state.phase === 'codeSent' && !state.isVerifying && state.code.length === CODE_LENGTH && selectSecondsLeft(state) > 0;

/** 300 → "05:00" */
export function formatCountdown(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
