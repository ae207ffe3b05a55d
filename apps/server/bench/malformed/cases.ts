import type { JsonSchema, Param, RouteSpec } from './routes.ts';

/** Ids of real objects, so that a bad request can reach past "not found" into the code behind it. */
export type Targets = {
  groupId: number;
  postId: number;
  commentId: number;
  eventId: number;
  /** A recurring 정모's series (`/api/events/series/:id`). */
  seriesId: number;
  chatMessageId: number;
  userId: number;
};

export type Caller = 'anonymous' | 'other' | 'member' | 'owner' | 'operator';

export type Case = {
  category: Category;
  route: RouteSpec;
  caller: Caller;
  method: RouteSpec['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was done to the request, for the failure report. */
  note: string;
};

export const CATEGORIES = [
  'bad-json',
  'wrong-types',
  'missing-fields',
  'extra-fields',
  'huge-strings',
  'nul-bytes',
  'unicode',
  'numbers',
  'unknown-ids',
  'injection',
  'content-type',
  'multipart',
  'query',
  'path',
  'auth',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return { next, pick };
}
export type Random = ReturnType<typeof seededRandom>;

const MB = 1_048_576;
const HANGUL_JAMO = 'ᄒ' + 'ᅡ' + 'ᆫ';
// Raw JSON number literals that JSON.stringify cannot write: 2^31, 2^63, beyond a double, a float.
const NUMBER_LITERALS = [
  '-1',
  '0',
  '-0',
  '2147483648',
  '9223372036854775808',
  '1e309',
  '-1e309',
  '1.5',
  '1e-7',
  '"NaN"',
  '"Infinity"',
  '"1e3"',
  '"0x10"',
  '"12abc"',
];
const WRONG_TYPES: unknown[] = [123, -1, 'text', true, false, null, [], {}, [1, 2], { $gt: '' }, [null], '', ' '];
const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "'); DELETE FROM groups; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%s%s%n',
  '\\x27 UNION SELECT password_hash FROM users --',
];
const UNICODE = [
  '🎉👨‍👩‍👧‍👦🇰🇷',
  `${HANGUL_JAMO}${HANGUL_JAMO} 모임`,
  '\u200B\u200B\u200B',
  '\u202Egnp.exe',
  '\uFEFF동네',
  '\uD800',
  '\uDFFF\uD800',
  'ｆｕｌｌ　ｗｉｄｔｈ',
  'e\u0301\u0301\u0301\u0301',
  '\u0000',
];
const BAD_PATH_VALUES = [
  'abc',
  '1.5',
  '-1',
  '0',
  '00000000001',
  '1e3',
  '%201',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  'x'.repeat(101),
  '9'.repeat(150),
  'y'.repeat(5000),
  '..%2F..%2Fetc%2Fpasswd',
  '%',
  '%E0%A4%A',
  '%00',
  '1%00',
  '1;DROP',
  encodeURIComponent(HANGUL_JAMO),
  encodeURIComponent('🎉'),
  '１２３',
];
const BAD_QUERY_VALUES = [
  '-1',
  'abc',
  '1e309',
  '2147483648',
  '9223372036854775808',
  '1.5',
  '',
  '%00',
  'x'.repeat(20_000),
  "' OR 1=1 --",
  '[]',
  'NaN',
];
const BAD_AUTH = [
  'Bearer',
  'Bearer ',
  'Bearer x.y.z',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'a'.repeat(10_000)}`,
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'bearer\u0000x',
  'Token abc',
];

/** Percent-encodes like encodeURIComponent, but writes a lone surrogate as the (invalid) UTF-8 bytes a careless client would send. */
function encodeLoosely(value: string): string {
  return Array.from(value, (char) => (char.length === 1 && /[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
}

/** A plausible value for a field, by name first (ids of real objects), then by schema. */
function sampleValue(schema: JsonSchema, name: string, targets: Targets, random: Random): unknown {
  const byName: Record<string, unknown> = {
    groupId: targets.groupId,
    postId: targets.postId,
    parentId: targets.commentId,
    categoryId: 401,
    categoryIds: [401],
    locationId: 23,
    locationIds: [23],
    email: `malformed-${Math.floor(random.next() * 1e9)}@example.com`,
    password: 'correct horse 42',
    currentPassword: 'correct horse 42',
    newPassword: 'correct horse 43',
    eventDate: new Date(Date.UTC(2031, 0, 10, 10)).toISOString(),
    endDate: new Date(Date.UTC(2031, 0, 10, 12)).toISOString(),
    imageUrl: null,
    profileImage: null,
    imageUrls: [],
  };
  if (name in byName) return byName[name];
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return '2031-01-10T10:00:00Z';
      return '동네 모임 이야기'.padEnd(Math.max(schema.minLength ?? 1, 2), '가');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleValue(schema.items, '', targets, random)] : [];
    case 'object':
      return sampleObject(schema, targets, random);
    default:
      return schema.anyOf?.[0] ? sampleValue(schema.anyOf[0], name, targets, random) : 'x';
  }
}

function sampleObject(schema: JsonSchema, targets: Targets, random: Random): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, sampleValue(field, name, targets, random)]),
  );
}

/** Path and query values of real objects for a route's parameters. */
const singular: Record<string, string> = { post: 'posts', group: 'groups', event: 'events', user: 'users', comment: 'comments' };

function pathValue(route: RouteSpec, name: string, targets: Targets): string {
  if (name === 'groupId') return String(targets.groupId);
  if (name === 'messageId') return String(targets.chatMessageId);
  if (name === 'requestId') return '1';
  if (name === 'kind') return 'profile';
  if (name === 'token') return 'some-token';
  // The operators' reports queue: /api/admin/reports/:targetType/:targetId/resolve (contract §13).
  if (name === 'targetType') return 'POST';
  if (name === 'targetId') return String(targets.postId);
  // An id names the resource written just before it (`/api/comments/post/:id` takes a post's id),
  // else the path's first resource (`/api/comments/:id`).
  const segments = route.url.split('/');
  const before = segments[segments.indexOf(`:${name}`) - 1] ?? '';
  if (before === 'series') return String(targets.seriesId);
  const resource = before in singular ? singular[before] : segments[2];
  const byResource: Record<string, number> = {
    groups: targets.groupId,
    posts: targets.postId,
    comments: targets.commentId,
    events: targets.eventId,
    users: targets.userId,
    categories: 4,
    locations: 23,
    notifications: 1,
  };
  return String(byResource[resource ?? ''] ?? 1);
}

/** The route's path with real objects' ids (or `override` for one parameter). */
export function fillPath(route: RouteSpec, targets: Targets, override?: { name: string; value: string }): string {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    override?.name === name ? override.value : pathValue(route, name, targets),
  );
  return url.endsWith('*') ? `${url.slice(0, -1)}/static/swagger-ui.css` : url;
}

const pathParams = (route: RouteSpec) => [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
const queryParams = (route: RouteSpec): Param[] => route.params.filter((param) => param.in === 'query');
const stringFields = (schema?: JsonSchema) =>
  Object.entries(schema?.properties ?? {})
    .filter(([, field]) => field.type === 'string' || (field.type === 'array' && field.items?.type === 'string'))
    .map(([name]) => name);
const numberFields = (schema?: JsonSchema) =>
  Object.entries(schema?.properties ?? {})
    .filter(([, field]) => field.type === 'integer' || field.type === 'number' || field.items?.type === 'integer')
    .map(([name]) => name);
const hasBody = (route: RouteSpec) => route.method !== 'GET';

/** Replaces one placeholder inside JSON text with a raw literal (numbers JSON.stringify cannot produce). */
function withRawValue(body: Record<string, unknown>, field: string, literal: string, isArray: boolean): string {
  const marker = '"__RAW__"';
  return JSON.stringify({ ...body, [field]: '__RAW__' }).replace(marker, isArray ? `[${literal}]` : literal);
}

/** A multipart body the way a browser builds one, then damaged in one of several ways. */
function brokenMultipart(random: Random, fieldName: string): { payload: Buffer; contentType: string; note: string } {
  const boundary = '----dongneMalformed7MA4YWxk';
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const part = (name: string, content: Buffer | string, filename?: string, type = 'image/png') =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n`),
      Buffer.from(filename ? `Content-Type: ${type}\r\n\r\n` : '\r\n'),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from('\r\n'),
    ]);
  const whole = Buffer.concat([part(fieldName, png, 'a.png'), Buffer.from(`--${boundary}--\r\n`)]);
  const variants: [string, () => { payload: Buffer; contentType?: string }][] = [
    ['truncated mid-file', () => ({ payload: whole.subarray(0, Math.floor(whole.length * (0.3 + random.next() * 0.5))) })],
    ['no closing boundary', () => ({ payload: part(fieldName, png, 'a.png') })],
    ['boundary missing from the header', () => ({ payload: whole, contentType: 'multipart/form-data' })],
    ['other boundary in the header', () => ({ payload: whole, contentType: 'multipart/form-data; boundary=nope' })],
    ['boundary of 300 characters', () => ({ payload: whole, contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` })],
    [
      'text claiming to be a PNG',
      () => ({ payload: Buffer.concat([part(fieldName, '<?php echo 1; ?>', 'shell.png'), Buffer.from(`--${boundary}--\r\n`)]) }),
    ],
    ['empty file', () => ({ payload: Buffer.concat([part(fieldName, Buffer.alloc(0), 'empty.png'), Buffer.from(`--${boundary}--\r\n`)]) })],
    ['unknown field name', () => ({ payload: Buffer.concat([part('evil', png, 'a.png'), Buffer.from(`--${boundary}--\r\n`)]) })],
    [
      'JSON part that is not JSON',
      () => ({ payload: Buffer.concat([part('group', '{"name":'), part('post', '{"groupId":'), Buffer.from(`--${boundary}--\r\n`)]) }),
    ],
    [
      '40 file parts',
      () => ({
        payload: Buffer.concat([...Array.from({ length: 40 }, () => part('files', png, 'a.png')), Buffer.from(`--${boundary}--\r\n`)]),
      }),
    ],
    ['garbage bytes', () => ({ payload: Buffer.from(Array.from({ length: 512 }, () => Math.floor(random.next() * 256))) })],
    ['no parts at all', () => ({ payload: Buffer.from(`--${boundary}--\r\n`) })],
    [
      'NUL in the part name',
      () => ({ payload: Buffer.concat([part('fi\u0000le', png, 'a\u0000.png'), Buffer.from(`--${boundary}--\r\n`)]) }),
    ],
  ];
  const [note, make] = random.pick(variants);
  const made = make();
  return { payload: made.payload, contentType: made.contentType ?? `multipart/form-data; boundary=${boundary}`, note };
}

const json = { 'content-type': 'application/json' };

type Draft = Omit<Case, 'category' | 'route' | 'caller' | 'method'> & { caller?: Caller };

/** One bad request of a category for a route, or null when the category does not apply to the route. */
function draft(category: Category, route: RouteSpec, targets: Targets, random: Random): Draft | null {
  const url = fillPath(route, targets);
  const body = route.body ? sampleObject(route.body, targets, random) : {};
  // A well-formed account deletion with the fixtures' real password would end the caller's account
  // for every later case: this route gets a wrong one (a 400), its malformed shapes stay the same.
  if (route.key === 'DELETE /api/users/me') (body as Record<string, unknown>).password = 'not the password 42';
  const bodyText = JSON.stringify(body);
  switch (category) {
    case 'bad-json': {
      if (!hasBody(route)) return null;
      const payload = random.pick([
        '{',
        '{"a":',
        '[1,2',
        '{"content": "x"',
        'nul',
        '{"a":1}}',
        "{'a':1}",
        '{"a":1,}',
        '\u0000',
        '{"a":"\\x41"}',
        bodyText.slice(0, -1),
      ]);
      return { url, headers: json, payload, note: `body ${JSON.stringify(payload).slice(0, 40)}` };
    }
    case 'wrong-types': {
      if (!hasBody(route) || route.multipart) return null;
      const fields = Object.keys(route.body?.properties ?? {});
      if (fields.length === 0 || random.next() < 0.2) {
        const whole = random.pick(['[]', '"text"', '42', 'null', 'true', '[{}]']);
        return { url, headers: json, payload: whole, note: `whole body ${whole}` };
      }
      const field = random.pick(fields);
      const value = random.pick(WRONG_TYPES);
      return { url, headers: json, payload: JSON.stringify({ ...body, [field]: value }), note: `${field}=${JSON.stringify(value)}` };
    }
    case 'missing-fields': {
      if (!hasBody(route) || route.multipart) return null;
      const required = route.body?.required ?? [];
      if (required.length === 0 || random.next() < 0.3) {
        const payload = random.pick(['{}', '']);
        return { url, headers: json, payload, note: payload === '' ? 'empty body' : 'empty object' };
      }
      const field = random.pick(required);
      const { [field]: _dropped, ...rest } = body;
      return { url, headers: json, payload: JSON.stringify(rest), note: `without ${field}` };
    }
    case 'extra-fields': {
      if (!hasBody(route) || route.multipart) return null;
      const extras = random.pick([
        '"isAdmin":true,"role":"OWNER","ownerId":1',
        '"__proto__":{"polluted":"yes"}',
        '"constructor":{"prototype":{"polluted":"yes"}}',
        '"id":1,"userId":1,"memberCount":99999,"createdAt":"1999-01-01T00:00:00Z"',
        `"unknown":"${'x'.repeat(1000)}"`,
      ]);
      const payload = bodyText === '{}' ? `{${extras}}` : `${bodyText.slice(0, -1)},${extras}}`;
      return { url, headers: json, payload, note: extras.slice(0, 40) };
    }
    case 'huge-strings': {
      const fields = stringFields(route.body);
      const size = random.pick([MB + 10, MB - 200, 200_000]);
      if (!hasBody(route) || route.multipart || fields.length === 0) {
        const param = queryParams(route)[0]?.name ?? 'q';
        return { url: `${url}?${param}=${'가'.repeat(20_000)}`, headers: {}, note: `query ${param} of 60 KB` };
      }
      const field = random.pick(fields);
      const isArray = route.body?.properties?.[field]?.type === 'array';
      const big = '모'.repeat(Math.floor(size / 3));
      return {
        url,
        headers: json,
        payload: JSON.stringify({ ...body, [field]: isArray ? [big] : big }),
        note: `${field} of ${Math.round(size / 1024)} KB`,
      };
    }
    case 'nul-bytes':
    case 'unicode':
    case 'injection': {
      const pool =
        category === 'nul-bytes'
          ? ['\u0000', 'abc\u0000def', '동네\u0000모임', '\u0000'.repeat(100)]
          : category === 'unicode'
            ? UNICODE
            : INJECTIONS;
      const value = random.pick(pool);
      const fields = stringFields(route.body);
      const where = random.next();
      if (hasBody(route) && !route.multipart && fields.length > 0 && where < 0.6) {
        const field = random.pick(fields);
        const isArray = route.body?.properties?.[field]?.type === 'array';
        return {
          url,
          headers: json,
          payload: JSON.stringify({ ...body, [field]: isArray ? [value] : value }),
          note: `${field}=${JSON.stringify(value).slice(0, 40)}`,
        };
      }
      const params = pathParams(route);
      if (params.length > 0 && where < 0.8) {
        const name = random.pick(params);
        return {
          url: fillPath(route, targets, { name, value: encodeLoosely(value) }),
          headers: hasBody(route) ? json : {},
          payload: hasBody(route) ? bodyText : undefined,
          note: `:${name}=${JSON.stringify(value).slice(0, 40)}`,
        };
      }
      const param = random.pick(
        queryParams(route)
          .map((entry) => entry.name)
          .concat(['query', 'to']),
      );
      return {
        url: `${url}?${param}=${encodeLoosely(value)}`,
        headers: hasBody(route) ? json : {},
        payload: hasBody(route) ? bodyText : undefined,
        note: `?${param}=${JSON.stringify(value).slice(0, 40)}`,
      };
    }
    case 'numbers': {
      const literal = random.pick(NUMBER_LITERALS);
      const fields = numberFields(route.body);
      if (hasBody(route) && !route.multipart && fields.length > 0 && random.next() < 0.5) {
        const field = random.pick(fields);
        const isArray = route.body?.properties?.[field]?.type === 'array';
        return { url, headers: json, payload: withRawValue(body, field, literal, isArray), note: `${field}=${literal}` };
      }
      const value = literal.replaceAll('"', '');
      const params = pathParams(route).filter((name) => name !== 'kind' && name !== 'token');
      if (params.length > 0 && random.next() < 0.5) {
        const name = random.pick(params);
        return {
          url: fillPath(route, targets, { name, value }),
          headers: hasBody(route) ? json : {},
          payload: hasBody(route) ? bodyText : undefined,
          note: `:${name}=${value}`,
        };
      }
      const param = random.pick(['page', 'size', ...queryParams(route).map((entry) => entry.name)]);
      return {
        url: `${url}?${param}=${value}`,
        headers: hasBody(route) ? json : {},
        payload: hasBody(route) ? bodyText : undefined,
        note: `?${param}=${value}`,
      };
    }
    case 'unknown-ids': {
      const id = random.pick(['2147483647', '999999999', '123456']);
      const params = pathParams(route).filter((name) => name !== 'kind');
      const idFields = Object.keys(route.body?.properties ?? {}).filter((name) => /Ids?$/.test(name) || name === 'parentId');
      if (hasBody(route) && !route.multipart && idFields.length > 0 && (params.length === 0 || random.next() < 0.5)) {
        const field = random.pick(idFields);
        const isArray = route.body?.properties?.[field]?.type === 'array';
        return { url, headers: json, payload: withRawValue(body, field, id, isArray), note: `${field}=${id}` };
      }
      if (params.length === 0) return null;
      const name = random.pick(params);
      return {
        url: fillPath(route, targets, { name, value: id }),
        headers: hasBody(route) ? json : {},
        payload: hasBody(route) ? bodyText : undefined,
        note: `:${name}=${id}`,
      };
    }
    case 'content-type': {
      if (!hasBody(route)) return null;
      const [type, payload] = random.pick([
        ['text/plain', bodyText],
        ['application/xml', '<group><name>x</name></group>'],
        ['application/x-www-form-urlencoded', 'name=x&groupId=1'],
        ['multipart/form-data; boundary=x', bodyText],
        ['application/json; charset=utf-16', bodyText],
        ['application/json', Buffer.from(bodyText, 'utf16le')],
        ['', bodyText],
        ['image/png', Buffer.from('89504e470d0a1a0a', 'hex')],
        ['application/octet-stream', Buffer.alloc(64, 1)],
        ['application/json, text/html', bodyText],
      ] as [string, string | Buffer][]);
      return { url, headers: type ? { 'content-type': type } : {}, payload, note: `content-type "${type}"` };
    }
    case 'multipart': {
      if (!route.multipart) return null;
      const field = route.url.includes('with-image') ? random.pick(['image', 'images', 'group', 'post']) : random.pick(['file', 'files']);
      const broken = brokenMultipart(random, field);
      return { url, headers: { 'content-type': broken.contentType }, payload: broken.payload, note: broken.note };
    }
    case 'query': {
      const names = queryParams(route).map((entry) => entry.name);
      const name = random.pick(names.length > 0 ? names : ['page', 'size', 'unknown']);
      const value = random.pick(BAD_QUERY_VALUES);
      const shape = random.pick(['single', 'repeated', 'array', 'object']);
      const query =
        shape === 'repeated'
          ? `${name}=1&${name}=${encodeLoosely(value)}`
          : shape === 'array'
            ? `${name}[]=${encodeLoosely(value)}`
            : shape === 'object'
              ? `${name}[a]=${encodeLoosely(value)}`
              : `${name}=${encodeLoosely(value)}`;
      return {
        url: `${url}?${query}`,
        headers: hasBody(route) ? json : {},
        payload: hasBody(route) ? bodyText : undefined,
        note: `?${query.slice(0, 50)}`,
      };
    }
    case 'path': {
      const params = pathParams(route);
      if (params.length === 0) return null;
      const name = random.pick(params);
      const value = random.pick(BAD_PATH_VALUES);
      return {
        url: fillPath(route, targets, { name, value }),
        headers: hasBody(route) ? json : {},
        payload: hasBody(route) ? bodyText : undefined,
        note: `:${name}=${value.slice(0, 40)}`,
      };
    }
    case 'auth': {
      const header = random.pick(BAD_AUTH);
      return {
        url,
        headers: { ...(hasBody(route) ? json : {}), authorization: header },
        payload: hasBody(route) ? bodyText : undefined,
        caller: 'anonymous',
        note: `Authorization "${header.slice(0, 30)}"`,
      };
    }
  }
}

/**
 * `count` bad requests, the categories taken in turn and each applied to a random route it fits,
 * by a random caller (mostly the owner of the fixtures, or an operator on /api/admin, so that requests reach past authorization).
 * The same seed, routes and targets give the same requests.
 */
export function generateCases(routes: RouteSpec[], targets: Targets, { count, seed }: { count: number; seed: number }): Case[] {
  const random = seededRandom(seed);
  const cases: Case[] = [];
  for (let index = 0; cases.length < count; index++) {
    const category = CATEGORIES[index % CATEGORIES.length] ?? 'bad-json';
    for (let attempt = 0; attempt < 50; attempt++) {
      const route = random.pick(routes);
      const made = draft(category, route, targets, random);
      if (!made) continue;
      const roll = random.next();
      // The operators' API answers everyone else 404 before reading a thing: mostly an operator calls it.
      const signedIn: Caller = route.url.startsWith('/api/admin/') ? 'operator' : 'owner';
      const caller: Caller = made.caller ?? (roll < 0.55 ? signedIn : roll < 0.7 ? 'member' : roll < 0.85 ? 'other' : 'anonymous');
      cases.push({ ...made, category, route, caller, method: route.method });
      break;
    }
  }
  return cases;
}
