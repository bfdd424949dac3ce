// How answers travel (issue 12 point 3): brotli or gzip for everything compressible (pages, brand bundles,
// API JSON, static files; the build writes .br and .gz beside each static file, tools/precompress.ts, and
// the static plugin serves those). What may be cached is said where each answer is made: hashed assets
// immutable (main.ts), bundle versions immutable and pages private, no-cache without an ETag (app.ts), a player's
// API answers no-store (server/sandbox/index.ts).
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes, compressing costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli quality for answers made per request: 5 is fast and close to the best ratio; files are pre-compressed at 11. */
const DYNAMIC_BROTLI_QUALITY = 5;

export async function registerTransport(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}
