import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/lib/crypto.ts';
import { inspectImage, processImages } from '../src/modules/images/image-processing.ts';

// The suite runs on the Node of `node_modules/.bin/node` (the `node` package, Node 24 LTS) that npm
// scripts put first on PATH; these check that it is that Node and that the native and WASM parts
// the server loads work under it.
describe('the runtime', () => {
  it('is Node 24, able to run the server TypeScript by stripping its types', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(24);
    expect(process.version).toMatch(/^v24\./);
    expect(process.features.typescript).toBe('strip');
  });

  it('hashes and verifies a password with argon2 (native addon)', async () => {
    const hash = await hashPassword('동네모임-비밀번호');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, '동네모임-비밀번호')).toBe(true);
    expect(await verifyPassword(hash, '다른-비밀번호')).toBe(false);
  });

  it('re-encodes an image with sharp (native libvips)', async () => {
    const png = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    // Through the decoding child processes the server uses, which run on the same Node.
    const [processed] = await processImages([await inspectImage(png)]);
    expect(processed).toMatchObject({ ext: 'png', width: 2048, height: 683 });
    expect((await sharp(processed?.bytes).metadata()).format).toBe('png');
  });

  // A fresh PGlite runs initdb in WASM: tens of seconds on a loaded machine.
  it('opens the embedded PostgreSQL (PGlite, WASM) with the pg_trgm extension search uses', { timeout: 120_000 }, async () => {
    const db = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await db.exec('create extension pg_trgm');
      const { rows } = await db.query<{ major: number; similar: boolean }>(
        "select current_setting('server_version_num')::int / 10000 as major, '러닝 모임' % '러닝모임' as similar",
      );
      expect(rows[0]).toEqual({ major: expect.any(Number), similar: true });
      expect(rows[0]?.major).toBeGreaterThanOrEqual(17);
    } finally {
      await db.close();
    }
  });
});
