import { createECDH, randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { issueTokenPair } from '../src/modules/auth/tokens.service.ts';
import { unsubscribeToken } from '../src/modules/digest/digest-token.ts';
import type { RouteKey } from './authz-routes.ts';
import {
  type Actor,
  datePollSlots,
  eventPayload,
  expectStatus,
  freshBan,
  freshChatMessage,
  freshComment,
  freshDatePoll,
  freshEvent,
  freshEventPhoto,
  freshEventSoon,
  freshGroup,
  freshJoinRequest,
  freshMember,
  freshNotification,
  freshPoll,
  freshPost,
  freshSeries,
  freshStartedEvent,
  freshUpload,
  groupPayload,
  inject,
  multipart,
  tinyPng,
  type Visibility,
  type World,
} from './authz-world.ts';
import { buildUser, DEFAULT_PASSWORD, latestCode, latestMail, signupPayload, uniqueEmail, verifyAddress } from './factories.ts';
import type { TestContext } from './harness.ts';

/** The request one cell sends: everything but the method, which the route gives. */
export type Call = Omit<InjectOptions, 'method'> & { url: string };

/**
 * One row of the matrix: a route, what it is called on, and the status each caller gets, in the
 * order of ACTORS (anonymous, other user, member, author, manager (운영진), group owner); `—` where the role does not
 * apply to the subject (a group has no author). `call` builds the request, making fresh objects
 * when a successful cell would consume the shared ones.
 */
export type Row = { route: RouteKey; subject: string; expect: string; call: (world: World, actor: Actor) => Promise<Call> | Call };

/** Routes outside /api are files (uploads, the web app), public by nature and only read. */
export const isStaticRoute = (route: RouteKey) => !route.split(' ')[1]?.startsWith('/api');

const EVERYONE = (status: number) => Array(6).fill(status).join(' ');
const SIGNED_IN = (status: number) => `401 ${Array(5).fill(status).join(' ')}`;
const actorOf = (world: World, actor: Actor) => (actor === 'anonymous' ? null : world.users[actor]);

function publicRows(route: RouteKey, subject: string, url: string, status = 200): Row {
  return { route, subject, expect: EVERYONE(status), call: () => ({ url }) };
}

function selfRows(route: RouteKey, subject: string, call: Row['call'], status = 200): Row {
  return { route, subject, expect: SIGNED_IN(status), call };
}

/** Reading what lives in a group: open on a public group; members only on a private one (guests 401, others 403). */
function groupReadRows(route: RouteKey, subject: string, url: (world: World, visibility: Visibility) => string): Row[] {
  return [
    { route, subject: `${subject} (공개 모임)`, expect: EVERYONE(200), call: (world) => ({ url: url(world, 'public') }) },
    { route, subject: `${subject} (비공개 모임)`, expect: '401 403 200 200 200 200', call: (world) => ({ url: url(world, 'private') }) },
  ];
}

/** Writing into a group: members only, public or private. */
function groupWriteRows(
  route: RouteKey,
  subject: string,
  expectOk: number,
  call: (world: World, visibility: Visibility) => Promise<Call> | Call,
): Row[] {
  const ok = Array(4).fill(expectOk).join(' ');
  return (['public', 'private'] as const).map((visibility) => ({
    route,
    subject: `${subject} (${visibility === 'public' ? '공개' : '비공개'} 모임)`,
    expect: `401 403 ${ok}`,
    call: (world: World) => call(world, visibility),
  }));
}

const both = <T>(make: (visibility: Visibility) => T[]) => [...make('public'), ...make('private')];
const label = (visibility: Visibility) => (visibility === 'public' ? '공개 모임' : '비공개 모임');

async function resetToken(world: World): Promise<string> {
  const user = await buildUser(world.ctx as TestContext);
  expectStatus(
    await inject(world.ctx, null, { method: 'POST', url: '/api/password/reset-request', payload: { email: user.email } }),
    200,
    'reset',
  );
  const match = /confirm\/([A-Za-z0-9_-]+)/.exec((await latestMail(world.ctx as TestContext, user.email)).text);
  if (!match?.[1]) throw new Error('no reset token in the mail');
  return match[1];
}

async function sentCode(world: World): Promise<{ email: string; code: string }> {
  const email = uniqueEmail();
  expectStatus(
    await inject(world.ctx, null, { method: 'POST', url: '/api/users/send-verification-email', payload: { email } }),
    200,
    'send code',
  );
  return { email, code: await latestCode(world.ctx as TestContext, email) };
}

async function freshRefreshToken(world: World): Promise<string> {
  return (await issueTokenPair(world.ctx.deps, world.ctx.deps.db, world.users.member.id)).refreshToken;
}

/** A new sign-in of the actor (of the member for a guest), by its session id. */
async function freshSessionOf(world: World, actor: Actor): Promise<string> {
  const user = actorOf(world, actor) ?? world.users.member;
  return sidOf((await issueTokenPair(world.ctx.deps, world.ctx.deps.db, user.id)).accessToken);
}

const sidOf = (accessToken: string) => JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()).sid as string;

async function calendarFeed(world: World, actor: Actor): Promise<Call> {
  const user = actorOf(world, actor);
  if (!user) return { url: '/api/events/my.ics?token=not-a-token' };
  const rotated = expectStatus(await inject(world.ctx, user, { method: 'POST', url: '/api/events/calendar-token' }), 200, 'calendar token');
  return { url: `/api/events/my.ics?token=${rotated.token}` };
}

/** Makes the actor a participant where they may be one, so that leaving has something to leave. */
async function joinedEvent(world: World, actor: Actor): Promise<Call> {
  const eventId = await freshEvent(world, world.groups.public.id);
  const user = actorOf(world, actor);
  if (user && actor !== 'author') await inject(world.ctx, user, { method: 'POST', url: `/api/events/${eventId}/join` });
  return { url: `/api/events/${eventId}/leave` };
}

