// JSON values and RFC 7396 JSON merge patch, once for the whole project: a brand's document over the one of the
// brand it extends (src/brand/merge-patch.ts adds which brand set each value), the settings' layers
// (src/platform/settings.ts, in the browser and the site server) and the sandbox's run-time settings patches
// (server/sandbox/settings.ts, which the site server shares). The merge itself is the json-merge-patch package's;
// this module only makes it pure. No imports of ours: every layer may use it.
import applyMergePatch from 'json-merge-patch/lib/apply.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** An object that is not an array or null: what RFC 7396 merges key by key. */
export function isPlainObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * RFC 7396 section 2 (MergePatch), pure: the package patches its target in place and keeps the patch's objects in
 * the result, so both go in as copies (neither argument changes, and the result shares no objects with either).
 */
export function mergePatch(target: unknown, patch: unknown): Json {
  return applyMergePatch(structuredClone(target), structuredClone(patch)) as Json;
}
