import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GROUP_MSG, MSG } from '@dongne/contract';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import {
  buildGroup,
  buildPost,
  buildUser,
  DEFAULT_PASSWORD,
  joinAs,
  latestCode,
  randomIp,
  signupPayload,
  type TestUser,
  verifyAddress,
} from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { posts, users } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { issueTokenPair } from '../auth/tokens.service.ts';
import { insertBan } from '../groups/group-bans.repo.ts';
import { checkDuplicateMailboxes } from './mailbox-duplicates.ts';
import { mailboxKeyOf } from './mailbox-key.ts';

const ctx = setupTestApp();
const local = () => `kim${Math.random().toString(36).slice(2, 10)}`;
const send = (email: string) =>
  ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email }, remoteAddress: randomIp() });
const signup = (payload: Record<string, unknown>) =>
  ctx.request({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress: randomIp() });

/**
 * An account that shares a mailbox with an earlier one, as migration 0025 leaves such accounts
 * from before one mailbox meant one account: marked, not merged.
 */
async function buildLegacyAlias(email: string): Promise<TestUser> {
  const [row] = await ctx.deps.db
    .insert(users)
    .values({
      email,
      nickname: `별칭${Math.random().toString(36).slice(2, 8)}`,
      passwordHash: await hashPassword(DEFAULT_PASSWORD),
      companyId: 1,
      agreedTermsIds: [1, 2, 3],
      mailboxKeyDuplicate: true,
    })
    .returning({ id: users.id, nickname: users.nickname });
  if (!row) throw new Error('no alias inserted');
  return {
    id: row.id,
    email,
    nickname: row.nickname,
    password: DEFAULT_PASSWORD,
    ...(await issueTokenPair(ctx.deps, ctx.deps.db, row.id)),
  };
}

describe('the mailbox key (contract §2.1)', () => {
  it('is computed the same way by the service and by the database', async () => {
    const addresses = [
      'kim@example.com',
      'kim+a@example.com',
      'kim+a+b@example.com',
      'k.im+@example.com',
      '+tag@example.com',
      'kim@sub+x.example.com',
    ].map((address) => address.replace('kim', local()));
    for (const email of addresses) {
      const user = await buildUser(ctx, { email });
      const [row] = await ctx.deps.db.select({ key: users.mailboxKey }).from(users).where(eq(users.id, user.id));
      expect(row?.key, email).toBe(mailboxKeyOf(email));
      // The erased address of a deleted account frees its key.
      await ctx.deps.db.update(users).set({ email: '', deletedAt: new Date() }).where(eq(users.id, user.id));
    }
    expect(mailboxKeyOf('Kim+Work@Example.COM')).toBe('kim@example.com');
    expect(mailboxKeyOf('+tag@example.com')).toBe('+tag@example.com');
  });
});

describe('sign-up and verification go by the mailbox', () => {
  it('answers 409 to a code for an alias of a registered mailbox, and sends nothing', async () => {
    const owner = await buildUser(ctx, { email: `${local()}@example.com` });
    const alias = owner.email.replace('@', '+alt2@').toUpperCase();
    const answer = await send(alias);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: MSG.emailTaken, fieldErrors: [{ field: 'email', message: MSG.emailTaken }] });
    await expect(latestCode(ctx, alias.toLowerCase())).rejects.toThrow(/no mail/);
    // And the other way round: a registered alias takes its plain address too.
    const tagged = await buildUser(ctx, { email: `${local()}+work@example.com` });
    expect((await send(tagged.email.replace('+work', ''))).statusCode).toBe(409);
  });

  it('answers 409 to a sign-up with a +tag of a mailbox that got an account meanwhile', async () => {
    const name = local();
    const alias = `${name}+alt3@example.com`;
    const token = await verifyAddress(ctx, alias, randomIp());
    await buildUser(ctx, { email: `${name}@example.com` });
    const answer = await signup(signupPayload(alias, token));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(MSG.emailTaken);
    expect(await ctx.deps.db.select().from(users).where(eq(users.email, alias))).toEqual([]);
  });

  it('keeps the address as typed for mail, and one code serves every alias of the inbox', async () => {
    const name = local();
    const alias = `${name}+dongne@example.com`;
    expect((await send(alias)).statusCode).toBe(200);
    const code = await latestCode(ctx, alias);
    const verified = await ctx.request({ method: 'POST', url: '/api/users/verify-email', payload: { email: `${name}@example.com`, code } });
    expect(verified.statusCode).toBe(200);
    const created = await signup(signupPayload(alias, verified.json().verificationToken));
    expect(created.statusCode).toBe(201);
    const [row] = await ctx.deps.db.select().from(users).where(eq(users.id, created.json().user.id));
    expect(row).toMatchObject({ email: alias, mailboxKey: `${name}@example.com` });
    // The send budget is the inbox's, not each alias's: a second alias waits out the same 30 s.
    const other = `${local()}+a@example.com`;
    expect((await send(other)).statusCode).toBe(200);
    expect((await send(other.replace('+a@', '+b@'))).statusCode).toBe(429);
  });

  it('lets exactly one of four racing sign-ups of one inbox through (the unique index decides)', async () => {
    const name = local();
    const token = await verifyAddress(ctx, `${name}@example.com`, randomIp());
    const answers = await Promise.all(
      ['+alt2', '+alt3', '+alt4', ''].map((tag) => signup(signupPayload(`${name}${tag}@example.com`, token))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((each) => each.statusCode === 409)) expect(answer.json().message).toBe(MSG.emailTaken);
    expect(
      await ctx.deps.db
        .select()
        .from(users)
        .where(eq(users.mailboxKey, `${name}@example.com`)),
    ).toHaveLength(1);
  });

  it('refuses a second live account of one mailbox in the database itself, whatever the service checks', async () => {
    const name = local();
    await buildUser(ctx, { email: `${name}@example.com` });
    await expect(buildUser(ctx, { email: `${name}+x@example.com` })).rejects.toThrow();
    await expect(buildUser(ctx, { email: `${name}+x@example.com` })).rejects.toSatisfy((error: unknown) =>
      JSON.stringify(error, Object.getOwnPropertyNames(error)).includes('users_mailbox_key_live_key'),
    );
  });
});

