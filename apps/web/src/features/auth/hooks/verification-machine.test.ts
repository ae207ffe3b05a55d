import { MSG } from '@dongne/contract';
import { describe, expect, it } from 'vitest';
import {
  createInitialVerificationState,
  formatCountdown,
  selectCanResend,
  selectCanSend,
  selectCanVerify,
  selectIsUrgent,
  selectResendSecondsLeft,
  selectSecondsLeft,
  type VerificationAction,
  type VerificationState,
  verificationReducer,
} from './verification-machine.ts';

const T0 = 1_700_000_000_000;
const company = { id: 7, name: '예시회사' };

function run(...actions: VerificationAction[]): VerificationState {
  return actions.reduce(verificationReducer, createInitialVerificationState(T0));
}
const sent = (): VerificationAction[] => [
  { type: 'emailChanged', value: 'kim@example.com' },
  { type: 'sendStarted' },
  { type: 'sendSucceeded', email: 'kim@example.com', company, now: T0 },
];
const at = (seconds: number): VerificationAction => ({ type: 'tick', now: T0 + seconds * 1000 });

describe('verification machine', () => {
  it('starts with only the send button available', () => {
    const state = run();
    expect(state.phase).toBe('initial');
    expect(selectCanSend(state)).toBe(true);
    expect(selectCanVerify(state)).toBe(false);
  });

  it('locks the e-mail and starts a 5-minute countdown once the code is sent', () => {
    const state = run(...sent());
    expect(state.phase).toBe('codeSent');
    expect(selectCanSend(state)).toBe(false);
    expect(selectSecondsLeft(state)).toBe(300);
    expect(formatCountdown(selectSecondsLeft(state))).toBe('05:00');
    expect(formatCountdown(selectSecondsLeft(run(...sent(), at(61))))).toBe('03:59');
    expect(run(...sent(), { type: 'emailChanged', value: 'other@example.com' }).emailInput).toBe('kim@example.com');
  });

  it('turns urgent (red) at 60 seconds left, not before', () => {
    expect(selectIsUrgent(run(...sent(), at(239)))).toBe(false);
    expect(selectIsUrgent(run(...sent(), at(240)))).toBe(true);
  });

  it('allows a resend only after the 30-second cooldown', () => {
    expect(selectResendSecondsLeft(run(...sent(), at(1)))).toBe(29);
    expect(selectCanResend(run(...sent(), at(29)))).toBe(false);
    expect(selectCanResend(run(...sent(), at(30)))).toBe(true);
    // A 429's Retry-After pushes the cooldown out.
    const limited = run(...sent(), at(30), { type: 'sendFailed', message: MSG.codeResendTooSoon, now: T0 + 30_000, retryAfterSeconds: 12 });
    expect(selectResendSecondsLeft(limited)).toBe(12);
    expect(limited.error).toBe(MSG.codeResendTooSoon);
  });

  it('keeps digits only, at most six, and enables verify at exactly six', () => {
    expect(run(...sent(), { type: 'codeChanged', value: '12a3-4' }).code).toBe('1234');
    expect(selectCanVerify(run(...sent(), { type: 'codeChanged', value: '12345' }))).toBe(false);
    expect(selectCanVerify(run(...sent(), { type: 'codeChanged', value: '1234567' }))).toBe(true);
    expect(run(...sent(), { type: 'codeChanged', value: '1234567' }).code).toBe('123456');
  });

  it('disables verify while a check is in flight and when the countdown reached 0', () => {
    const typed = [...sent(), { type: 'codeChanged', value: '123456' } as const];
    expect(selectCanVerify(run(...typed, { type: 'verifyStarted' }))).toBe(false);
    const atZero = { ...run(...typed), now: T0 + 300_000 };
    expect(selectSecondsLeft(atZero)).toBe(0);
    expect(selectCanVerify(atZero)).toBe(false);
  });

  it('returns to the initial state with the expiry message after 300 seconds', () => {
    const state = run(...sent(), { type: 'codeChanged', value: '123456' }, at(300));
    expect(state.phase).toBe('initial');
    expect(state.error).toBe(MSG.codeExpired);
    expect(state.code).toBe('');
    expect(state.emailInput).toBe('kim@example.com');
    expect(selectCanSend(state)).toBe(true);
  });

  it('stays on the code after a wrong one, and starts over when the code is void', () => {
    const wrong = run(...sent(), { type: 'verifyStarted' }, { type: 'verifyFailed', message: MSG.codeWrong, voidsCode: false });
    expect(wrong.phase).toBe('codeSent');
    expect(wrong.error).toBe(MSG.codeWrong);
    const voided = run(...sent(), { type: 'verifyFailed', message: MSG.codeTooManyTries, voidsCode: true });
    expect(voided.phase).toBe('initial');
    expect(voided.error).toBe(MSG.codeTooManyTries);
  });

  it('goes back to the start with the reason when the server no longer takes the verification', () => {
    const state = run(...sent(), { type: 'verifySucceeded' }, { type: 'verificationLost', message: MSG.verificationExpired });
    expect(state.phase).toBe('initial');
    expect(state.emailInput).toBe('kim@example.com');
    expect(state.error).toBe(MSG.verificationExpired);
    expect(selectCanSend(state)).toBe(true);
  });

  it('stops the clock once verified', () => {
    const state = run(...sent(), { type: 'verifySucceeded' }, at(400));
    expect(state.phase).toBe('verified');
    expect(state.company).toEqual(company);
    expect(state.error).toBeNull();
  });
});