const IDENTITY: Row[] = [
  {
    route: 'POST /api/users/send-verification-email',
    subject: '새 회사 이메일',
    expect: EVERYONE(200),
    call: () => ({ url: '/api/users/send-verification-email', payload: { email: uniqueEmail() } }),
  },
  {
    route: 'POST /api/users/verify-email',
    subject: '받은 인증번호',
    expect: EVERYONE(200),
    call: async (world) => ({ url: '/api/users/verify-email', payload: await sentCode(world) }),
  },
  {
    route: 'POST /api/auth/signup',
    subject: '인증된 새 이메일',
    expect: EVERYONE(201),
    call: async (world) => {
      const email = uniqueEmail();
      const token = await verifyAddress(world.ctx as TestContext, email);
      return { url: '/api/auth/signup', payload: signupPayload(email, token) };
    },
  },
  {
    route: 'POST /api/auth/login',
    subject: '가입한 계정',
    expect: EVERYONE(200),
    call: (world) => ({ url: '/api/auth/login', payload: { email: world.users.member.email, password: DEFAULT_PASSWORD } }),
  },
  {
    route: 'POST /api/auth/refresh',
    subject: '유효한 refresh token',
    expect: EVERYONE(200),
    call: async (world) => ({ url: '/api/auth/refresh', payload: { refreshToken: await freshRefreshToken(world) } }),
  },
  {
    route: 'POST /api/auth/logout',
    subject: '유효한 refresh token',
    expect: EVERYONE(200),
    call: async (world) => ({ url: '/api/auth/logout', payload: { refreshToken: await freshRefreshToken(world) } }),
  },
  ...(['POST /api/password/reset-request', 'POST /api/password/reset-request/resend', 'POST /api/auth/reset-password'] as const).map(
    (route): Row => ({
      route,
      subject: '아무 이메일',
      expect: EVERYONE(200),
      call: () => ({ url: route.split(' ')[1] ?? '', payload: { email: uniqueEmail() } }),
    }),
  ),
  ...(['POST /api/password/reset', 'POST /api/auth/reset-password/confirm'] as const).map(
    (route): Row => ({
      route,
      subject: '메일로 받은 재설정 토큰',
      expect: EVERYONE(200),
      call: async (world) => ({
        url: route.split(' ')[1] ?? '',
        payload: { token: await resetToken(world), newPassword: 'new horse 4242' },
      }),
    }),
  ),
  publicRows('GET /api/password/reset/validate/:token', '아무 토큰', '/api/password/reset/validate/unknown-token'),
  selfRows('POST /api/password/change', '내 비밀번호', () => ({
    url: '/api/password/change',
    payload: { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD },
  })),
  publicRows('GET /api/dev/mail', '개발용 메일함 (production에는 없음)', '/api/dev/mail?to=someone@example.com'),
  selfRows('GET /api/auth/sessions', '내 로그인된 기기', () => ({ url: '/api/auth/sessions' })),
  {
    route: 'DELETE /api/auth/sessions/:id',
    subject: '내 다른 기기',
    expect: SIGNED_IN(204),
    call: async (world, actor) => ({ url: `/api/auth/sessions/${await freshSessionOf(world, actor)}` }),
  },
  {
    route: 'DELETE /api/auth/sessions/:id',
    subject: '다른 사람의 기기',
    expect: SIGNED_IN(404),
    call: async (world, actor) => ({ url: `/api/auth/sessions/${await freshSessionOf(world, actor === 'owner' ? 'member' : 'owner')}` }),
  },
  selfRows('DELETE /api/auth/sessions', '다른 기기 모두 (현재 기기는 남음)', () => ({ url: '/api/auth/sessions' }), 204),
];

const REFERENCE: Row[] = [
  publicRows('GET /api/health', '서버 상태', '/api/health'),
  publicRows('GET /api/health/live', '프로세스 생존', '/api/health/live'),
  publicRows('GET /api/health/ready', '의존 서비스 준비', '/api/health/ready'),
  publicRows('GET /api/version', '버전', '/api/version'),
  publicRows('GET /api/config', '브라우저 설정', '/api/config'),
  publicRows('GET /api/categories', '카테고리', '/api/categories'),
  publicRows('GET /api/categories/:id', '카테고리', '/api/categories/4'),
  publicRows('GET /api/locations', '지역', '/api/locations'),
  publicRows('GET /api/locations/:id', '지역', '/api/locations/23'),
  publicRows('GET /api/docs', 'API 문서', '/api/docs'),
  publicRows('GET /api/docs*', 'API 문서 파일', '/api/docs/static/swagger-ui.css'),
  publicRows('GET /api/docs/json', 'OpenAPI', '/api/docs/json'),
  publicRows('GET /api/docs/yaml', 'OpenAPI', '/api/docs/yaml'),
  publicRows('GET /api/docs/static/index.html', 'API 문서 (→ /api/docs 로 이동)', '/api/docs/static/index.html', 302),
  publicRows('GET /api/docs/static/swagger-initializer.js', 'API 문서', '/api/docs/static/swagger-initializer.js'),
];

const USERS: Row[] = [
  selfRows('GET /api/users/profile', '내 프로필', () => ({ url: '/api/users/profile' })),
  selfRows('PUT /api/users/profile', '내 프로필', () => ({ url: '/api/users/profile', payload: { bio: '동네 산책을 좋아합니다.' } })),
  selfRows('PUT /api/users/interests', '내 관심사', () => ({ url: '/api/users/interests', payload: { categoryIds: [401] } })),
  selfRows('GET /api/users/locations', '내 관심 지역', () => ({ url: '/api/users/locations' })),
  // Contract §12. A successful deletion would end the shared actors: account.test.ts covers it.
  selfRows('GET /api/users/me/export', '내 데이터 내려받기', () => ({ url: '/api/users/me/export' })),
  selfRows(
    'DELETE /api/users/me',
    '회원탈퇴 (틀린 비밀번호)',
    () => ({ url: '/api/users/me', payload: { password: 'not the password' } }),
    400,
  ),
  {
    route: 'DELETE /api/users/me',
    subject: '회원탈퇴 (모임장: 모임을 넘기기 전)',
    expect: '401 — — — — 409',
    call: () => ({ url: '/api/users/me', payload: { password: DEFAULT_PASSWORD } }),
  },
  selfRows('PUT /api/users/locations', '내 관심 지역', () => ({ url: '/api/users/locations', payload: { locationIds: [23] } })),
  selfRows('PUT /api/users/location', '내 위치', () => ({
    url: '/api/users/location',
    payload: { lat: 37.4979, lng: 127.0276, address: '서울 강남구 강남대로 396', district: '강남구' },
  })),
  {
    route: 'GET /api/users/profile/:id',
    subject: '작성자의 프로필',
    expect: EVERYONE(200),
    call: (world) => ({ url: `/api/users/profile/${world.users.author.id}` }),
  },
  {
    route: 'GET /api/users/posts/:id',
    subject: '작성자의 글',
    expect: EVERYONE(200),
    call: (world) => ({ url: `/api/users/posts/${world.users.author.id}` }),
  },
  {
    route: 'GET /api/users/groups/:id',
    subject: '모임장의 모임',
    expect: EVERYONE(200),
    call: (world) => ({ url: `/api/users/groups/${world.users.owner.id}` }),
  },
  {
    route: 'GET /api/users/owned-groups/:id',
    subject: '모임장의 모임',
    expect: EVERYONE(200),
    call: (world) => ({ url: `/api/users/owned-groups/${world.users.owner.id}` }),
  },
];

