import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, latestCode, latestMail, uniqueEmail } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { emailVerifications } from '../../db/schema.ts';

const ctx = setupTestApp();
const send = (email: unknown) => ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
const verify = (email: string, code: string) => ctx.request({ method: 'POST', url: '/api/users/verify-email', payload: { email, code } });
const row = async (email: string) => (await ctx.deps.db.select().from(emailVerifications).where(eq(emailVerifications.email, email)))[0];

describe('POST /api/users/send-verification-email', () => {
  it('mails a 6-digit code to a company address and stores only its hash', async () => {
    const email = uniqueEmail();
    const response = await send(email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companyName: '예시 주식회사', companyId: 1 });
    const code = await latestCode(ctx, email);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await row(email);
    expect(stored?.codeHash).toBeTruthy();
    expect(stored?.codeHash).not.toContain(code);
    expect(stored?.expiresAt.getTime()).toBeGreaterThan(ctx.clock.now().getTime() + 290_000);
  });

  it('refuses an unknown domain, including suffix tricks', async () => {
    for (const email of [uniqueEmail('gmail.com'), uniqueEmail('example.com.evil.io'), uniqueEmail('notexample.com')]) {
      const response = await send(email);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: MSG.unknownCompanyEmail,
        fieldErrors: [{ field: 'email', message: MSG.unknownCompanyEmail }],
      });
    }
  });

  it('says 400 in Korean for a malformed or missing address', async () => {
    expect((await send('not-an-email')).json()).toMatchObject({ status: 400, message: MSG.emailInvalid });
    expect((await send(undefined)).json()).toMatchObject({ status: 400, message: MSG.emailRequired });
    expect((await send(12)).statusCode).toBe(400);
  });

  it('answers 409 for an address that already has an account', async () => {
    const user = await buildUser(ctx);
    const response = await send(user.email);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MSG.emailTaken);
  });

  it('refuses a resend within 30 s with Retry-After, then replaces the code', async () => {
    const email = uniqueEmail();
    await send(email);
    const first = await latestCode(ctx, email);
    const early = await send(email);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(0);
    expect(early.json().message).toBe(MSG.codeResendTooSoon);
    ctx.clock.advance(31_000);
    expect((await send(email)).statusCode).toBe(200);
    const second = await latestCode(ctx, email);
    // The old code is void once replaced (unless the CSPRNG drew the same one).
    if (second !== first) expect((await verify(email, first)).statusCode).toBe(400);
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('sends at most 10 codes per address per hour', async () => {
    const email = uniqueEmail();
    for (let sent = 0; sent < 10; sent++) {
      expect((await send(email)).statusCode).toBe(200);
      ctx.clock.advance(31_000);
    }
    const refused = await send(email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MSG.codeHourlyLimit);
    ctx.clock.advance(3_600_000);
    expect((await send(email)).statusCode).toBe(200);
  });
});

describe('POST /api/users/verify-email', () => {
  it('verifies the right code once and hands out an opaque sign-up token', async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await latestCode(ctx, email);
    const response = await verify(email, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ isVerified: true, verificationToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await row(email))?.verifiedAt).toBeInstanceOf(Date);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MSG.codeWrong);
  });

  it('answers 400 (never isVerified false) for a wrong code', async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await latestCode(ctx, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await verify(email, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MSG.codeWrong, fieldErrors: [{ field: 'code' }] });
    expect((await row(email))?.failedAttempts).toBe(1);
  });

  it('says the code expired after 300 s', async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await latestCode(ctx, email);
    ctx.clock.advance(301_000);
    const response = await verify(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.codeExpired);
  });

  it('voids the code after five wrong tries: even the right one is then 429', async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await latestCode(ctx, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) expect((await verify(email, wrong)).statusCode).toBe(400);
    const locked = await verify(email, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MSG.codeTooManyTries);
    expect((await row(email))?.codeHash).toBeNull();
  });

  it('validates the code shape before looking anything up', async () => {
    const email = uniqueEmail();
    expect((await verify(email, '12345')).json()).toMatchObject({ status: 400, message: MSG.codeLength });
    expect((await verify(email, '')).json()).toMatchObject({ status: 400, message: MSG.codeRequired });
    expect((await verify(email, '12a456')).json()).toMatchObject({ status: 400, message: MSG.codeLength });
  });

  it('says wrong code for an address that never asked for one', async () => {
    const response = await verify(uniqueEmail(), '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.codeWrong);
  });

  it('puts the code in the subject of the mail', async () => {
    const email = uniqueEmail();
    await send(email);
    const mail = await latestMail(ctx, email);
    expect(mail.subject).toMatch(/인증번호 \d{6}/);
    expect(mail.text).toContain('5분');
  });
});
