import type { AddressInfo } from 'node:net';
import { MSG } from '@dongne/contract';
import { eq } from 'drizzle-orm';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser, uniqueEmail } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { mailOutbox } from '../../db/schema.ts';

type Received = { user: unknown; envelopeTo: string[]; mail: Email };
const received: Received[] = [];

// A real SMTP server in this process: plain text on 127.0.0.1 (no STARTTLS), with a login.
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'mailer' && auth.password === 's3cret pass') return callback(null, { user: auth.username });
    return callback(new Error('Invalid username or password'));
  },
  onRcptTo(address, _session, callback) {
    // Addresses starting with "bounce-" are refused, to see how the app takes a failing mail server.
    if (address.address.startsWith('bounce-')) return callback(new Error('Mailbox unavailable'));
    return callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      PostalMime.parse(Buffer.concat(chunks)).then(
        (mail) => {
          received.push({ user: session.user, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const { port } = smtp.server.address() as AddressInfo;
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const ctx = setupTestApp({
  SMTP_URL: `smtp://mailer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${port}`,
  MAIL_FROM: '동네모임 <no-reply@dongne.test>',
});

const mailTo = (address: string) => received.filter((entry) => entry.envelopeTo.includes(address));
const outboxRows = (address: string) => ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));

describe('mail over SMTP (SMTP_URL set)', () => {
  it('delivers the verification mail with the code in its subject, signed in with the URL credentials', async () => {
    const email = uniqueEmail();
    const response = await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    expect(response.statusCode).toBe(200);
    const delivered = mailTo(email);
    expect(delivered).toHaveLength(1);
    const [{ mail, user }] = delivered as [Received];
    expect(user).toBe('mailer');
    expect(mail.from?.address).toBe('no-reply@dongne.test');
    expect(mail.from?.name).toBe('동네모임');
    expect(mail.to?.map((to) => to.address)).toEqual([email]);
    const code = /인증번호 (\d{6})/.exec(mail.subject ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    expect(mail.html).toContain(code);

    // The code that came over SMTP is the one the server accepts.
    const verified = await ctx.request({ method: 'POST', url: '/api/users/verify-email', payload: { email, code } });
    expect(verified.statusCode).toBe(200);
    expect(await outboxRows(email)).toEqual([]);
  });

  it('delivers the password reset link and writes nothing to the outbox', async () => {
    const user = await buildUser(ctx);
    const response = await ctx.request({ method: 'POST', url: '/api/password/reset-request', payload: { email: user.email } });
    expect(response.statusCode).toBe(200);
    const [delivered] = mailTo(user.email);
    const token = /http:\/\/localhost:8080\/password-reset\/confirm\/([\w-]+)/.exec(delivered?.mail.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const valid = await ctx.request({ method: 'GET', url: `/api/password/reset/validate/${token}` });
    expect(valid.json()).toEqual({ isValid: true });
    expect(await outboxRows(user.email)).toEqual([]);
  });

  it('has no dev mailbox route in this mode', async () => {
    const email = uniqueEmail();
    await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    const response = await ctx.request({ method: 'GET', url: '/api/dev/mail', query: { to: email } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: MSG.notFound });
  });

  it('says 503 when the code cannot be delivered, but keeps reset requests indistinguishable', async () => {
    const email = uniqueEmail().replace('user-', 'bounce-');
    const response = await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email } });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toMatch(/[가-힣]/);
    expect(mailTo(email)).toEqual([]);

    const user = await buildUser(ctx, { email: uniqueEmail().replace('user-', 'bounce-') });
    const failed = await ctx.request({ method: 'POST', url: '/api/password/reset-request', payload: { email: user.email } });
    const unknown = await ctx.request({ method: 'POST', url: '/api/password/reset-request', payload: { email: uniqueEmail() } });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toEqual(unknown.json());
  });
});