const IMAGES: Row[] = [
  selfRows('POST /api/images/upload/:kind', '프로필 사진', async () => ({
    url: '/api/images/upload/profile',
    ...(await multipart({}, [{ field: 'file', bytes: await tinyPng() }])),
  })),
  {
    route: 'DELETE /api/images',
    subject: '작성자가 올린 사진',
    expect: '401 403 403 200 403 403',
    call: async (world) => ({ url: `/api/images?imageUrl=${encodeURIComponent(await freshUpload(world))}` }),
  },
];

const GROUPS: Row[] = [
  publicRows('GET /api/groups', '모임 목록', '/api/groups'),
  publicRows('GET /api/search/groups', '모임 검색', `/api/search/groups?query=${encodeURIComponent('모임')}`),
  publicRows('GET /api/groups/popular', '인기 모임', '/api/groups/popular?locationId=23'),
  // The operators' API answers everyone else as if it did not exist (contract §13); admin.test.ts has the operators' cells.
  ...(
    [
      ['GET /api/admin/companies', '운영: 회사 목록', 'GET'],
      ['POST /api/admin/companies', '운영: 회사 추가', 'POST'],
      ['PUT /api/admin/companies/:id', '운영: 회사 수정', 'PUT'],
      ['DELETE /api/admin/companies/:id', '운영: 회사 삭제', 'DELETE'],
      ['POST /api/admin/users/:id/suspend', '운영: 이용 정지', 'POST'],
      ['POST /api/admin/users/:id/unsuspend', '운영: 정지 해제', 'POST'],
      ['GET /api/admin/users', '운영: 회원 검색', 'GET'],
      ['GET /api/admin/audit', '운영: 감사 기록', 'GET'],
    ] as const
  ).map(
    ([route, subject]): Row => ({
      route,
      subject,
      expect: EVERYONE(404),
      call: (world) => ({
        url: route.split(' ')[1]?.replace(':id', String(world.users.other.id)) ?? '',
        payload: { name: '운영 테스트', domains: ['authz.co.kr'], reason: '권한 확인', suspendDays: 1 },
      }),
    }),
  ),
  selfRows('GET /api/groups/recommended', '추천 모임', () => ({ url: '/api/groups/recommended' })),
  selfRows('GET /api/groups/my', '내 모임', () => ({ url: '/api/groups/my' })),
  selfRows('GET /api/groups/owned', '내가 만든 모임', () => ({ url: '/api/groups/owned' })),
  selfRows('GET /api/groups/joined', '내가 가입한 모임', () => ({ url: '/api/groups/joined' })),
  selfRows('POST /api/groups', '새 모임', () => ({ url: '/api/groups', payload: groupPayload() }), 201),
  selfRows(
    'POST /api/groups/with-image',
    '새 모임 (사진과 함께)',
    async () => ({
      url: '/api/groups/with-image',
      ...(await multipart({ group: JSON.stringify(groupPayload()) }, [{ field: 'image', bytes: await tinyPng() }])),
    }),
    201,
  ),
  ...both((visibility): Row[] => [
    {
      route: 'GET /api/groups/:id',
      subject: `${label(visibility)} 소개`,
      expect: EVERYONE(200),
      call: (world) => ({ url: `/api/groups/${world.groups[visibility].id}` }),
    },
    {
      route: 'PUT /api/groups/:id',
      subject: label(visibility),
      expect: '401 403 403 — 403 200',
      call: (world) => ({
        url: `/api/groups/${world.groups[visibility].id}`,
        payload: { description: '설명을 고쳤습니다. 모두 환영합니다.' },
      }),
    },
    {
      route: 'DELETE /api/groups/:id',
      subject: `${label(visibility)} (새로 만든)`,
      expect: '401 403 403 — 403 200',
      call: async (world) => ({ url: `/api/groups/${await freshGroup(world, visibility)}` }),
    },
    {
      route: 'POST /api/groups/:id/join',
      subject: `${label(visibility)} (새로 만든)`,
      expect: '401 201 409 — 409 409',
      call: async (world) => ({ url: `/api/groups/${await freshGroup(world, visibility)}/join`, payload: {} }),
    },
    {
      route: 'POST /api/groups/:id/leave',
      subject: `${label(visibility)} (새로 만든)`,
      expect: '401 400 200 — 200 400',
      call: async (world) => ({ url: `/api/groups/${await freshGroup(world, visibility)}/leave` }),
    },
  ]),
  ...groupReadRows(
    'GET /api/groups/:id/members',
    '회원 목록',
    (world, visibility) => `/api/groups/${world.groups[visibility].id}/members`,
  ).map((row) =>
    // A group has no author: its members are the member and author users alike.
    ({ ...row, expect: row.expect.replace(/^(\d+ \d+ \d+) \d+/, '$1 —') }),
  ),
  {
    route: 'GET /api/groups/:id/join-requests',
    subject: '비공개 모임의 가입 신청',
    expect: '401 403 403 — 200 200',
    call: (world) => ({ url: `/api/groups/${world.groups.private.id}/join-requests` }),
  },
  {
    route: 'GET /api/groups/:id/my-join-request',
    subject: '신청자(작성자 열)의 가입 신청',
    expect: '401 404 404 200 404 404',
    call: async (world) => ({ url: `/api/groups/${(await freshJoinRequest(world)).groupId}/my-join-request` }),
  },
  ...(['approve', 'reject'] as const).map(
    (decision): Row => ({
      route: `POST /api/groups/join-requests/:requestId/${decision}`,
      subject: '신청자(작성자 열)의 가입 신청',
      expect: '401 403 403 403 200 200',
      call: async (world) => ({ url: `/api/groups/join-requests/${(await freshJoinRequest(world)).requestId}/${decision}`, payload: {} }),
    }),
  ),
  // Contract §10: roles and hand-over are the owner's; removal and bans the staff's.
  ...both((visibility): Row[] => [
    {
      route: 'PUT /api/groups/:id/members/:userId/role',
      subject: `${label(visibility)}의 새 멤버를 운영진으로`,
      expect: '401 403 403 403 403 200',
      call: async (world) => {
        const groupId = await freshGroup(world, visibility);
        return { url: `/api/groups/${groupId}/members/${await freshMember(world, groupId)}/role`, payload: { role: 'MANAGER' } };
      },
    },
    {
      route: 'POST /api/groups/:id/owner',
      subject: `${label(visibility)} (새로 만든)을 새 멤버에게 위임`,
      expect: '401 403 403 403 403 200',
      call: async (world) => {
        const groupId = await freshGroup(world, visibility);
        return { url: `/api/groups/${groupId}/owner`, payload: { userId: await freshMember(world, groupId) } };
      },
    },
    {
      route: 'DELETE /api/groups/:id/members/:userId',
      subject: `${label(visibility)}의 새 멤버 내보내기`,
      expect: '401 403 403 403 200 200',
      call: async (world) => {
        const groupId = await freshGroup(world, visibility);
        return { url: `/api/groups/${groupId}/members/${await freshMember(world, groupId)}` };
      },
    },
  ]),
  {
    route: 'DELETE /api/groups/:id/members/:userId',
    subject: '새 멤버 내보내고 차단 (?ban=true)',
    expect: '401 403 403 403 200 200',
    call: async (world) => {
      const groupId = await freshGroup(world, 'public');
      return {
        url: `/api/groups/${groupId}/members/${await freshMember(world, groupId)}?ban=true&reason=${encodeURIComponent('광고 글 반복')}`,
      };
    },
  },
  {
    route: 'GET /api/groups/:id/bans',
    subject: '비공개 모임의 차단 목록',
    expect: '401 403 403 403 200 200',
    call: (world) => ({ url: `/api/groups/${world.groups.private.id}/bans` }),
  },
  {
    route: 'DELETE /api/groups/:id/bans/:userId',
    subject: '차단된 사용자 (새 모임)',
    expect: '401 403 403 403 200 200',
    call: async (world) => {
      const groupId = await freshGroup(world, 'public');
      return { url: `/api/groups/${groupId}/bans/${await freshBan(world, groupId)}` };
    },
  },
  {
    route: 'POST /api/groups/:id/join-requests/:requestId/cancel',
    subject: '신청자(작성자 열)의 가입 신청',
    expect: '401 403 403 200 403 403',
    call: async (world) => {
      const { groupId, requestId } = await freshJoinRequest(world);
      return { url: `/api/groups/${groupId}/join-requests/${requestId}/cancel` };
    },
  },
];

