import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { users } from '../../src/db/schema.ts';
import { seedReferenceData } from '../../src/db/seed.ts';
import { hashPassword } from '../../src/lib/crypto.ts';
import { type Answer, type AnyBody, type CallOptions, call } from './http.ts';

export const PASSWORD = 'abuse bench password 1234';
const RUN = randomBytes(3).toString('hex');

export type Account = { id: number; email: string; nickname: string; token: string; refreshToken: string };

/**
 * Seeds `count` accounts of 예시 주식회사 (example.com) straight into the embedded database before
 * the server opens it: signing each up through mail codes would cost a code round trip per account.
 */
export async function seedAccounts(dataDir: string, count: number): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    const passwordHash = await hashPassword(PASSWORD);
    const emails = Array.from({ length: count }, (_, index) => `abuse-${RUN}-${index}@example.com`);
    await database.db
      .insert(users)
      .values(
        emails.map((email, index) => ({ email, nickname: `공격${RUN}${index}`, passwordHash, companyId: 1, agreedTermsIds: [1, 2, 3] })),
      );
    return emails;
  } finally {
    await database.close();
  }
}

/** What a scenario works with: the server, its seeded accounts (handed out one by one), groups. */
export class AbuseWorld {
  private next = 0;

  readonly base: string;
  readonly port: number;
  readonly smoke: boolean;
  private readonly emails: string[];
  /** A copy of the seeded, migrated database no server uses, for a second server to start on. */
  readonly spareDataDir: string;
  /** The server's process id, for scenarios that read its memory. */
  readonly serverPid: number;

  constructor(base: string, port: number, smoke: boolean, emails: string[], spareDataDir: string, serverPid = 0) {
    this.base = base;
    this.port = port;
    this.smoke = smoke;
    this.emails = emails;
    this.spareDataDir = spareDataDir;
    this.serverPid = serverPid;
  }

  /** Figures a scenario reports beside its PASS/BREACH, printed after the table. */
  readonly notes: string[] = [];
  note(line: string): void {
    console.error(`  ${line}`);
    this.notes.push(line);
  }

  call<T = AnyBody>(method: string, path: string, options?: CallOptions): Promise<Answer<T>> {
    return call<T>(this.base, method, path, options);
  }

  /** A fresh account nobody else uses, signed in. */
  async account(): Promise<Account> {
    const email = this.emails[this.next++];
    if (!email) throw new Error('out of seeded accounts: raise ACCOUNTS in run.ts');
    return this.login(email);
  }

  async login(email: string, password = PASSWORD): Promise<Account> {
    const answer = await this.call('POST', '/api/auth/login', { body: { email, password } });
    if (answer.status !== 200) throw new Error(`login of ${email} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    const { accessToken, refreshToken, user } = answer.body;
    return { id: user.id, email, nickname: user.nickname, token: accessToken, refreshToken };
  }

  /** A group owned by `owner`; `members` join it (a private group's owner approves them). */
  async group(owner: Account, { isPublic = true, members = [] as Account[] } = {}): Promise<number> {
    const created = await this.call('POST', '/api/groups', {
      token: owner.token,
      body: {
        name: `공격 시험 ${randomBytes(3).toString('hex')}`,
        description: '공격을 견디는지 확인하는 모임입니다.',
        categoryIds: [201],
        locationId: 23,
        isPublic,
      },
    });
    if (created.status !== 201) throw new Error(`group creation answered ${created.status}: ${created.text.slice(0, 200)}`);
    for (const member of members) await this.join(owner, member, created.body.id);
    return created.body.id;
  }

  async join(owner: Account, member: Account, groupId: number): Promise<void> {
    const joined = await this.call('POST', `/api/groups/${groupId}/join`, { token: member.token, body: {} });
    if (joined.status !== 201) throw new Error(`join answered ${joined.status}: ${joined.text.slice(0, 200)}`);
    if (joined.body.status === 'APPROVED') return;
    const approved = await this.call('POST', `/api/groups/join-requests/${joined.body.request.id}/approve`, { token: owner.token });
    if (approved.status >= 300) throw new Error(`approval answered ${approved.status}: ${approved.text.slice(0, 200)}`);
  }

  async post(author: Account, groupId: number, content = '공격 시험 게시글입니다.', imageUrls: string[] = []): Promise<number> {
    const created = await this.call('POST', '/api/posts', { token: author.token, body: { groupId, content, imageUrls } });
    if (created.status !== 201) throw new Error(`post creation answered ${created.status}: ${created.text.slice(0, 200)}`);
    return created.body.id;
  }

  async event(organizer: Account, groupId: number, title = '공격 시험 모임'): Promise<Answer> {
    return this.call('POST', '/api/events', {
      token: organizer.token,
      body: {
        groupId,
        title,
        eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        location: '성수동 카페',
        maxParticipants: 10,
      },
    });
  }

  async unreadCount(account: Account): Promise<number> {
    const answer = await this.call('GET', '/api/notifications/unread-count', { token: account.token });
    return answer.body?.count ?? -1;
  }

  /** The newest dev-mailbox mail to an address (development mode answers this machine). */
  async latestMail(to: string): Promise<{ subject: string; text: string } | null> {
    const answer = await this.call('GET', `/api/dev/mail?to=${encodeURIComponent(to)}`);
    const mails = Array.isArray(answer.body) ? answer.body : [];
    return mails.sort((a: { id: number }, b: { id: number }) => b.id - a.id)[0] ?? null;
  }

  /** Sends a sign-up code to `email` and verifies it; answers the verify-email response body. */
  async verifyAddress(email: string, from?: string): Promise<Answer> {
    const sent = await this.call('POST', '/api/users/send-verification-email', { body: { email }, from });
    if (sent.status !== 200) throw new Error(`send-verification-email answered ${sent.status}: ${sent.text.slice(0, 200)}`);
    const code = /(\d{6})/.exec((await this.latestMail(email))?.subject ?? '')?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return this.call('POST', '/api/users/verify-email', { body: { email, code }, from });
  }

  newAddress(): string {
    return `abuse-${RUN}-${randomBytes(4).toString('hex')}@example.com`;
  }
}

/** A check inside a scenario; a false one is a breach of contract §16, with its reason. */
export type Check = (ok: boolean, reason: string) => boolean;

export type Scenario = {
  name: string;
  /** How much the server's RSS may grow during the scenario (peak over before), MiB. */
  rssBoundMiB?: number;
  run: (world: AbuseWorld, check: Check) => Promise<void>;
};

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
