import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const BOOLEAN_WORDS = ['true', 'false', '1', '0'];
const isTrue = (value: string) => value === 'true' || value === '1';

// `true` trusts every hop (right only when the proxy overwrites X-Forwarded-For); a list of the
// proxies' own addresses (IPs, CIDRs, or proxy-addr's `loopback`/`linklocal`/`uniquelocal`) trusts
// just them, so a client cannot pick its own rate-limit bucket by sending an X-Forwarded-For.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
}
const trustProxy = z
  .string()
  .trim()
  .refine(
    (value) => BOOLEAN_WORDS.includes(value) || value.split(',').every((entry) => isProxyAddress(entry.trim())),
    'true, false, or a comma-separated list of proxy addresses (IP, CIDR, loopback)',
  )
  .transform((value): boolean | string => (BOOLEAN_WORDS.includes(value) ? isTrue(value) : value.replaceAll(' ', '')));

const booleanWord = z
  .string()
  .trim()
  .refine((value) => BOOLEAN_WORDS.includes(value), 'true or false')
  .transform(isTrue);

/** Per-user write budgets (contract §16), each `WRITE_LIMIT_<NAME>` = `<count>/<window>` (s, m or h). */
export const WRITE_LIMIT_DEFAULTS = {
  groups: '10/1h',
  posts: '30/10m',
  comments: '60/10m',
  likes: '120/10m',
  /** Contract §20: votes in polls (changing one's vote counts again). */
  votes: '120/10m',
  joins: '30/10m',
  events: '20/1h',
  uploads: '60/10m',
  chat: '120/1m',
  /** Contract §21: read-position moves (REST and STOMP together); the web app sends at most one a second. */
  chatReads: '120/1m',
  edits: '120/10m',
  staff: '120/10m',
  /** Contract §12: the data export is heavy (every row the user ever wrote), so a few per hour. */
  exports: '5/1h',
  /** Contract §12: account deletion tries (wrong passwords count too). */
  account: '10/1h',
  /** Contract §11: at most 20 reports per user per hour (REPORTS_PER_HOUR). */
  reports: '20/1h',
  /** Contract §18: Web Push subscriptions (a device re-subscribes at most a few times a day). */
  push: '20/1h',
  /**
   * Contract §6: megapixels a user's uploads may decode, counted by the images service (not by a
   * route's `writeLimit`) in the same limiter, so instances sharing Redis share the budget.
   */
  megapixels: '300/10m',
} as const;
export type WriteLimitName = keyof typeof WRITE_LIMIT_DEFAULTS;
export type WriteLimit = { limit: number; windowMs: number };

const WINDOW_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000 } as const;
const writeLimit = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,8}\/[1-9]\d{0,5}[smh]$/, 'a count and a window, like 30/10m (s, m or h)')
  .transform((value): WriteLimit => {
    const [count = '', window = ''] = value.split('/');
    const unit = window.slice(-1) as keyof typeof WINDOW_UNIT_MS;
    return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * WINDOW_UNIT_MS[unit] };
  });
const writeLimitKeys = Object.fromEntries(
  Object.entries(WRITE_LIMIT_DEFAULTS).map(([name, value]) => [`WRITE_LIMIT_${name.toUpperCase()}`, writeLimit.prefault(value)]),
) as { [N in WriteLimitName as `WRITE_LIMIT_${Uppercase<N>}`]: z.ZodPrefault<typeof writeLimit> };

