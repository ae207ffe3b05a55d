import { z } from 'zod';
import { MSG } from './messages.ts';
import { nicknameField } from './text.ts';
import { meSchema } from './users.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 300;
export const CODE_RESEND_SECONDS = 30;
export const REQUIRED_TERMS_IDS = [1, 2, 3] as const;

/** Lower-cased, trimmed e-mail: `A@EXAMPLE.COM` and `a@example.com` are one account. */
export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }))
  .transform((value) => value.toLowerCase());

const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(PASSWORD_MAX, MSG.passwordMax);

export const codeField = z
  .string({ error: MSG.codeRequired })
  .trim()
  .min(1, MSG.codeRequired)
  .regex(/^\d{6}$/, MSG.codeLength);

export const sendVerificationSchema = z.object({ email: emailField });
export const sendVerificationResponseSchema = z.object({
  companyName: z.string(),
  companyId: z.number().int(),
});
export const verifyEmailSchema = z.object({ email: emailField, code: codeField });
/** `verificationToken` is what lets this address, and only it, finish sign-up within 30 minutes (contract §16). */
export const verifyEmailResponseSchema = z.object({ isVerified: z.literal(true), verificationToken: z.string() });

export const signupSchema = z.object({
  email: emailField,
  verificationToken: z.string({ error: MSG.emailNotVerified }).min(1, MSG.emailNotVerified).max(200, MSG.verificationInvalid),
  nickname: nicknameField,
  password: passwordField,
  companyId: z.number({ error: MSG.requiredField }).int().positive(),
  agreedTermsIds: z
    .array(z.number().int(), { error: MSG.termsRequired })
    .refine((ids) => REQUIRED_TERMS_IDS.every((id) => ids.includes(id)), MSG.termsRequired),
});
export type SignupPayload = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(PASSWORD_MAX, MSG.badCredentials),
});
export type LoginPayload = z.input<typeof loginSchema>;

/**
 * Any string is presented as it is: the server answers 401 to whatever is not a live refresh
 * token, however short or long (contract §2.3), never 400.
 */
export const refreshSchema = z.object({ refreshToken: z.string({ error: MSG.refreshInvalid }) });
export const tokenPairSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const authResponseSchema = tokenPairSchema.extend({ user: meSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const logoutSchema = z.object({ refreshToken: z.string().max(200).optional() });

/** One sign-in of the user, for the 로그인된 기기 screen (contract §16). */
export const authSessionSchema = z.object({
  id: z.string(),
  /** A short summary of the browser and system, e.g. `Chrome · macOS`. */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  /** When the sign-in last refreshed its token (not every request). */
  lastSeenAt: z.string(),
  /** The sign-in making this request. */
  current: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
export const authSessionListSchema = z.array(authSessionSchema);
export const authSessionParamsSchema = z.object({ id: z.uuid(MSG.sessionIdInvalid) });

export const resetRequestSchema = z.object({ email: emailField });
export const resetConfirmSchema = z.object({
  token: z.string({ error: MSG.tokenInvalid }).min(1, MSG.tokenInvalid).max(200, MSG.tokenInvalid),
  newPassword: passwordField,
});
export const resetValidateResponseSchema = z.object({ isValid: z.boolean() });
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MSG.passwordRequired }).min(1, MSG.passwordRequired).max(PASSWORD_MAX),
  newPassword: passwordField,
});
export const messageResponseSchema = z.object({ message: z.string() });

// Browser forms: the same rules, plus the fields only the form has.
export const loginFormSchema = z.object({
  email: emailField,
  password: passwordField,
  rememberMe: z.boolean().optional(),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const signupFormSchema = z
  .object({
    nickname: nicknameField,
    password: passwordField,
    passwordConfirm: z.string().min(1, MSG.passwordRequired),
    agreeTerms: z.boolean().refine((value) => value, MSG.termsRequired),
  })
  .refine((form) => form.password === form.passwordConfirm, {
    message: MSG.passwordMismatch,
    path: ['passwordConfirm'],
  });
export type SignupForm = z.input<typeof signupFormSchema>;
