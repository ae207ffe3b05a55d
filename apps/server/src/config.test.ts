import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDatabaseConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/dongne-config-test', JWT_SECRET: 'config-test-secret-config-test-secret-0123' };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe('loadConfig: S3', () => {
  it('keeps images on local disk when no S3 key is set', () => {
    expect(load({}).s3).toBeUndefined();
  });

  it('reads a complete S3 setting, region defaulting to us-east-1 and the public URL without its slash', () => {
    const s3 = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'dongne', S3_ACCESS_KEY: 'key', S3_SECRET_KEY: 'secret' };
    expect(load({ ...s3, S3_PUBLIC_URL: 'https://img.example.com/' }).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'dongne',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://img.example.com',
    });
  });

  it('stops the start naming every missing key of a half-set S3 configuration', () => {
    expect(() => load({ S3_BUCKET: 'dongne' })).toThrow(ConfigError);
    expect(() => load({ S3_BUCKET: 'dongne' })).toThrow(
      /S3_ENDPOINT: required[\s\S]*S3_ACCESS_KEY: required[\s\S]*S3_SECRET_KEY: required/,
    );
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('is off by default and takes true/false', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('takes a list of proxy addresses, CIDRs and named ranges', () => {
    expect(load({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback,::1' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8,loopback,::1');
  });

  it('refuses anything else with the key named', () => {
    expect(() => load({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY: true, false, or a comma-separated list/);
    expect(() => load({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(ConfigError);
  });
});

describe('loadConfig: exposure in production', () => {
  const production = {
    NODE_ENV: 'production',
    VAPID_PUBLIC_KEY: 'BNbAimWyQq8VNW07zuYH9Hv2FNfYwTSRocYiL13fOTI0fF97RwHUT_ViA7Cp6Hpq7BXIZbsjUVp_diB7iXS5llU',
    VAPID_PRIVATE_KEY: '8spXgY-rk4LCoGJWjAxmeK00FnUL1RUFZvtMcSBtEK8',
    VAPID_SUBJECT: 'mailto:ops@dongne.example',
  };

  it('refuses to start in production without SMTP_URL unless MAIL_OUTBOX=true says the outbox is meant', () => {
    expect(() => load(production)).toThrow(/SMTP_URL: required in production/);
    expect(() => load({ ...production, MAIL_OUTBOX: 'true' })).not.toThrow();
    expect(() => load({ ...production, SMTP_URL: 'smtp://mail.example.com:587' })).not.toThrow();
  });

  it('needs the VAPID keys and contact in production; elsewhere a key pair is generated once into DATA_DIR', () => {
    const { VAPID_PUBLIC_KEY: _public, ...withoutKeys } = production;
    expect(() => load({ ...withoutKeys, MAIL_OUTBOX: 'true' })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT: required in production/,
    );
    expect(load({ ...production, MAIL_OUTBOX: 'true' }).vapid.subject).toBe('mailto:ops@dongne.example');
    const generated = load({ DATA_DIR: `/tmp/dongne-vapid-${process.pid}` }).vapid;
    expect(generated.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(generated.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(load({ DATA_DIR: `/tmp/dongne-vapid-${process.pid}` }).vapid).toEqual(generated);
    expect(() => load({ VAPID_PUBLIC_KEY: production.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
    expect(load({ ...production, MAIL_OUTBOX: 'true', PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' }).pushAllowInsecureEndpoints).toBe(false);
  });

  it('keeps the API documentation off in production unless API_DOCS=true', () => {
    expect(load({}).apiDocs).toBe(true);
    expect(load({ ...production, MAIL_OUTBOX: 'true' }).apiDocs).toBe(false);
    expect(load({ ...production, MAIL_OUTBOX: 'true', API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it("renders guests' first screens on the server unless FIRST_SCREEN_RENDER=false", () => {
    expect(load({}).firstScreenRender).toBe(true);
    expect(load({ FIRST_SCREEN_RENDER: 'false' }).firstScreenRender).toBe(false);
    expect(() => load({ FIRST_SCREEN_RENDER: 'maybe' })).toThrow(/FIRST_SCREEN_RENDER/);
  });

  it('never opens the dev mailbox to other machines in production', () => {
    expect(load({}).devMailPublic).toBe(false);
    expect(load({ DEV_MAIL_PUBLIC: 'true' }).devMailPublic).toBe(true);
    expect(load({ ...production, MAIL_OUTBOX: 'true', DEV_MAIL_PUBLIC: 'true' }).devMailPublic).toBe(false);
  });

  it('names a flag that is not true or false', () => {
    expect(() => load({ API_DOCS: 'yes' })).toThrow(/API_DOCS: true or false/);
  });
});

describe('loadConfig: messages for operators', () => {
  it('names the key and says what is wrong in English, even though users see Korean zod messages', async () => {
    await import('@dongne/contract');
    expect(() => load({ PORT: '99999' })).toThrow(/PORT: Too big: expected number to be <=65535/);
    expect(() => load({ PORT: '99999' })).not.toThrow(/[가-힣]/);
  });
});

describe('loadDatabaseConfig (npm run db:migrate)', () => {
  it('needs no server secrets in production, only where the database is', () => {
    expect(loadDatabaseConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/dongne' })).toEqual({
      databaseUrl: 'postgres://app@db:5432/dongne',
      dataDir: expect.stringMatching(/data$/),
    });
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'mysql://db' })).toThrow(/DATABASE_URL/);
  });
});

describe('loadConfig: write limits and upload quota', () => {
  it('has a default budget for every write limit and a 1024 MB quota', () => {
    const config = load({});
    expect(config.writeLimits.posts).toEqual({ limit: 30, windowMs: 600_000 });
    expect(config.writeLimits.groups).toEqual({ limit: 10, windowMs: 3_600_000 });
    expect(config.writeLimits.chat).toEqual({ limit: 120, windowMs: 60_000 });
    expect(config.uploadQuotaBytes).toBe(1024 * 1024 * 1024);
  });

  it('reads count/window from WRITE_LIMIT_<NAME> and names a malformed one', () => {
    expect(load({ WRITE_LIMIT_LIKES: '5/30s', UPLOAD_QUOTA_MB: '2' })).toMatchObject({
      writeLimits: { likes: { limit: 5, windowMs: 30_000 } },
      uploadQuotaBytes: 2 * 1024 * 1024,
    });
    expect(() => load({ WRITE_LIMIT_POSTS: '30 per minute' })).toThrow(/WRITE_LIMIT_POSTS: a count and a window/);
    expect(() => load({ WRITE_LIMIT_POSTS: '0/1m' })).toThrow(/WRITE_LIMIT_POSTS/);
  });
});
