// Issue 10 item 11 (security review finding 12): every free-text field a client sends has a maximum
// length, so no request can store a megabyte in a row. Checked on the schemas themselves: each string of
// every request body schema (schemas/api/*.request and the sign-up payload) has maxLength or an enum.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(__dirname, '../../../schemas/api');
const requestSchemas = readdirSync(DIR).filter((f) => /\.request\.schema\.json$/.test(f) || f === 'sign-up-payload.schema.json');

type Node = Record<string, unknown>;

/** Every string-typed node: its path and node. */
function strings(node: unknown, path: string, found: Array<[string, Node]> = []): Array<[string, Node]> {
  if (!node || typeof node !== 'object') return found;
  const n = node as Node;
  const types = Array.isArray(n.type) ? n.type : [n.type];
  if (types.includes('string')) found.push([path, n]);
  for (const [key, child] of Object.entries((n.properties ?? {}) as Record<string, unknown>)) strings(child, `${path}/${key}`, found);
  for (const [key, child] of Object.entries((n.definitions ?? {}) as Record<string, unknown>)) strings(child, `${path}#${key}`, found);
  for (const key of ['items', 'additionalProperties'] as const) if (n[key] && typeof n[key] === 'object') strings(n[key], `${path}/${key}`, found);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) (n[key] as unknown[] | undefined)?.forEach((child, i) => strings(child, `${path}/${key}/${i}`, found));
  return found;
}

describe('request bodies: every free-text field has a maximum length', () => {
  it('there are request schemas to check', () => {
    expect(requestSchemas.length).toBeGreaterThanOrEqual(10);
  });

  for (const file of requestSchemas) {
    it(file, () => {
      const schema = JSON.parse(readFileSync(join(DIR, file), 'utf8'));
      const unbounded = strings(schema, '').filter(([, node]) => typeof node.maxLength !== 'number' && !Array.isArray(node.enum) && node.const === undefined).map(([path]) => path);
      expect(unbounded).toEqual([]);
    });
  }
});
