import { codeField, emailField, MSG } from '@dongne/contract';
import { useReducer } from 'react';
import { TEXT } from '@/config/messages.ts';
import { useSendVerificationEmail } from '@/features/auth/api/send-verification-email.ts';
import { useVerifyEmail } from '@/features/auth/api/verify-email.ts';
import { errorStatusOf, retryAfterSeconds, toErrorMessage } from '@/lib/error-message.ts';
import { notify } from '@/lib/notify.ts';
import { useVerificationTimer } from './use-verification-timer.ts';
import {
  createInitialVerificationState,
  createVerifiedState,
  type VerificationState,
  type VerifiedCompany,
  verificationReducer,
} from './verification-machine.ts';

export type CompanyVerification = {
  state: VerificationState;
  changeEmail: (value: string) => void;
  changeCode: (value: string) => void;
  sendCode: () => Promise<void>;
  verifyCode: () => Promise<void>;
  restart: () => void;
  /** Back to step 1 with the server's reason, when sign-up no longer takes this verification. */
  startOver: (message: string) => void;
};

/** A verified address and the single-use token that lets it, and only it, sign up. */
export type VerifiedIdentity = { email: string; company: VerifiedCompany; verificationToken: string };

/** Sign-up step 1: the machine, its clock and the two calls that move it. */
export function useCompanyVerification(
  onVerified: (identity: VerifiedIdentity) => void,
  restored: VerifiedIdentity | null = null,
): CompanyVerification {
  const [state, dispatch] = useReducer(verificationReducer, restored, (identity) =>
    identity ? createVerifiedState(identity.email, identity.company) : createInitialVerificationState(),
  );
  useVerificationTimer(state.phase === 'codeSent', dispatch);
  const { mutateAsync: send } = useSendVerificationEmail();
  const { mutateAsync: verify } = useVerifyEmail();

  const sendCode = async () => {
    // A resend goes to the address the first code went to; the input is locked meanwhile.
    const parsed = emailField.safeParse(state.email ?? state.emailInput);
    if (!parsed.success) {
      dispatch({ type: 'sendFailed', message: parsed.error.issues[0]?.message ?? MSG.emailInvalid, now: Date.now() });
      return;
    }
    dispatch({ type: 'sendStarted' });
    try {
      const { companyId, companyName } = await send(parsed.data);
      dispatch({ type: 'sendSucceeded', email: parsed.data, company: { id: companyId, name: companyName }, now: Date.now() });
      notify.success(TEXT.codeSent);
    } catch (error) {
      dispatch({
        type: 'sendFailed',
        message: toErrorMessage(error, TEXT.sendFailed),
        now: Date.now(),
        retryAfterSeconds: retryAfterSeconds(error),
      });
    }
  };

  const verifyCode = async () => {
    const { email, company } = state;
    const parsed = codeField.safeParse(state.code);
    if (!email || !company) return;
    if (!parsed.success) {
      dispatch({ type: 'verifyFailed', message: parsed.error.issues[0]?.message ?? MSG.codeLength, voidsCode: false });
      return;
    }
    dispatch({ type: 'verifyStarted' });
    try {
      const { verificationToken } = await verify({ email, code: parsed.data });
      dispatch({ type: 'verifySucceeded' });
      notify.success(TEXT.companyVerified(company.name));
      onVerified({ email, company, verificationToken });
    } catch (error) {
      const message = toErrorMessage(error, TEXT.verifyFailed);
      // An expired code, or one voided after 5 wrong tries (429), cannot be retried: start over.
      const voidsCode = errorStatusOf(error) === 429 || message === MSG.codeExpired;
      dispatch({ type: 'verifyFailed', message, voidsCode });
    }
  };

  return {
    state,
    changeEmail: (value) => dispatch({ type: 'emailChanged', value }),
    changeCode: (value) => dispatch({ type: 'codeChanged', value }),
    sendCode,
    verifyCode,
    restart: () => dispatch({ type: 'changeEmail' }),
    startOver: (message) => dispatch({ type: 'verificationLost', message }),
  };
}
