// Writes .br and .gz siblings of the built text assets, so the server (@fastify/static with
// `preCompressed`) sends them compressed without compressing on every request. A sibling is kept
// only when it is smaller than the file it stands for.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

const ENCODERS = {
  br: (bytes) =>
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gz: (bytes) => gzipSync(bytes, { level: 9 }),
};

let written = 0;
for await (const file of files(DIST)) {
  const bytes = await readFile(file);
  for (const [extension, encode] of Object.entries(ENCODERS)) {
    const target = `${file}.${extension}`;
    const compressed = bytes.length >= MIN_BYTES ? encode(bytes) : null;
    if (compressed && compressed.length < bytes.length) {
      await writeFile(target, compressed);
      written++;
    } else {
      await rm(target, { force: true });
    }
  }
}
console.log(`precompress: ${written} .br/.gz files in ${path.relative(process.cwd(), DIST) || DIST}`);