const envSchema = z.object({
  ...writeLimitKeys,
  REPORT_AUTO_HIDE_THRESHOLD: z.coerce.number().int().min(1).max(1000).default(3),
  UPLOAD_QUOTA_MB: z.coerce.number().int().positive().max(1_000_000).default(1024),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_PREFIX: z.string().default('dongne:'),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('동네모임 <no-reply@dongne.local>'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'a 65-byte P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a 32-byte P-256 private key in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
    .optional(),
  PUSH_ALLOW_INSECURE_ENDPOINTS: booleanWord.default(false),
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_IP: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_REFRESH_PER_FAMILY: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_REFRESH_PER_IP: z.coerce.number().int().positive().default(1200),
  RATE_LIMIT_MAIL_LINKS_PER_IP: z.coerce.number().int().positive().default(120),
  TRUST_PROXY: trustProxy.default(false),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  WEB_DIST: z.string().optional(),
  KAKAO_MAP_KEY: z.string().min(1).optional(),
  STOMP_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(2_000),
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case SQL name: letters, digits and _')
    .default('pgboss'),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  MAIL_OUTBOX: booleanWord.default(false),
  DEV_MAIL_PUBLIC: booleanWord.default(false),
  FIRST_SCREEN_RENDER: booleanWord.default(true),
  API_DOCS: booleanWord.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('each must be an e-mail address'))),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  redisPrefix: string;
  smtpUrl?: string;
  mailFrom: string;
  s3?: S3Config;
  jwtSecret: string;
  /** Contract §18: the VAPID key pair and contact that sign every push (RFC 8292). */
  vapid: VapidConfig;
  /** Outside production only: push endpoints at http://127.0.0.1:<port> (the tests' push service). */
  pushAllowInsecureEndpoints: boolean;
  publicUrl: string;
  logLevel: string;
  rateLimitAuthPerIp: number;
  /** Token refreshes per sign-in (refresh family) per 10 minutes; a tab refreshes every 15 minutes (contract §2.3). */
  rateLimitRefreshPerFamily: number;
  /** Token refreshes per client IP per 10 minutes, valid or not; generous, as one office shares one IP. */
  rateLimitRefreshPerIp: number;
  /** Opens and posts of the mail's links (the digest's unsubscribe) per client IP per 10 minutes. */
  rateLimitMailLinksPerIp: number;
  trustProxy: boolean | string;
  /** How long /api/health answers 503 before the listener closes on SIGTERM (for polling balancers). */
  shutdownDelayMs: number;
  /**
   * PostgreSQL only: longest a statement may run (server side) and a query may wait for its answer
   * (client side, plus 5 s), then the request answers 503. 0 turns both off. Migrations and
   * seed:bench run without it.
   */
  dbStatementTimeoutMs: number;
  webDist: string;
  kakaoMapKey?: string;
  stompHeartbeatMs: number;
  /** How often each job worker asks the queue for due jobs (pg-boss's polling; 500 ms at least). */
  jobsPollIntervalMs: number;
  /** The schema pg-boss keeps its tables in (deployments, or test files, sharing one database keep apart). */
  jobsSchema: string;
  /** A client must send its request headers within this, and the whole request within bodyTimeoutMs. */
  http: { headersTimeoutMs: number; bodyTimeoutMs: number };
  /** The dev mailbox answers other machines too (never in production): it hands out every code. */
  devMailPublic: boolean;
  /** Guests' `/` and `/explore` rendered on the server when the web build has its SSR entry. */
  firstScreenRender: boolean;
  /** OpenAPI pages at /api/docs; always outside production, in production only when asked for. */
  apiDocs: boolean;
  /** Bearer token for GET /metrics; without it the route answers 404. */
  metricsToken?: string;
  /** Addresses that are operators (`ADMIN`) from sign-up or from the next start (contract §13). */
  adminEmails: string[];
  /** Per-user budgets of the routes that name one (`config.writeLimit`), see plugins/write-limits.ts. */
  writeLimits: Record<WriteLimitName, WriteLimit>;
  /** What one user's stored images may add up to, in bytes (UPLOAD_QUOTA_MB). */
  uploadQuotaBytes: number;
  /** Contract §11: distinct reporters that hide a post, comment or chat message until an operator decides. */
  reportAutoHideThreshold: number;
};

export type VapidConfig = { publicKey: string; privateKey: string; subject: string };

/** Object storage for images; all of endpoint, bucket and keys, or none (local disk). */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Absolute base URL the bucket is publicly readable at; without it the server streams /uploads/…. */
  publicUrl?: string;
};

/** Thrown with one line per bad key, so a bad start says exactly what to fix. */
export class ConfigError extends Error {}