const CHAT: Row[] = [
  ...(['GET', 'POST'] as const).flatMap((method) =>
    groupWriteRows(`${method} /api/groups/:id/chat/room`, '채팅방', 200, (world, visibility) => ({
      url: `/api/groups/${world.groups[visibility].id}/chat/room`,
    })),
  ),
  ...groupWriteRows('GET /api/groups/:id/chat/messages', '채팅 메시지', 200, (world, visibility) => ({
    url: `/api/groups/${world.groups[visibility].id}/chat/messages`,
  })),
  ...groupWriteRows('POST /api/groups/:id/chat/messages', '새 채팅 메시지', 201, (world, visibility) => ({
    url: `/api/groups/${world.groups[visibility].id}/chat/messages`,
    payload: { message: '오늘 모임 몇 시예요?' },
  })),
  ...groupWriteRows('PUT /api/groups/:id/chat/read', '채팅 읽음 위치', 200, (world, visibility) => ({
    url: `/api/groups/${world.groups[visibility].id}/chat/read`,
    payload: { messageId: world.groups[visibility].chatMessageId },
  })),
  ...both((visibility): Row[] => [
    {
      route: 'PUT /api/groups/:id/chat/notice',
      subject: `채팅방 공지로 올릴 메시지 (${label(visibility)})`,
      expect: '401 403 403 403 200 200',
      call: (world) => ({
        url: `/api/groups/${world.groups[visibility].id}/chat/notice`,
        payload: { messageId: world.groups[visibility].chatMessageId },
      }),
    },
    {
      route: 'DELETE /api/groups/:id/chat/notice',
      subject: `채팅방 공지 (${label(visibility)})`,
      expect: '401 403 403 403 200 200',
      call: (world) => ({ url: `/api/groups/${world.groups[visibility].id}/chat/notice` }),
    },
  ]),
  // Reactions (contract §21): members only; a message of a room the caller is not in is 404.
  ...(['PUT', 'DELETE'] as const).flatMap((method) =>
    both((visibility): Row[] => [
      {
        route: `${method} /api/chat/messages/:id/reactions/:key`,
        subject: `채팅 메시지 공감 (${label(visibility)})`,
        expect: '401 404 200 200 200 200',
        call: (world) => ({ url: `/api/chat/messages/${world.groups[visibility].chatMessageId}/reactions/LIKE` }),
      },
    ]),
  ),
  selfRows('GET /api/chat/rooms', '내 채팅방 목록', () => ({ url: '/api/chat/rooms' })),
  selfRows('GET /api/chat/unread-count', '읽지 않은 채팅 수', () => ({ url: '/api/chat/unread-count' })),
  ...both((visibility): Row[] => [
    {
      route: 'DELETE /api/groups/:id/chat/messages/:messageId',
      subject: `작성자의 채팅 메시지 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => {
        const groupId = world.groups[visibility].id;
        return { url: `/api/groups/${groupId}/chat/messages/${await freshChatMessage(world, groupId)}` };
      },
    },
  ]),
];

const POSTS: Row[] = [
  publicRows('GET /api/posts', '공개 모임 글 피드', '/api/posts'),
  ...groupReadRows(
    'GET /api/posts/group/:groupId',
    '모임 글 목록',
    (world, visibility) => `/api/posts/group/${world.groups[visibility].id}`,
  ),
  ...groupReadRows('GET /api/posts/:id', '작성자의 글', (world, visibility) => `/api/posts/${world.groups[visibility].postId}`),
  ...groupWriteRows('POST /api/posts', '새 글', 201, (world, visibility) => ({
    url: '/api/posts',
    payload: { groupId: world.groups[visibility].id, content: '오늘 모임 즐거웠어요!' },
  })),
  ...groupWriteRows('POST /api/posts/with-images', '새 글 (사진과 함께)', 201, async (world, visibility) => ({
    url: '/api/posts/with-images',
    ...(await multipart({ post: JSON.stringify({ groupId: world.groups[visibility].id, content: '사진 올려요' }) }, [
      { field: 'images', bytes: await tinyPng() },
    ])),
  })),
  ...both((visibility): Row[] => [
    {
      route: 'PUT /api/posts/:id',
      subject: `작성자의 글 (${label(visibility)})`,
      expect: '401 403 403 200 403 403',
      call: (world) => ({ url: `/api/posts/${world.groups[visibility].postId}`, payload: { content: '내용을 조금 고쳤어요.' } }),
    },
    {
      route: 'DELETE /api/posts/:id',
      subject: `작성자의 글 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => ({ url: `/api/posts/${await freshPost(world, world.groups[visibility].id)}` }),
    },
  ]),
  // Contract §10: notices are the staff's; each cell pins in a group of its own (at most 3 per group).
  {
    route: 'PUT /api/posts/:id/pin',
    subject: '작성자의 글 (새 모임)',
    expect: '401 403 403 403 200 200',
    call: async (world) => ({ url: `/api/posts/${await freshPost(world, await freshGroup(world, 'public'))}/pin` }),
  },
  {
    route: 'DELETE /api/posts/:id/pin',
    subject: '공지로 등록된 작성자의 글 (새 모임)',
    expect: '401 403 403 403 200 200',
    call: async (world) => {
      const postId = await freshPost(world, await freshGroup(world, 'public'));
      expectStatus(await inject(world.ctx, world.users.owner, { method: 'PUT', url: `/api/posts/${postId}/pin` }), 200, 'pin');
      return { url: `/api/posts/${postId}/pin` };
    },
  },
  ...(['POST', 'DELETE'] as const).flatMap((method) =>
    groupWriteRows(`${method} /api/posts/:id/like`, '작성자의 글 좋아요', 200, (world, visibility) => ({
      url: `/api/posts/${world.groups[visibility].postId}/like`,
    })),
  ),
];

