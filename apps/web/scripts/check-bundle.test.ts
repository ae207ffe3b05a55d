import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../dist');
const script = path.resolve(import.meta.dirname, 'check-bundle.mjs');

describe.skipIf(!existsSync(dist))('built bundle (skipped when apps/web/dist is missing: run `npm run build` first)', () => {
  it('carries the Korean zod locale', () => {
    expect(execFileSync(process.execPath, [script], { encoding: 'utf8' })).toContain('Korean zod locale in');
  });
});