/** Reads the environment once, validated; in development the JWT secret is generated into DATA_DIR. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Operator messages in one language: the contract sets zod's messages to Korean for users.
  const parsed = envSchema.safeParse(env, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  if (values.NODE_ENV === 'production' && !values.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\nJWT_SECRET: required in production');
  }
  if (values.NODE_ENV === 'production' && (!values.VAPID_PUBLIC_KEY || !values.VAPID_PRIVATE_KEY || !values.VAPID_SUBJECT)) {
    throw new ConfigError('Invalid configuration:\nVAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: required in production');
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid configuration:\nVAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  // A forgotten SMTP_URL in production would leave sign-up codes in the database and nowhere else.
  if (values.NODE_ENV === 'production' && !values.SMTP_URL && !values.MAIL_OUTBOX) {
    throw new ConfigError(
      'Invalid configuration:\nSMTP_URL: required in production (MAIL_OUTBOX=true keeps mail in the database on purpose)',
    );
  }
  return {
    env: values.NODE_ENV,
    s3: readS3Config(values),
    host: values.HOST,
    port: values.PORT,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    redisPrefix: values.REDIS_PREFIX,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    vapid: {
      ...(values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
        ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
        : readOrCreateVapidKeys(dataDir)),
      subject: values.VAPID_SUBJECT ?? `mailto:${mailAddress(values.MAIL_FROM)}`,
    },
    pushAllowInsecureEndpoints: values.PUSH_ALLOW_INSECURE_ENDPOINTS && values.NODE_ENV !== 'production',
    publicUrl: values.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: values.LOG_LEVEL,
    rateLimitAuthPerIp: values.RATE_LIMIT_AUTH_PER_IP,
    rateLimitRefreshPerFamily: values.RATE_LIMIT_REFRESH_PER_FAMILY,
    rateLimitRefreshPerIp: values.RATE_LIMIT_REFRESH_PER_IP,
    rateLimitMailLinksPerIp: values.RATE_LIMIT_MAIL_LINKS_PER_IP,
    trustProxy: values.TRUST_PROXY,
    shutdownDelayMs: values.SHUTDOWN_DELAY_MS,
    dbStatementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS,
    kakaoMapKey: values.KAKAO_MAP_KEY,
    stompHeartbeatMs: values.STOMP_HEARTBEAT_MS,
    jobsPollIntervalMs: values.JOBS_POLL_INTERVAL_MS,
    jobsSchema: values.JOBS_SCHEMA,
    http: { headersTimeoutMs: values.HTTP_HEADERS_TIMEOUT_MS, bodyTimeoutMs: values.HTTP_BODY_TIMEOUT_MS },
    devMailPublic: values.DEV_MAIL_PUBLIC && values.NODE_ENV !== 'production',
    firstScreenRender: values.FIRST_SCREEN_RENDER,
    apiDocs: values.NODE_ENV !== 'production' || values.API_DOCS,
    metricsToken: values.METRICS_TOKEN,
    adminEmails: values.ADMIN_EMAILS,
    writeLimits: readWriteLimits(values),
    uploadQuotaBytes: values.UPLOAD_QUOTA_MB * 1024 * 1024,
    reportAutoHideThreshold: values.REPORT_AUTO_HIDE_THRESHOLD,
    webDist: path.resolve(values.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  };
}

/**
 * Only what reaching the database takes, for `npm run db:migrate`: an operator migrating before a
 * rollout should not need the server's secrets (JWT_SECRET, SMTP_URL) in that shell.
 */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): { databaseUrl?: string; dataDir: string } {
  const parsed = envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }).safeParse(env, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

function readWriteLimits(values: z.infer<typeof envSchema>): Record<WriteLimitName, WriteLimit> {
  const names = Object.keys(WRITE_LIMIT_DEFAULTS) as WriteLimitName[];
  return Object.fromEntries(names.map((name) => [name, values[`WRITE_LIMIT_${name.toUpperCase() as Uppercase<typeof name>}`]])) as Record<
    WriteLimitName,
    WriteLimit
  >;
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** S3 is on when any of its keys is set; then every required one must be, or the start stops. */
function readS3Config(values: z.infer<typeof envSchema>): S3Config | undefined {
  if (![...S3_REQUIRED, 'S3_PUBLIC_URL' as const].some((key) => values[key])) return undefined;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: accessKeyId, S3_SECRET_KEY: secretAccessKey } = values;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const lines = S3_REQUIRED.filter((key) => !values[key]).map((key) => `${key}: required when S3 storage is configured`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: values.S3_REGION, publicUrl: values.S3_PUBLIC_URL?.replace(/\/$/, '') };
}

/** The address inside a From header (`동네모임 <no-reply@…>`), the default VAPID contact. */
function mailAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}

/** Outside production a VAPID key pair is generated once into DATA_DIR, like the JWT secret. */
function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const privateKey = ecdh.getPrivateKey();
  const keys = {
    publicKey: ecdh.getPublicKey('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