/** Polls (contract §20): members post, vote and withdraw; the creator or the staff close; readers read. */
const POLLS: Row[] = [
  ...groupWriteRows('POST /api/groups/:id/polls', '새 투표', 201, (world, visibility) => ({
    url: `/api/groups/${world.groups[visibility].id}/polls`,
    payload: { question: '다음 정모 장소는?', options: ['한강공원', '북한산'], multiple: true },
  })),
  ...both((visibility): Row[] => [
    {
      route: 'GET /api/polls/:id',
      subject: `작성자의 투표 (${label(visibility)})`,
      expect: visibility === 'public' ? EVERYONE(200) : '401 403 200 200 200 200',
      call: async (world) => ({ url: `/api/polls/${(await freshPoll(world, world.groups[visibility].id)).id}` }),
    },
    ...(['PUT', 'DELETE'] as const).map(
      (method): Row => ({
        route: `${method} /api/polls/:id/vote`,
        subject: `작성자의 투표 (${label(visibility)})`,
        expect: '401 403 200 200 200 200',
        call: async (world) => {
          const poll = await freshPoll(world, world.groups[visibility].id);
          return method === 'PUT'
            ? { url: `/api/polls/${poll.id}/vote`, payload: { optionIds: [poll.optionId] } }
            : { url: `/api/polls/${poll.id}/vote` };
        },
      }),
    ),
    // Abuse: a vote after the poll closed, and two choices in a single-choice poll.
    {
      route: 'PUT /api/polls/:id/vote',
      subject: `마감된 투표 (${label(visibility)})`,
      expect: '401 403 409 409 409 409',
      call: async (world) => {
        const poll = await freshPoll(world, world.groups[visibility].id);
        expectStatus(await inject(world.ctx, world.users.author, { method: 'POST', url: `/api/polls/${poll.id}/close` }), 200, 'close');
        return { url: `/api/polls/${poll.id}/vote`, payload: { optionIds: [poll.optionId] } };
      },
    },
    {
      route: 'PUT /api/polls/:id/vote',
      subject: `한 개만 고르는 투표에 두 개 (${label(visibility)})`,
      expect: '401 403 400 400 400 400',
      call: async (world) => {
        const poll = await freshPoll(world, world.groups[visibility].id);
        return { url: `/api/polls/${poll.id}/vote`, payload: { optionIds: [poll.optionId, poll.optionId + 1] } };
      },
    },
    {
      route: 'POST /api/polls/:id/close',
      subject: `작성자의 투표 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => ({ url: `/api/polls/${(await freshPoll(world, world.groups[visibility].id)).id}/close` }),
    },
  ]),
];

/**
 * Date polls (일정 조율, contract §20): members only, in a public group too (answers tell when each
 * member is free); the creator or the staff close, decide and delete.
 */
const MEMBERS_ONLY = '401 403 200 200 200 200';
const DATE_POLLS: Row[] = [
  ...groupWriteRows('POST /api/groups/:id/date-polls', '새 일정 조율', 201, (world, visibility) => ({
    url: `/api/groups/${world.groups[visibility].id}/date-polls`,
    payload: { title: '송년회 날짜', slots: datePollSlots(world.ctx.deps.clock.now()) },
  })),
  ...both((visibility): Row[] => [
    {
      route: 'GET /api/groups/:id/date-polls',
      subject: `모임의 일정 조율 (${label(visibility)})`,
      expect: MEMBERS_ONLY,
      call: (world) => ({ url: `/api/groups/${world.groups[visibility].id}/date-polls` }),
    },
    {
      route: 'GET /api/date-polls/:id',
      subject: `작성자의 일정 조율 (${label(visibility)})`,
      expect: MEMBERS_ONLY,
      call: async (world) => ({ url: `/api/date-polls/${(await freshDatePoll(world, world.groups[visibility].id)).id}` }),
    },
    {
      route: 'PUT /api/date-polls/:id/answers',
      subject: `작성자의 일정 조율 (${label(visibility)})`,
      expect: MEMBERS_ONLY,
      call: async (world) => {
        const poll = await freshDatePoll(world, world.groups[visibility].id);
        return { url: `/api/date-polls/${poll.id}/answers`, payload: { answers: [{ slotId: poll.slotId, answer: 'YES' }] } };
      },
    },
    // Abuse: answers after the poll closed, or after its event was made; a slot of another poll.
    {
      route: 'PUT /api/date-polls/:id/answers',
      subject: `마감된 일정 조율 (${label(visibility)})`,
      expect: '401 403 409 409 409 409',
      call: async (world) => {
        const poll = await freshDatePoll(world, world.groups[visibility].id);
        expectStatus(
          await inject(world.ctx, world.users.author, { method: 'POST', url: `/api/date-polls/${poll.id}/close` }),
          200,
          'close',
        );
        return { url: `/api/date-polls/${poll.id}/answers`, payload: { answers: [{ slotId: poll.slotId, answer: 'NO' }] } };
      },
    },
    {
      route: 'PUT /api/date-polls/:id/answers',
      subject: `일정이 정해진 일정 조율 (${label(visibility)})`,
      expect: '401 403 409 409 409 409',
      call: async (world) => {
        const poll = await freshDatePoll(world, world.groups[visibility].id);
        expectStatus(
          await inject(world.ctx, world.users.author, {
            method: 'POST',
            url: `/api/date-polls/${poll.id}/event`,
            payload: { slotId: poll.slotId },
          }),
          201,
          'event',
        );
        return { url: `/api/date-polls/${poll.id}/answers`, payload: { answers: [{ slotId: poll.slotId, answer: 'MAYBE' }] } };
      },
    },
    {
      route: 'PUT /api/date-polls/:id/answers',
      subject: `다른 일정 조율의 후보 시간 (${label(visibility)})`,
      expect: '401 403 400 400 400 400',
      call: async (world) => {
        const poll = await freshDatePoll(world, world.groups[visibility].id);
        const other = await freshDatePoll(world, world.groups[visibility].id);
        return { url: `/api/date-polls/${poll.id}/answers`, payload: { answers: [{ slotId: other.slotId, answer: 'YES' }] } };
      },
    },
    {
      route: 'POST /api/date-polls/:id/close',
      subject: `작성자의 일정 조율 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => ({ url: `/api/date-polls/${(await freshDatePoll(world, world.groups[visibility].id)).id}/close` }),
    },
    {
      route: 'POST /api/date-polls/:id/event',
      subject: `작성자의 일정 조율 (${label(visibility)})`,
      expect: '401 403 403 201 201 201',
      call: async (world) => {
        const poll = await freshDatePoll(world, world.groups[visibility].id);
        return { url: `/api/date-polls/${poll.id}/event`, payload: { slotId: poll.slotId } };
      },
    },
    {
      route: 'POST /api/date-polls/:id/event',
      subject: `일정이 정해진 일정 조율 (${label(visibility)})`,
      expect: '401 403 403 409 409 409',
      call: async (world) => {
        const poll = await freshDatePoll(world, world.groups[visibility].id);
        const url = `/api/date-polls/${poll.id}/event`;
        expectStatus(await inject(world.ctx, world.users.owner, { method: 'POST', url, payload: { slotId: poll.slotId } }), 201, 'event');
        return { url, payload: { slotId: poll.slotId } };
      },
    },
    {
      route: 'DELETE /api/date-polls/:id',
      subject: `작성자의 일정 조율 (${label(visibility)})`,
      expect: '401 403 403 204 204 204',
      call: async (world) => ({ url: `/api/date-polls/${(await freshDatePoll(world, world.groups[visibility].id)).id}` }),
    },
  ]),
];

