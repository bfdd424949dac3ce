// The form engine interprets JSON Schema itself (src/forms/validate.ts: no ajv compiler in the browser, whose
// policy has no unsafe-eval). Its keywords must mean what JSON Schema says, so every case of the official JSON
// Schema Test Suite (draft-07, vendored in tests/fixtures/json-schema-test-suite) runs against it: each group whose
// schema a form document could hold, that is, one the form vocabulary (schemas/form-field.schema.json, which
// `brand validate` applies) admits. A group it refuses (an $id, a boolean schema, patternProperties ...) is one no
// brand can publish.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { validateValue, type Schema } from '../../../src/forms/validate';
import { validators } from '../../../src/generated/validators.js';
import vocabulary from '../../../schemas/form-field.schema.json';

interface Group { description: string; schema: unknown; tests: { description: string; data: unknown; valid: boolean }[] }

const SUITE = join(__dirname, '../../fixtures/json-schema-test-suite/draft7');
const files = readdirSync(SUITE).filter((f) => f.endsWith('.json')).sort();
const groupsOf = (file: string) => JSON.parse(readFileSync(join(SUITE, file), 'utf8')) as Group[];
const admitted = (schema: unknown) => validators['form-field'](schema);

/** Keywords that say nothing about validity (rjsf shows them) or only hold schemas for $ref. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'readOnly', 'definitions']);
/** The suite's file of a keyword, where it is not the keyword's own name. */
const FILE_OF: Record<string, string> = { $ref: 'ref', if: 'if-then-else', then: 'if-then-else', else: 'if-then-else' };

describe('the vendored suite covers exactly the keywords the form vocabulary admits', () => {
  it('a suite file for each JSON Schema keyword of schemas/form-field.schema.json, and no other', () => {
    const keywords = Object.keys(vocabulary.properties).filter((k) => !k.startsWith('x-') && !ANNOTATIONS.has(k));
    const needed = [...new Set(keywords.map((k) => `${FILE_OF[k] ?? k}.json`))].sort();
    expect(files).toEqual(needed);
  });
});

describe.each(files)('JSON Schema Test Suite, draft-07, %s', (file) => {
  const groups = groupsOf(file).filter((group) => admitted(group.schema));
  it('has groups a form document could hold', () => {
    expect(groups.length).toBeGreaterThan(0);
  });
  it.each(groups.map((group) => [group.description, group] as const))('%s', (_description, group) => {
    const schema = group.schema as Schema;
    for (const test of group.tests) {
      const problems = validateValue(schema, test.data, { root: schema, today: new Date(2026, 0, 1) });
      expect(problems.length === 0, `${test.description}: ${JSON.stringify(test.data)} ${JSON.stringify(problems)}`).toBe(test.valid);
    }
  });
});
