import { randomBytes, randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { mailOutbox, users } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/crypto.ts';
import { issueTokenPair } from '../src/modules/auth/tokens.service.ts';
import { addMember } from '../src/modules/groups/group-members.repo.ts';
import { createGroup } from '../src/modules/groups/groups.service.ts';
import { createPost } from '../src/modules/posts/posts.service.ts';
import type { TestContext } from './harness.ts';

const unique = () => randomBytes(5).toString('hex');

export const uniqueEmail = (domain = 'example.com') => `user-${unique()}@${domain}`;
/** 2–20 characters, Korean like real ones. */
export const uniqueNickname = () => `이웃${unique().slice(0, 8)}`;
export const DEFAULT_PASSWORD = 'correct horse 42';

export type TestUser = { id: number; email: string; nickname: string; password: string; accessToken: string; refreshToken: string };

// One hash for every factory user keeps tests fast; argon2id costs ~50 ms per hash by design.
let defaultHash: Promise<string> | undefined;

/** A signed-in user of 예시 주식회사 (example.com), inserted directly. */
export async function buildUser(
  ctx: TestContext,
  overrides: { email?: string; nickname?: string; password?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const nickname = overrides.nickname ?? uniqueNickname();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = overrides.password ? await hashPassword(password) : await defaultHash;
  const [row] = await ctx.deps.db
    .insert(users)
    .values({ email, nickname, passwordHash, companyId: 1, agreedTermsIds: [1, 2, 3] })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  const tokens = await issueTokenPair(ctx.deps, ctx.deps.db, row.id);
  return { id: row.id, email, nickname, password, ...tokens };
}

/** The newest mail in the outbox for an address. */
export async function latestMail(ctx: TestContext, to: string) {
  const [mail] = await ctx.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no mail for ${to}`);
  return mail;
}

/** The 6-digit code of the newest verification mail (the subject carries it). */
export async function latestCode(ctx: TestContext, to: string): Promise<string> {
  const match = /(\d{6})/.exec((await latestMail(ctx, to)).subject);
  if (!match?.[1]) throw new Error('no code in the subject');
  return match[1];
}

/** Sends and verifies a code for an address through the API; answers the sign-up token it hands out. */
export async function verifyAddress(ctx: TestContext, email: string, remoteAddress?: string): Promise<string> {
  const sent = await ctx.request({ method: 'POST', url: '/api/users/send-verification-email', payload: { email }, remoteAddress });
  if (sent.statusCode !== 200) throw new Error(`send failed: ${sent.body}`);
  const verified = await ctx.request({
    method: 'POST',
    url: '/api/users/verify-email',
    payload: { email, code: await latestCode(ctx, email) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  return verified.json().verificationToken;
}

/** A sign-up body for `email` carrying the token its verification answered. */
export function signupPayload(email: string, verificationToken: string, overrides: Record<string, unknown> = {}) {
  return {
    email,
    verificationToken,
    nickname: uniqueNickname(),
    password: DEFAULT_PASSWORD,
    companyId: 1,
    agreedTermsIds: [1, 2, 3],
    ...overrides,
  };
}

/** A random private address, so no two tests (nor runs sharing a Redis) spend the same per-IP budget. */
export const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A group owned by `owner`, created through the service (owner is its first member). */
export async function buildGroup(
  ctx: TestContext,
  {
    owner,
    ...overrides
  }: {
    owner: TestUser;
    name?: string;
    description?: string;
    isPublic?: boolean;
    maxMembers?: number;
    tags?: string[];
    categoryIds?: number[];
    locationId?: number;
  },
) {
  return createGroup(ctx.deps, {
    userId: owner.id,
    input: {
      name: overrides.name ?? `모임 ${unique()}`,
      description: overrides.description ?? '퇴근 후 함께 운동하고 이야기 나누는 동네 모임입니다.',
      categoryIds: overrides.categoryIds ?? [401],
      locationId: overrides.locationId ?? 23,
      maxMembers: overrides.maxMembers ?? 30,
      isPublic: overrides.isPublic ?? true,
      tags: overrides.tags ?? [],
    },
  });
}

/** A public group with its owner and one member who joined: the usual cast of a chat or feed test. */
export async function buildGroupWithMember(ctx: TestContext) {
  const owner = await buildUser(ctx);
  const member = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner });
  await joinAs(ctx, member, group.id);
  return { owner, member, group };
}

/** A group with its owner and two members added directly, so its chat room holds no join line. */
export async function buildGroupOfThree(ctx: TestContext) {
  const owner = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner });
  const member = await buildUser(ctx);
  const other = await buildUser(ctx);
  await addMember(ctx.deps.db, group.id, member.id, 'MEMBER', new Date());
  await addMember(ctx.deps.db, group.id, other.id, 'MEMBER', new Date());
  return { owner, member, other, group };
}

/** A group of a fresh owner with `memberCount` members added directly (no join lines or notices). */
export async function buildGroupOfMembers(ctx: TestContext, memberCount: number, { isPublic = true } = {}) {
  const owner = await buildUser(ctx);
  const group = await buildGroup(ctx, { owner, isPublic });
  const members: TestUser[] = [];
  for (let i = 0; i < memberCount; i++) {
    const user = await buildUser(ctx);
    await addMember(ctx.deps.db, group.id, user.id, 'MEMBER', new Date());
    members.push(user);
  }
  return { owner, group, members };
}

/** Deletes the user's account (회원탈퇴) as they would, through the route, and checks it went. */
export async function deleteAccount(ctx: TestContext, user: TestUser): Promise<void> {
  const gone = await ctx.request({ method: 'DELETE', url: '/api/users/me', token: user.accessToken, payload: { password: user.password } });
  expect(gone.statusCode).toBe(204);
}

/** A post by a member of the group, created through the service. */
export async function buildPost(ctx: TestContext, { author, groupId, content }: { author: TestUser; groupId: number; content?: string }) {
  return createPost(ctx.deps, { userId: author.id, groupId, content: content ?? `오늘 모임 후기 ${unique()}`, imageUrls: [] });
}

/** Adds a member to a public group through the API. */
export async function joinAs(ctx: TestContext, user: TestUser, groupId: number) {
  const response = await ctx.request({ method: 'POST', url: `/api/groups/${groupId}/join`, token: user.accessToken, payload: {} });
  if (response.statusCode !== 201) throw new Error(`join failed: ${response.body}`);
}

/** Uploads a small JPEG through the API, as a form does before it is saved, and answers its URL. */
export async function uploadImage(ctx: TestContext, user: TestUser, kind: 'profile' | 'post' | 'group' = 'profile'): Promise<string> {
  const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#3366ff' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await ctx.request({
    method: 'POST',
    url: `/api/images/upload/${kind}`,
    token: user.accessToken,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  expect(response.statusCode).toBe(200);
  return response.json().imageUrl;
}