const COMMENTS: Row[] = [
  ...groupReadRows(
    'GET /api/posts/:id/comments',
    '글의 댓글',
    (world, visibility) => `/api/posts/${world.groups[visibility].postId}/comments`,
  ),
  ...groupReadRows(
    'GET /api/comments/post/:id',
    '글의 댓글',
    (world, visibility) => `/api/comments/post/${world.groups[visibility].postId}`,
  ),
  ...groupReadRows('GET /api/comments/:id', '작성자의 댓글', (world, visibility) => `/api/comments/${world.groups[visibility].commentId}`),
  ...groupReadRows(
    'GET /api/comments/:id/replies',
    '댓글의 답글',
    (world, visibility) => `/api/comments/${world.groups[visibility].commentId}/replies`,
  ),
  ...groupWriteRows('POST /api/posts/:id/comments', '새 댓글', 201, (world, visibility) => ({
    url: `/api/posts/${world.groups[visibility].postId}/comments`,
    payload: { content: '저도 가고 싶어요' },
  })),
  ...groupWriteRows('POST /api/comments', '새 댓글', 201, (world, visibility) => ({
    url: '/api/comments',
    payload: { postId: world.groups[visibility].postId, content: '다음에 같이 가요' },
  })),
  ...both((visibility): Row[] => [
    {
      route: 'PUT /api/comments/:id',
      subject: `작성자의 댓글 (${label(visibility)})`,
      expect: '401 403 403 200 403 403',
      call: (world) => ({ url: `/api/comments/${world.groups[visibility].commentId}`, payload: { content: '댓글을 고쳤어요' } }),
    },
    {
      route: 'DELETE /api/comments/:id',
      subject: `작성자의 댓글 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => ({ url: `/api/comments/${await freshComment(world, world.groups[visibility].postId)}` }),
    },
  ]),
  // Contract §19: an event's comments follow the same rules as a post's.
  ...groupReadRows(
    'GET /api/events/:id/comments',
    '이벤트의 댓글',
    (world, visibility) => `/api/events/${world.groups[visibility].eventId}/comments`,
  ),
  ...groupWriteRows('POST /api/events/:id/comments', '이벤트에 새 댓글', 201, (world, visibility) => ({
    url: `/api/events/${world.groups[visibility].eventId}/comments`,
    payload: { content: '몇 시에 만나요?' },
  })),
  ...both((visibility): Row[] => [
    {
      route: 'PUT /api/comments/:id',
      subject: `작성자의 이벤트 댓글 (${label(visibility)})`,
      expect: '401 403 403 200 403 403',
      call: async (world) => ({
        url: `/api/comments/${await freshComment(world, world.groups[visibility].eventId, 'events')}`,
        payload: { content: '장소를 다시 물어볼게요' },
      }),
    },
    {
      route: 'DELETE /api/comments/:id',
      subject: `작성자의 이벤트 댓글 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => ({ url: `/api/comments/${await freshComment(world, world.groups[visibility].eventId, 'events')}` }),
    },
  ]),
];

const NOTIFICATIONS: Row[] = [
  selfRows('GET /api/notifications', '내 알림', () => ({ url: '/api/notifications' })),
  selfRows('GET /api/notifications/unread-count', '내 알림 수', () => ({ url: '/api/notifications/unread-count' })),
  selfRows('PUT /api/notifications/read-all', '내 알림', () => ({ url: '/api/notifications/read-all' })),
  selfRows('DELETE /api/notifications/clear', '내 알림', () => ({ url: '/api/notifications/clear' })),
  {
    route: 'PUT /api/notifications/:id/read',
    subject: '작성자가 받은 알림',
    expect: '401 404 404 200 404 404',
    call: async (world) => ({ url: `/api/notifications/${await freshNotification(world)}/read` }),
  },
  {
    route: 'DELETE /api/notifications/:id',
    subject: '작성자가 받은 알림',
    expect: '401 404 404 200 404 404',
    call: async (world) => ({ url: `/api/notifications/${await freshNotification(world)}` }),
  },
];

