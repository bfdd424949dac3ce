// JSON values and RFC 7396 JSON merge patch, once for the whole project: a brand's document over the one of the
// brand it extends (tools/brand/merge-patch.ts adds which brand set each value), the settings' layers
// (src/platform/settings.ts, in the browser and the site server) and the sandbox's run-time settings patch
// (server/sandbox/settings.ts, which the site server shares). Pure, no imports: every layer may use it.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** An object that is not an array or null: what RFC 7396 merges key by key. */
export function isPlainObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A copy sharing no objects with the value (so a result never aliases a patch the caller may change). */
function copy<T>(value: T): T {
  return value === null || typeof value !== 'object' ? value : structuredClone(value);
}

/**
 * One walk for both uses of a patch. RFC 7396 section 2: an object patch merges key by key, null removes the key,
 * anything else (an array included) replaces. Combining two patches keeps the null instead, because the combined
 * patch must still remove that key from the document it is applied to.
 */
function merge(target: unknown, patch: unknown, nulls: 'remove' | 'keep'): Json {
  if (!isPlainObject(patch)) return copy(patch as Json);
  const result: JsonObject = isPlainObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null && nulls === 'remove') delete result[key];
    else result[key] = merge(result[key], value, nulls);
  }
  return result;
}

/** RFC 7396 section 2 (MergePatch), pure: neither argument is changed, and the result shares no objects with the patch. */
export function mergePatch(target: unknown, patch: unknown): Json {
  return merge(target, patch, 'remove');
}

/**
 * Two patches as one (the second applied after the first): like mergePatch, but a null is kept, so applying the
 * result removes what either patch removes. Used where patches add up before they are applied (the sandbox's
 * POST /api/sandbox/settings, a second one on top of the first).
 */
export function mergePatches(first: JsonObject, second: JsonObject): JsonObject {
  return merge(first, second, 'keep') as JsonObject;
}