describe('existing accounts that share a mailbox', () => {
  it('are listed by the start check (ids only), never merged', async () => {
    const name = local();
    const owner = await buildUser(ctx, { email: `${name}@example.com` });
    const aliases = [await buildLegacyAlias(`${name}+alt2@example.com`), await buildLegacyAlias(`${name}+alt3@example.com`)];
    const lines: unknown[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const duplicates = await checkDuplicateMailboxes({ db: ctx.deps.db, log });
    expect(duplicates).toContainEqual({ userIds: [owner.id, ...aliases.map((alias) => alias.id)] });
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain(name);
    // Nothing was merged or changed.
    const rows = await ctx.deps.db
      .select()
      .from(users)
      .where(inArray(users.id, [owner.id, ...aliases.map((alias) => alias.id)]));
    expect(rows.map((row) => row.email).sort()).toEqual([owner.email, ...aliases.map((alias) => alias.email)].sort());
  });

  it('hide nobody by reporting: auto-hide needs 3 distinct mailboxes (contract §11)', async () => {
    const author = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner: author });
    const name = local();
    const evil = await buildUser(ctx, { email: `${name}@example.com` });
    const alts = [await buildLegacyAlias(`${name}+alt2@example.com`), await buildLegacyAlias(`${name}+alt3@example.com`)];
    const post = await buildPost(ctx, { author, groupId: group.id, content: '평범한 모임 후기' });
    const report = (user: TestUser) =>
      ctx.request({
        method: 'POST',
        url: '/api/reports',
        token: user.accessToken,
        payload: { targetType: 'POST', targetId: post.id, reason: 'SPAM' },
      });
    const hiddenAt = async () => (await ctx.deps.db.select({ at: posts.hiddenAt }).from(posts).where(eq(posts.id, post.id)))[0]?.at;
    for (const user of [evil, ...alts]) expect((await report(user)).statusCode).toBe(201);
    expect(await hiddenAt()).toBeNull();
    const reader = await buildUser(ctx);
    expect((await ctx.request({ method: 'GET', url: `/api/posts/${post.id}`, token: reader.accessToken })).json()).toMatchObject({
      isHidden: false,
      content: '평범한 모임 후기',
    });
    // Two more people: three mailboxes in all, and the post is hidden.
    expect((await report(await buildUser(ctx))).statusCode).toBe(201);
    expect(await hiddenAt()).toBeNull();
    expect((await report(await buildUser(ctx))).statusCode).toBe(201);
    expect(await hiddenAt()).not.toBeNull();
  });

  it("keep a banned owner's alias out of the group (join and request) and say so on its page", async () => {
    const owner = await buildUser(ctx);
    const publicGroup = await buildGroup(ctx, { owner });
    const privateGroup = await buildGroup(ctx, { owner, isPublic: false });
    const name = local();
    const banned = await buildUser(ctx, { email: `${name}@example.com` });
    const alias = await buildLegacyAlias(`${name}+alt4@example.com`);
    await joinAs(ctx, banned, publicGroup.id);
    const ban = await ctx.request({
      method: 'DELETE',
      url: `/api/groups/${publicGroup.id}/members/${banned.id}?ban=true`,
      token: owner.accessToken,
    });
    expect(ban.statusCode).toBe(200);
    const join = await ctx.request({ method: 'POST', url: `/api/groups/${publicGroup.id}/join`, token: alias.accessToken, payload: {} });
    expect(join.statusCode).toBe(403);
    expect(join.json().message).toBe(GROUP_MSG.banned);
    const page = await ctx.request({ method: 'GET', url: `/api/groups/${publicGroup.id}`, token: alias.accessToken });
    expect(page.json().isBanned).toBe(true);

    // A request to a private group made before the ban cannot be approved for the alias either.
    const request = await ctx.request({
      method: 'POST',
      url: `/api/groups/${privateGroup.id}/join`,
      token: alias.accessToken,
      payload: { message: '안녕하세요' },
    });
    expect(request.statusCode).toBe(201);
    await insertBan(ctx.deps.db, { groupId: privateGroup.id, userId: banned.id, bannedBy: owner.id, reason: null, createdAt: new Date() });
    const requests = await ctx.request({ method: 'GET', url: `/api/groups/${privateGroup.id}/join-requests`, token: owner.accessToken });
    const requestId = requests.json().content[0].id;
    const approve = await ctx.request({
      method: 'POST',
      url: `/api/groups/join-requests/${requestId}/approve`,
      token: owner.accessToken,
      payload: {},
    });
    expect(approve.statusCode).toBe(403);

    // Someone else with an address of the same company is not affected.
    const stranger = await buildUser(ctx);
    expect(
      (await ctx.request({ method: 'POST', url: `/api/groups/${publicGroup.id}/join`, token: stranger.accessToken, payload: {} }))
        .statusCode,
    ).toBe(201);
  });
});

