import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, TEXT_MSG } from '@dongne/contract';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { buildGroup, buildUser, joinAs, signupPayload, uniqueEmail, verifyAddress } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/harness.ts';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { chatMessages, comments, posts, users } from '../../db/schema.ts';

const ctx = setupTestApp();

const setNickname = (token: string, nickname: string) =>
  ctx.request({ method: 'PUT', url: '/api/users/profile', token, payload: { nickname } });
const storedNickname = async (id: number) => (await ctx.deps.db.select().from(users).where(eq(users.id, id)))[0]?.nickname;
const plain = () => `Kim${Math.random().toString(36).slice(2, 8)}`;

describe('nicknames (contract §16)', () => {
  it('are stored NFKC-normalised', async () => {
    const user = await buildUser(ctx);
    const nickname = plain();
    const fullWidth = nickname.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    const response = await setNickname(user.accessToken, fullWidth);
    expect(response.statusCode).toBe(200);
    expect(response.json().nickname).toBe(nickname);
    expect(await storedNickname(user.id)).toBe(nickname);
  });

  it.each([
    ['a zero-width space', (n: string) => `${n}\u200b`, TEXT_MSG.nicknameInvisible],
    ['Hangul fillers', () => '\u3164\u3164\u3164', TEXT_MSG.nicknameInvisible],
    ['a bidi override', (n: string) => `${n.slice(0, 3)}\u202e${n.slice(3)}`, TEXT_MSG.nicknameInvisible],
    ['a control character', (n: string) => `${n}\u0007`, TEXT_MSG.nicknameInvisible],
    ['a byte order mark (U+FEFF) at the start', (n: string) => `\ufeff${n}`, TEXT_MSG.nicknameInvisible],
    ['a byte order mark in the middle', (n: string) => `${n.slice(0, 3)}\ufeff${n.slice(3)}`, TEXT_MSG.nicknameInvisible],
    ['a byte order mark at the end', (n: string) => `${n}\ufeff`, TEXT_MSG.nicknameInvisible],
    ['a trailing line break', (n: string) => `${n}\n`, TEXT_MSG.nicknameInvisible],
    ['a lone surrogate', (n: string) => `${n}\ud800`, TEXT_MSG.invalidUnicode],
  ])('with %s are 400 with a Korean field error, and nothing is stored', async (_label, make, expected) => {
    const user = await buildUser(ctx);
    const response = await setNickname(user.accessToken, make(plain()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: expected, fieldErrors: [{ field: 'nickname', message: expected }] });
    expect(await storedNickname(user.id)).toBe(user.nickname);
  });

  it('with a leading byte order mark are refused at sign-up too, and no account is made', async () => {
    const email = uniqueEmail();
    const token = await verifyAddress(ctx, email);
    const response = await ctx.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupPayload(email, token, { nickname: `\ufeff${plain()}` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: [{ field: 'nickname', message: TEXT_MSG.nicknameInvisible }] });
    expect(await ctx.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('are unique by their case-folded NFKC form: look-alikes of a taken one are 409', async () => {
    const first = await buildUser(ctx);
    const copier = await buildUser(ctx);
    const nickname = plain();
    expect((await setNickname(first.accessToken, nickname)).statusCode).toBe(200);
    const fullWidth = nickname.replace(/[A-Za-z0-9]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
    for (const lookAlike of [nickname.toUpperCase(), nickname.toLowerCase(), fullWidth]) {
      const response = await setNickname(copier.accessToken, lookAlike);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: MSG.nicknameTaken,
        fieldErrors: [{ field: 'nickname', message: MSG.nicknameTaken }],
      });
    }
    expect(await storedNickname(copier.id)).toBe(copier.nickname);
    // Changing the case of one's own nickname is fine.
    expect((await setNickname(first.accessToken, nickname.toUpperCase())).statusCode).toBe(200);
  });

  it('hold their uniqueness in the database when two accounts race for look-alikes', async () => {
    const a = await buildUser(ctx);
    const b = await buildUser(ctx);
    const nickname = plain();
    const answers = await Promise.all([setNickname(a.accessToken, nickname), setNickname(b.accessToken, nickname.toUpperCase())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const taken = await ctx.deps.db.select().from(users).where(eq(users.nicknameKey, nickname.toLowerCase()));
    expect(taken).toHaveLength(1);
  });
});

describe('text of only invisible characters', () => {
  it('is 400 for posts, comments and chat messages, and nothing is stored', async () => {
    const owner = await buildUser(ctx);
    const member = await buildUser(ctx);
    const group = await buildGroup(ctx, { owner });
    await joinAs(ctx, member, group.id);
    const blank = '\u200b\u3164\u200d';
    const post = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: member.accessToken,
      payload: { groupId: group.id, content: blank },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().fieldErrors).toEqual([{ field: 'content', message: '내용을 입력해주세요' }]);
    const chat = await ctx.request({
      method: 'POST',
      url: `/api/groups/${group.id}/chat/messages`,
      token: member.accessToken,
      payload: { message: blank },
    });
    expect(chat.statusCode).toBe(400);
    const real = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: owner.accessToken,
      payload: { groupId: group.id, content: '공지' },
    });
    const comment = await ctx.request({
      method: 'POST',
      url: `/api/posts/${real.json().id}/comments`,
      token: member.accessToken,
      payload: { content: blank },
    });
    expect(comment.statusCode).toBe(400);
    const broken = await ctx.request({
      method: 'POST',
      url: '/api/posts',
      token: member.accessToken,
      payload: { groupId: group.id, content: '안녕\ud83d' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(TEXT_MSG.invalidUnicode);
    expect(await ctx.deps.db.select().from(posts).where(eq(posts.authorId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(comments).where(eq(comments.authorId, member.id))).toEqual([]);
    expect(await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.senderId, member.id))).toEqual([]);
  });
});

describe('migration 0012 on a database that already holds look-alike nicknames', () => {
  it('builds the folded-nickname index, exempting the later look-alikes until they change', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    try {
      await cp(MIGRATIONS_DIR, dir, { recursive: true });
      const journalFile = path.join(dir, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8'));
      const before = { ...journal, entries: journal.entries.filter((entry: { tag: string }) => entry.tag < '0011') };
      await writeFile(journalFile, JSON.stringify(before));
      const client = await PGlite.create({ extensions: { pg_trgm } });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: dir });
      await client.exec(`insert into companies (id, name, domains) values (1, '회사', '{example.com}') on conflict do nothing`);
      for (const [email, nickname] of [
        ['a@example.com', 'Kim'],
        ['b@example.com', 'KIM'],
        ['c@example.com', 'Ｋｉｍ'],
        ['d@example.com', 'Lee'],
      ]) {
        await client.query(
          `insert into users (email, nickname, password_hash, company_id, agreed_terms_ids) values ($1, $2, 'x', 1, '{1,2,3}')`,
          [email, nickname],
        );
      }
      await writeFile(journalFile, JSON.stringify(journal));
      await migrate(db, { migrationsFolder: dir });
      const rows = await client.query<{ email: string; nickname_key: string; legacy_nickname_duplicate: boolean }>(
        'select email, nickname_key, legacy_nickname_duplicate from users order by email',
      );
      expect(rows.rows).toEqual([
        { email: 'a@example.com', nickname_key: 'kim', legacy_nickname_duplicate: false },
        { email: 'b@example.com', nickname_key: 'kim', legacy_nickname_duplicate: true },
        { email: 'c@example.com', nickname_key: 'kim', legacy_nickname_duplicate: true },
        { email: 'd@example.com', nickname_key: 'lee', legacy_nickname_duplicate: false },
      ]);
      await expect(
        client.query(
          `insert into users (email, nickname, password_hash, company_id, agreed_terms_ids) values ('e@example.com', 'kIm', 'x', 1, '{1}')`,
        ),
      ).rejects.toThrow(/users_nickname_fold_key/);
      await client.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
