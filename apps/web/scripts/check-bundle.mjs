// Fails when the built bundle lacks the Korean zod locale. The bundler treats the contract's modules
// as free of side effects, so `z.config(ko())` survives only because `vite.config.ts` resolves every
// `import … from 'zod'` to `src/lib/zod-korean.ts`, which configures it before re-exporting zod; if
// that alias goes, every generic zod message on screen falls back to English. zod's English locale
// stays in the bundle either way: zod installs it as a default when the first schema is built, and
// an explicit `config` replaces it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const DIST = path.resolve(import.meta.dirname, '../dist');
// From zod's `ko` locale (`invalid_type`); no text of ours contains it.
const KOREAN_ZOD_MESSAGE = '잘못된 입력: 예상 타입은';

const assets = path.join(DIST, 'assets');
const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
const carriers = [];
for (const name of scripts) {
  if ((await readFile(path.join(assets, name), 'utf8')).includes(KOREAN_ZOD_MESSAGE)) carriers.push(name);
}
if (carriers.length === 0) {
  console.error(`check-bundle: no script in ${assets} carries the Korean zod locale ("${KOREAN_ZOD_MESSAGE}…")`);
  process.exit(1);
}
console.log(`check-bundle: Korean zod locale in ${carriers.join(', ')}`);