describe('migration 0025 on a database that already holds one inbox under several addresses', () => {
  it('derives every key, marks the later accounts of a mailbox, lists them and builds the unique index', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8'));
      const before = { ...journal, entries: journal.entries.filter((entry: { tag: string }) => entry.tag < '0025') };
      await writeFile(journalFile, JSON.stringify(before));
      const client = await PGlite.create({ extensions: { pg_trgm } });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: dir });
      await client.exec(`insert into companies (id, name, domains) values (1, '회사', '{example.com}') on conflict do nothing`);
      for (const [email, nickname, deleted] of [
        ['evil@example.com', 'a', false],
        ['evil+alt2@example.com', 'b', false],
        ['evil+alt3@example.com', 'c', false],
        ['lee+old@example.com', 'd', true],
        ['lee@example.com', 'e', false],
        ['park+x@example.com', 'f', false],
      ] as const) {
        await client.query(
          `insert into users (email, nickname, password_hash, company_id, agreed_terms_ids, deleted_at) values ($1, $2, 'x', 1, '{1,2,3}', $3)`,
          [email, nickname, deleted ? new Date() : null],
        );
      }
      await writeFile(journalFile, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: dir });
      const rows = await client.query<{ email: string; mailbox_key: string; mailbox_key_duplicate: boolean }>(
        'select email, mailbox_key, mailbox_key_duplicate from users order by id',
      );
      expect(rows.rows).toEqual([
        { email: 'evil@example.com', mailbox_key: 'evil@example.com', mailbox_key_duplicate: false },
        { email: 'evil+alt2@example.com', mailbox_key: 'evil@example.com', mailbox_key_duplicate: true },
        { email: 'evil+alt3@example.com', mailbox_key: 'evil@example.com', mailbox_key_duplicate: true },
        { email: 'lee+old@example.com', mailbox_key: 'lee@example.com', mailbox_key_duplicate: false },
        { email: 'lee@example.com', mailbox_key: 'lee@example.com', mailbox_key_duplicate: false },
        { email: 'park+x@example.com', mailbox_key: 'park@example.com', mailbox_key_duplicate: false },
      ]);
      const listed = await client.query<{ mailbox_key: string; user_ids: number[] }>('select * from duplicate_mailbox_keys');
      expect(listed.rows).toEqual([{ mailbox_key: 'evil@example.com', user_ids: [1, 2, 3] }]);
      for (const email of ['evil+alt5@example.com', 'park@example.com', 'LEE+new@example.com'.toLowerCase()]) {
        await expect(
          client.query(`insert into users (email, nickname, password_hash, company_id, agreed_terms_ids) values ($1, $2, 'x', 1, '{1}')`, [
            email,
            `n-${email}`,
          ]),
          email,
        ).rejects.toThrow(/users_mailbox_key_live_key/);
      }
      await client.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
