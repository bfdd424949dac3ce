// Issue 12 point 3: static files are compressed once, at build (tools/precompress.ts), not per request.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from '../../../tools/precompress';

describe('precompress', () => {
  it('writes .br and .gz beside compressible files over 1 KB, whose content decompresses to the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'export const answer = 42;\n'.repeat(200);
    writeFileSync(join(dir, 'assets/app-1234.js'), script);
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4096, 7));
    const result = precompress(dir);
    expect(result.files).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app-1234.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app-1234.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});
