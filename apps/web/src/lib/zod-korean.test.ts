import { describe, expect, it } from 'vitest';
// As the bundle sees it: `zod` is `src/lib/zod-korean.ts` (vite.config.ts), not the package itself.
import { z } from 'zod';

describe('zod in the browser bundle', () => {
  it('speaks Korean without anyone importing a locale first', () => {
    const result = z.object({ nickname: z.string() }).safeParse({ nickname: 42 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^잘못된 입력/);
  });
});
