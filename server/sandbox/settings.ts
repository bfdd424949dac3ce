// The settings2 answer (spec 3 App settings) with a run-time patch: POST /api/sandbox/settings merge-patches it
// (RFC 7396), DELETE /api/sandbox/settings (and /api/sandbox/reset) drops the patch, so a test or a demo
// switches any setting (cookie notice, excluded countries, chat, registration switches) without a restart.
// The patch lives in memory, in a holder the site server shares, so the site's boot config (the settings every
// page starts with) follows it too; a restart starts from the seeded settings2.json again.
// With ?scope=<scope>, a patch applies only to requests carrying the cookie sandbox-settings-scope=<scope> (one
// browser context), on top of the unscoped one: tests running side by side each switch settings for themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxContext } from './context';
import { readData } from './data';
import { badRequest } from './errors';
import { cookieValue } from '../cookies';
import { isPlainObject, mergePatch, type Json, type JsonObject } from '../../src/lib/json';

/** The run-time patches of the settings: one holder per site process, shared by the sandbox and the site. */
export class SettingsPatch {
  // Each scope keeps its patches in the order they came: a second POST applies on top of the first, so a null in
  // the first still removes a seeded key (kept as a list rather than combined into one patch, which RFC 7396
  // cannot express: a combined patch would lose that null or turn it into a value).
  private readonly patches = new Map<string, JsonObject[]>();
  /** The patches a request in this scope gets, in order: the unscoped ones, then the scope's own on top. */
  current(scope: string | null = null): JsonObject[] {
    return [...(this.patches.get('') ?? []), ...(scope ? this.patches.get(scope) ?? [] : [])];
  }
  /** The settings a request in this scope sees: `settings` with the scope's patches applied in order. */
  applyTo(settings: unknown, scope: string | null = null): Json {
    return this.current(scope).reduce<Json>((result, patch) => mergePatch(result, patch), settings as Json);
  }
  /** Adds a patch on top of the ones before (a patch of the already patched settings). */
  apply(patch: JsonObject, scope: string | null = null): void {
    this.patches.set(scope ?? '', [...(this.patches.get(scope ?? '') ?? []), structuredClone(patch)]);
  }
  /** Drops one scope's patches (null: the unscoped ones), or every patch. */
  clear(scope?: string | null): void {
    if (scope === undefined) this.patches.clear();
    else this.patches.delete(scope ?? '');
  }
}

export const SETTINGS_SCOPE_COOKIE = 'sandbox-settings-scope';
const SCOPE = /^[A-Za-z0-9_-]{1,64}$/;

/** The settings scope a request's cookies name, or null. */
export function settingsScopeOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const scope = cookieValue(request.headers.cookie, SETTINGS_SCOPE_COOKIE);
  return scope !== null && SCOPE.test(scope) ? scope : null;
}

/** The settings2 answer now, for this request's scope (none: the unscoped patch only): the seeded file, patched. */
export const currentSettings = (ctx: SandboxContext, request?: Pick<FastifyRequest, 'headers'>): Record<string, unknown> =>
  ctx.settingsPatch.applyTo(readData('settings2.json'), request ? settingsScopeOf(request) : null) as Record<string, unknown>;

/** The ?scope= of a control request (null without one); a bad one is a 400. Other scoped controls use it too. */
export function scopeParameter(query: unknown): string | null {
  const scope = (query as { scope?: unknown } | undefined)?.scope;
  if (scope === undefined) return null;
  if (typeof scope !== 'string' || !SCOPE.test(scope)) throw badRequest('scope must be 1 to 64 letters, digits, - or _', 'scope');
  return scope;
}

/** A patch is at most this long as JSON: settings are small, and this is a write endpoint (size limits). */
const PATCH_BODY_LIMIT = 64 * 1024;

export function settingsControlRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.post('/api/sandbox/settings', { bodyLimit: PATCH_BODY_LIMIT }, async (request) => {
    if (!isPlainObject(request.body)) throw badRequest('The body must be a JSON object: a merge patch of the settings (RFC 7396)', 'settings');
    const scope = scopeParameter(request.query);
    ctx.settingsPatch.apply(request.body, scope);
    return { success: true, data: ctx.settingsPatch.applyTo(readData('settings2.json'), scope) };
  });
  // Without ?scope=, every patch goes; with one, that scope's.
  app.delete('/api/sandbox/settings', async (request) => {
    const scope = scopeParameter(request.query);
    if (scope === null) ctx.settingsPatch.clear();
    else ctx.settingsPatch.clear(scope);
    return { success: true, data: ctx.settingsPatch.applyTo(readData('settings2.json'), scope) };
  });
  ctx.bus.on('reset', () => ctx.settingsPatch.clear());
}