/** A device a browser would subscribe: a public address (no DNS needed) and a fresh P-256 key. */
function pushDevice(name: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `https://93.184.215.14/push/${name}-${randomBytes(6).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const PUSH: Row[] = [
  publicRows('GET /api/push/key', '푸시 공개 키', '/api/push/key'),
  selfRows('POST /api/push/subscriptions', '내 기기', () => ({ url: '/api/push/subscriptions', payload: pushDevice('new') }), 201),
  selfRows('GET /api/push/subscriptions', '내 기기 목록', () => ({ url: '/api/push/subscriptions' })),
  {
    route: 'DELETE /api/push/subscriptions',
    subject: '작성자의 기기',
    expect: '401 404 404 204 404 404',
    call: async (world) => {
      const device = pushDevice('author');
      expectStatus(
        await inject(world.ctx, world.users.author, { method: 'POST', url: '/api/push/subscriptions', payload: device }),
        201,
        'subscribe',
      );
      return { url: `/api/push/subscriptions?endpoint=${encodeURIComponent(device.endpoint)}` };
    },
  },
  selfRows('GET /api/users/me/notification-settings', '내 알림 설정', () => ({ url: '/api/users/me/notification-settings' })),
  selfRows('PUT /api/users/me/notification-settings', '내 알림 설정', () => ({
    url: '/api/users/me/notification-settings',
    payload: {
      push: { activity: true, groupAdmin: true, chat: false, events: true },
      email: { reminders: true, digest: false },
      quietHours: { enabled: true, start: '23:00', end: '07:00' },
    },
  })),
  // The digest's unsubscribe needs no sign-in: its signed token is the proof, and only the digest of the
  // token's own person is turned off (a forged or foreign token is 400, digest.test.ts).
  publicRows('GET /api/mail/unsubscribe', '토큰 없는 수신 거부 링크', '/api/mail/unsubscribe', 400),
  {
    route: 'GET /api/mail/unsubscribe',
    subject: '작성자의 이메일 요약 수신 거부 링크',
    expect: EVERYONE(200),
    call: (world) => ({ url: `/api/mail/unsubscribe?token=${unsubscribeToken(world.ctx.deps.config.jwtSecret, world.users.author.id)}` }),
  },
  {
    route: 'POST /api/mail/unsubscribe',
    subject: '작성자의 이메일 요약 수신 거부 (원클릭)',
    expect: EVERYONE(200),
    call: (world) => ({ url: `/api/mail/unsubscribe?token=${unsubscribeToken(world.ctx.deps.config.jwtSecret, world.users.author.id)}` }),
  },
  {
    route: 'POST /api/mail/unsubscribe',
    subject: '위조한 토큰',
    expect: EVERYONE(400),
    call: (world) => ({ url: `/api/mail/unsubscribe?token=${world.users.author.id.toString(36)}.forged` }),
  },
  ...groupWriteRows('GET /api/groups/:id/notification-settings', '모임 알림 설정', 200, (world, visibility) => ({
    url: `/api/groups/${world.groups[visibility].id}/notification-settings`,
  })),
  ...groupWriteRows('PUT /api/groups/:id/notification-settings', '모임 알림 설정', 200, (world, visibility) => ({
    url: `/api/groups/${world.groups[visibility].id}/notification-settings`,
    payload: { muted: false, chat: 'MENTIONS' },
  })),
];

const EVENTS: Row[] = [
  ...groupWriteRows('POST /api/events', '새 이벤트', 201, (world, visibility) => ({
    url: '/api/events',
    payload: eventPayload(world.groups[visibility].id),
  })),
  selfRows('GET /api/events/my', '내 이벤트', () => ({ url: '/api/events/my' })),
  selfRows('GET /api/events/upcoming', '다가오는 이벤트', () => ({ url: '/api/events/upcoming' })),
  selfRows('POST /api/events/calendar-token', '내 캘린더 구독 토큰', () => ({ url: '/api/events/calendar-token' })),
  selfRows('GET /api/events/calendar', '내 모임들의 이번 달 일정', () => ({ url: '/api/events/calendar?month=2026-12' })),
  ...groupReadRows(
    'GET /api/groups/:id/calendar',
    '모임의 한 달 일정',
    (world, visibility) => `/api/groups/${world.groups[visibility].id}/calendar?month=2026-12`,
  ),
  { route: 'GET /api/events/my.ics', subject: '내 캘린더 (토큰으로)', expect: SIGNED_IN(200), call: calendarFeed },
  ...groupReadRows(
    'GET /api/events/group/:id',
    '모임 이벤트 목록',
    (world, visibility) => `/api/events/group/${world.groups[visibility].id}`,
  ),
  ...groupReadRows(
    'GET /api/events/:id',
    '작성자(주최자)의 이벤트',
    (world, visibility) => `/api/events/${world.groups[visibility].eventId}`,
  ),
  ...groupReadRows('GET /api/events/:id', '이벤트 .ics', (world, visibility) => `/api/events/${world.groups[visibility].eventId}.ics`),
  ...both((visibility): Row[] => [
    {
      route: 'GET /api/events/series/:id',
      subject: `반복 일정의 회차들 (${label(visibility)})`,
      expect: visibility === 'public' ? EVERYONE(200) : '401 403 200 200 200 200',
      call: async (world) => ({ url: `/api/events/series/${await freshSeries(world, world.groups[visibility].id)}` }),
    },
  ]),
  ...groupReadRows(
    'GET /api/events/:id/participants',
    '이벤트 참가자',
    (world, visibility) => `/api/events/${world.groups[visibility].eventId}/participants`,
  ),
  ...both((visibility): Row[] => [
    {
      route: 'PUT /api/events/:id',
      subject: `작성자(주최자)의 이벤트 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: (world) => ({ url: `/api/events/${world.groups[visibility].eventId}`, payload: { description: '준비물: 물과 편한 신발' } }),
    },
    {
      route: 'DELETE /api/events/:id',
      subject: `작성자(주최자)의 이벤트 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => ({ url: `/api/events/${await freshEvent(world, world.groups[visibility].id)}` }),
    },
    {
      route: 'POST /api/events/:id/cancel',
      subject: `작성자(주최자)의 이벤트 (${label(visibility)})`,
      expect: '401 403 403 200 200 200',
      call: async (world) => ({ url: `/api/events/${await freshEvent(world, world.groups[visibility].id)}/cancel` }),
    },
    {
      route: 'POST /api/events/:id/join',
      subject: `작성자(주최자)의 이벤트 (${label(visibility)})`,
      expect: '401 403 201 409 201 201',
      call: async (world) => ({ url: `/api/events/${await freshEvent(world, world.groups[visibility].id)}/join` }),
    },
  ]),
  {
    route: 'DELETE /api/events/:id/leave',
    subject: '참가한 이벤트 (주최자는 떠날 수 없음)',
    expect: '401 403 200 400 200 200',
    call: joinedEvent,
  },
  ...attendanceRows(),
];

/**
 * 출석체크 (contract §19), on an event of `author` starting in 10 minutes (attendance open) that
 * `member` joined. The abuse cases: a member marking someone (or themself) and reading the code or
 * the group's records, staff who hold no seat checking in.
 */
function attendanceRows(): Row[] {
  const soon = (world: World, visibility: Visibility) => freshEventSoon(world, world.groups[visibility].id, ['member']);
  return [
    ...both((visibility): Row[] => [
      {
        route: 'PUT /api/events/:id/attendance',
        subject: `참가자 출석 표시 (${label(visibility)})`,
        expect: '401 403 403 200 200 200',
        call: async (world) => ({
          url: `/api/events/${await soon(world, visibility)}/attendance`,
          payload: { userId: world.users.member.id, status: 'ATTENDED' },
        }),
      },
      {
        route: 'GET /api/events/:id/attendance',
        subject: `이벤트 출석 목록 (${label(visibility)})`,
        expect: visibility === 'public' ? '401 200 200 200 200 200' : '401 403 200 200 200 200',
        call: async (world) => ({ url: `/api/events/${await soon(world, visibility)}/attendance` }),
      },
      {
        route: 'GET /api/events/:id/check-in-code',
        subject: `체크인 코드 (${label(visibility)})`,
        expect: '401 403 403 200 200 200',
        call: async (world) => ({ url: `/api/events/${await soon(world, visibility)}/check-in-code` }),
      },
      {
        route: 'POST /api/events/:id/check-in',
        subject: `체크인 (참가자만, ${label(visibility)})`,
        expect: '401 403 200 200 400 400',
        call: async (world) => {
          const eventId = await soon(world, visibility);
          const shown = await inject(world.ctx, world.users.author, { method: 'GET', url: `/api/events/${eventId}/check-in-code` });
          return { url: `/api/events/${eventId}/check-in`, payload: { code: expectStatus(shown, 200, 'check-in code').code } };
        },
      },
      {
        route: 'GET /api/groups/:id/attendance',
        subject: `모임 출석 기록 (${label(visibility)})`,
        expect: '401 403 403 403 200 200',
        call: (world) => ({ url: `/api/groups/${world.groups[visibility].id}/attendance` }),
      },
      {
        route: 'GET /api/groups/:id/attendance/:userId',
        subject: `멤버의 출석 기록 (${label(visibility)})`,
        expect: '401 403 403 403 200 200',
        call: (world) => ({ url: `/api/groups/${world.groups[visibility].id}/attendance/${world.users.member.id}` }),
      },
    ]),
    selfRows('GET /api/users/me/attendance', '내 출석 기록', () => ({ url: '/api/users/me/attendance' })),
  ];
}

/** Contract §11, §13: reporting what one can see (one's own is 400), and the operators' queue (404 for everyone else). */
const REPORTS: Row[] = [
  ...both((visibility): Row[] => [
    {
      route: 'POST /api/reports',
      subject: `작성자의 글 신고 (${label(visibility)})`,
      expect: visibility === 'public' ? '401 201 201 400 201 201' : '401 404 201 400 201 201',
      call: async (world) => ({
        url: '/api/reports',
        payload: { targetType: 'POST', targetId: await freshPost(world, world.groups[visibility].id), reason: 'SPAM' },
      }),
    },
    {
      route: 'POST /api/reports',
      subject: `작성자의 채팅 메시지 신고 (${label(visibility)})`,
      expect: '401 404 201 400 201 201',
      call: async (world) => ({
        url: '/api/reports',
        payload: { targetType: 'CHAT_MESSAGE', targetId: await freshChatMessage(world, world.groups[visibility].id), reason: 'ABUSE' },
      }),
    },
  ]),
  { route: 'GET /api/admin/reports', subject: '운영: 신고 목록', expect: EVERYONE(404), call: () => ({ url: '/api/admin/reports' }) },
  {
    route: 'POST /api/admin/reports/:targetType/:targetId/resolve',
    subject: '운영: 신고 처리',
    expect: EVERYONE(404),
    call: (world) => ({
      url: `/api/admin/reports/POST/${world.groups.public.postId}/resolve`,
      payload: { action: 'DELETE', reason: '권한 확인' },
    }),
  },
];

/** 차단 (contract §11): anyone signed in blocks anyone but themselves; the list is one's own. */
const BLOCKS: Row[] = [
  selfRows('GET /api/users/blocks', '내 차단 목록', () => ({ url: '/api/users/blocks' })),
  ...(['POST', 'DELETE'] as const).flatMap((method): Row[] => [
    {
      route: `${method} /api/users/:id/block`,
      subject: '다른 사용자',
      expect: SIGNED_IN(204),
      call: async (world) => ({ url: `/api/users/${(await buildUser(world.ctx as TestContext)).id}/block` }),
    },
    {
      route: `${method} /api/users/:id/block`,
      subject: '자기 자신',
      expect: SIGNED_IN(400),
      call: (world, actor) => ({ url: `/api/users/${(actorOf(world, actor) ?? world.users.author).id}/block` }),
    },
  ]),
];

/**
 * The album (사진첩, contract §20) and its list of events with photos: members only, public group or
 * not; photos go to a started event of the group, and leave by their uploader or the staff. The
 * abuse cases: an outsider reading a public group's album or its events, photos for an event that
 * has not started.
 */
const ALBUM: Row[] = both((visibility): Row[] => [
  {
    route: 'GET /api/groups/:id/photos',
    subject: `사진첩 (${label(visibility)})`,
    expect: '401 403 200 200 200 200',
    call: (world) => ({ url: `/api/groups/${world.groups[visibility].id}/photos` }),
  },
  {
    route: 'GET /api/groups/:id/photos/events',
    subject: `사진첩의 일정 목록 (${label(visibility)})`,
    expect: '401 403 200 200 200 200',
    call: (world) => ({ url: `/api/groups/${world.groups[visibility].id}/photos/events` }),
  },
  {
    route: 'POST /api/events/:id/photos',
    subject: `시작된 일정에 사진 올리기 (${label(visibility)})`,
    expect: '401 403 201 201 201 201',
    call: async (world) => ({
      url: `/api/events/${await freshStartedEvent(world, world.groups[visibility].id)}/photos`,
      ...(await multipart({}, [{ field: 'files', bytes: await tinyPng() }])),
    }),
  },
  {
    route: 'POST /api/events/:id/photos',
    subject: `시작 전 일정에 사진 올리기 (${label(visibility)})`,
    expect: '401 403 409 409 409 409',
    call: async (world) => ({
      url: `/api/events/${world.groups[visibility].eventId}/photos`,
      ...(await multipart({}, [{ field: 'files', bytes: await tinyPng() }])),
    }),
  },
  {
    route: 'DELETE /api/events/:id/photos/:photoId',
    subject: `작성자가 올린 일정 사진 (${label(visibility)})`,
    expect: '401 403 403 204 204 204',
    call: async (world) => {
      const { eventId, photoId } = await freshEventPhoto(world, world.groups[visibility].id);
      return { url: `/api/events/${eventId}/photos/${photoId}` };
    },
  },
]);

export const MATRIX: Row[] = [
  ...IDENTITY,
  ...REFERENCE,
  ...USERS,
  ...IMAGES,
  ...GROUPS,
  ...CHAT,
  ...POSTS,
  ...POLLS,
  ...DATE_POLLS,
  ...COMMENTS,
  ...NOTIFICATIONS,
  ...PUSH,
  ...EVENTS,
  ...ALBUM,
  ...REPORTS,
  ...BLOCKS,
];

/** The statuses of a row's `expect`, `null` for `—`. */
export function expectedStatuses(row: Row): (number | null)[] {
  return row.expect.split(' ').map((cell) => (cell === '—' ? null : Number(cell)));
}
