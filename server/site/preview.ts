// Previewing a published version that is not live yet, in one browser only (DESIGN contract:
// `?preview=<hash>` with BRAND_PREVIEW_KEY). The operator opens any page with
// `?preview=<hash>&previewKey=<key>`: the server answers with a cookie naming the version, signed with the
// key, and sends the browser to the same address without the key (so it stays out of history and logs).
// Page loads with that cookie get that version; `?preview=off` ends it. Without BRAND_PREVIEW_KEY there is
// no preview by address, and a cookie that is not signed with the key, or names no valid version, is ignored.
// The operator studio (server/studio) sets the same cookie for a signed-in operator (cookieFor), signed with the
// cookie key: BRAND_PREVIEW_KEY when there is one, else a key of this process's own.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BrandBundle } from '../../src/platform/brand';
import type { LiveBrand } from './liveBrand';
import { cookieValue } from '../cookies';
import { sameSitePath } from './redirect';

export const PREVIEW_COOKIE = 'brand-preview';

const sign = (key: string, brand: string, hash: string) => createHmac('sha256', key).update(`${brand}:${hash}`).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The address without the preview parameters, as a path of this site (redirect.ts). */
function withoutPreview(url: string): string {
  const [path, query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.delete('preview');
  params.delete('previewKey');
  const rest = params.toString();
  return sameSitePath(rest ? `${path}?${rest}` : path);
}

export interface Preview {
  /** The Set-Cookie value that makes a browser preview `hash` (the studio's preview), or one that ends it (null). */
  cookieFor(hash: string | null, secure: boolean): string;
  /** The version this request previews, or null for the live one. */
  bundleFor(request: FastifyRequest): BrandBundle | null;
  /** Handles ?preview= on page loads (sets or clears the cookie, then redirects). */
  register(app: FastifyInstance): void;
}

/**
 * `key` opens a preview by address (?previewKey=); `cookieKey` (default: the key) signs the cookie. Without a cookie
 * key there is no preview at all.
 */
export function brandPreview(key: string | undefined, live: LiveBrand, cookieKey: string | undefined = key): Preview {
  const cookieValueFor = (hash: string) => `${hash}.${sign(cookieKey!, live.id, hash)}`;
  const cookieLine = (value: string, secure: boolean) => `${PREVIEW_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    cookieFor(hash, secure) {
      if (!cookieKey) throw new Error('no preview cookie key');
      return hash === null ? `${cookieLine('', secure)}; Max-Age=0` : cookieLine(cookieValueFor(hash), secure);
    },
    bundleFor(request) {
      if (!cookieKey) return null;
      const value = cookieValue(request.headers.cookie, PREVIEW_COOKIE);
      if (!value) return null;
      const [hash, signature = ''] = value.split('.');
      if (!sameText(signature, sign(cookieKey, live.id, hash))) return null;
      return live.version(hash);
    },
    register(app) {
      if (!key) return;
      app.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
        const query = request.query as Record<string, string | undefined>;
        const wanted = query.preview;
        if (wanted === undefined) return;
        const secure = request.protocol === 'https';
        if (wanted === 'off') {
          reply.header('set-cookie', `${cookieLine('', secure)}; Max-Age=0`);
          return reply.code(303).header('location', withoutPreview(request.url)).send();
        }
        const given = query.previewKey;
        if (typeof given !== 'string' || !sameText(given, key)) return reply.code(403).type('text/plain').send('A preview needs the preview key (previewKey).');
        if (!live.version(wanted)) return reply.code(404).type('text/plain').send(`Brand ${live.id} has no valid published version ${wanted}.`);
        reply.header('set-cookie', cookieLine(cookieValueFor(wanted), secure));
        return reply.code(303).header('location', withoutPreview(request.url)).send();
      });
    },
  };
}
