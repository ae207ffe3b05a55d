import { describe, expect, it } from 'vitest';
import { emailField, signupFormSchema, signupSchema } from './auth.ts';
import { MSG } from './messages.ts';

describe('emailField', () => {
  it('lower-cases and trims so one address is one account', () => {
    expect(emailField.parse('  Kim@EXAMPLE.com ')).toBe('kim@example.com');
  });
  it('says the Korean message for a malformed address', () => {
    const result = emailField.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MSG.emailInvalid);
  });
  it('asks for the address when it is blank', () => {
    expect(emailField.safeParse('  ').error?.issues[0]?.message).toBe(MSG.emailRequired);
  });
});

describe('signupSchema', () => {
  const valid = {
    email: 'a@example.com',
    verificationToken: 'token-from-verify-email',
    nickname: '김철수',
    password: 'password1',
    companyId: 1,
    agreedTermsIds: [1, 2, 3],
  };
  it('accepts a complete payload', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });
  it('needs the token the verify step answered', () => {
    const { verificationToken: _, ...bare } = valid;
    expect(signupSchema.safeParse(bare).error?.issues[0]).toMatchObject({ path: ['verificationToken'], message: MSG.emailNotVerified });
    expect(signupSchema.safeParse({ ...valid, verificationToken: '' }).error?.issues[0]?.message).toBe(MSG.emailNotVerified);
  });
  it('needs all three terms', () => {
    const result = signupSchema.safeParse({ ...valid, agreedTermsIds: [1, 2] });
    expect(result.error?.issues[0]?.message).toBe(MSG.termsRequired);
  });
  it('refuses a one-letter nickname and a 129-character password', () => {
    expect(signupSchema.safeParse({ ...valid, nickname: '김' }).error?.issues[0]?.message).toBe(MSG.nicknameLength);
    expect(signupSchema.safeParse({ ...valid, password: 'a'.repeat(129) }).error?.issues[0]?.message).toBe(MSG.passwordMax);
  });
});

describe('signupFormSchema', () => {
  it('reports a mismatched confirmation on the confirmation field', () => {
    const result = signupFormSchema.safeParse({
      nickname: '김철수',
      password: 'password1',
      passwordConfirm: 'password2',
      agreeTerms: true,
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['passwordConfirm'], message: MSG.passwordMismatch });
  });
});
