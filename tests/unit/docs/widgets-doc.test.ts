// docs/widgets.md is the widget reference, written by npm run gen from the schemas and examples and committed
// (issue 25 item 4). npm test runs gen with --no-docs, so this compares the committed file with a fresh generation:
// a schema or example changed without running gen fails here.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WIDGET_DOCS, typeOf, widgetDocs } from '../../../tools/gen-widget-docs.ts';
import { ROOT, listFolders } from '../../../src/brand/schema-files.ts';

describe('docs/widgets.md', () => {
  it('is what npm run gen writes now (run npm run gen and commit docs/widgets.md)', () => {
    expect(readFileSync(WIDGET_DOCS, 'utf8') === widgetDocs(), 'docs/widgets.md is stale: run npm run gen and commit it').toBe(true);
  });

  it('has a section for every widget folder, with its props and its example', () => {
    const docs = widgetDocs();
    for (const type of listFolders(join(ROOT, 'src/widgets'))) {
      const section = docs.split(`\n## ${type}\n`)[1]?.split('\n## ')[0];
      expect(section, type).toBeDefined();
      const example = JSON.parse(readFileSync(join(ROOT, 'src/widgets', type, 'example.json'), 'utf8'));
      expect(section, type).toContain(JSON.stringify(example, null, 2));
      const schema = JSON.parse(readFileSync(join(ROOT, 'src/widgets', type, 'props.schema.json'), 'utf8'));
      for (const prop of Object.keys(schema.properties ?? {})) expect(section, `${type}.${prop}`).toContain(`| \`${prop}\``);
    }
  });

  it("names a prop's type in a reader's words", () => {
    const root = { definitions: { tone: { type: 'string', enum: ['accent', 'danger'] } } };
    expect(typeOf({ $ref: '../../../schemas/text.schema.json' }, root)).toBe('text key');
    expect(typeOf({ $ref: '#/definitions/tone' }, root)).toBe('"accent" | "danger"');
    expect(typeOf({ type: 'array', items: { type: 'number' } }, root)).toBe('list of number');
    expect(typeOf({ type: 'object', additionalProperties: { $ref: '../../../schemas/expression.schema.json' } }, root)).toBe('map of expression');
    expect(typeOf({ type: 'string', 'x-ref': 'modal' }, root)).toBe('modal name');
  });
});
