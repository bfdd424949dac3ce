// Run by `npm run build` after Vite: writes NAME.br (brotli, best quality) and NAME.gz (gzip, level 9)
// beside every compressible file of dist/site over 1 KB, so the site server sends them as they are
// (@fastify/static preCompressed) instead of compressing on every request. A smaller result only:
// a file that does not shrink is sent plain.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses the files of `dir`; returns how many were written. */
export function precompress(dir: string): { files: number; bytes: number; brotliBytes: number } {
  let count = 0;
  let bytes = 0;
  let brotliBytes = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
    bytes += content.length;
    brotliBytes += br.length;
  }
  return { files: count, bytes, brotliBytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? 'dist/site';
  const { files: n, bytes, brotliBytes } = precompress(dir);
  console.log(`precompress: ${n} files of ${dir}, ${(bytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB brotli`);
}
