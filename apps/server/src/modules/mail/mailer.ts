import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { insertOutboxMail, selectOutbox } from './mail.repo.ts';

/** `headers`: extra ones, such as List-Unsubscribe (RFC 2369, RFC 8058). */
export type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

/** Where mail goes: the database outbox by default, an SMTP server when SMTP_URL is set. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';
  private readonly db: Db;
  private readonly log: Logger;

  constructor(db: Db, log: Logger) {
    this.db = db;
    this.log = log;
  }

  async send(mail: Mail): Promise<void> {
    await insertOutboxMail(this.db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      headers: mail.headers ?? null,
    });
    // Subject and text carry codes and links: the log says only that a mail waits and where.
    this.log.info({ to: mail.to }, 'mail queued in the outbox (read it at /dev/mail outside production)');
  }

  async close(): Promise<void> {}
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp';
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(smtpUrl: string, from: string) {
    this.from = from;
    // nodemailer waits 2 minutes for a silent host by default; a start or a sign-up should not.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  /** Connects and logs in once: a wrong SMTP_URL stops the start instead of every sign-up failing later. */
  async verify(): Promise<void> {
    await this.transport.verify();
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** The outbox rows for one address, newest first (dev mailbox). */
export function listOutbox(db: Db, to: string) {
  return selectOutbox(db, to);
}
