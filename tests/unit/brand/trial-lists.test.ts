// Issue 26 item 1, "the trial's cases become small": on the real curacao, a child brand changes the logo, swaps two
// lobby rows and adds two routes, each in a document of 10 lines or fewer ($patch by id), and the rest of each list
// still follows curacao.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { validateBrand } from '../../../src/brand/validate.ts';
import { resolveBrand } from '../../../src/brand/resolve.ts';
import { formatProblem } from '../../../src/brand/problems.ts';

const dir = mkdtempSync(join(tmpdir(), 'trial-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
cpSync(join(ROOT, 'brands/curacao'), join(dir, 'curacao'), { recursive: true });

/** The trial's three list changes, as an operator writes them. */
const DOCUMENTS: Record<string, string> = {
  'layout.json': `{
  "header": { "$patch": [
    { "op": "merge", "id": "logo", "value": { "props": { "src": "/acme/logo.svg" } } }
  ] }
}
`,
  'pages/casino.json': `{
  "body": { "$patch": [{ "op": "move", "id": "new", "before": "popular" }] }
}
`,
  // A form's choices (a oneOf, each a JSON Schema named by its const) and its ui:order (strings) alike.
  'forms/self-exclusion.json': `{
  "schema": { "properties": { "duration": { "oneOf": { "$patch": [{ "op": "remove", "id": "1h" }] } } } }
}
`,
  'routes.json': `{
  "routes": { "$patch": [
    { "op": "add", "after": "tournaments", "value": { "id": "acme-cup", "path": "/acme-cup", "page": "tournaments" } },
    { "op": "add", "after": "promotions", "value": { "id": "acme-wins", "path": "/acme-wins", "page": "promotions" } }
  ] }
}
`,
};
mkdirSync(join(dir, 'acme/pages'), { recursive: true });
mkdirSync(join(dir, 'acme/forms'), { recursive: true });
writeFileSync(join(dir, 'acme/brand.json'), JSON.stringify({ id: 'acme', name: 'Acme', extends: 'curacao' }));
for (const [path, text] of Object.entries(DOCUMENTS)) writeFileSync(join(dir, 'acme', path), text);

describe('the operator trial\'s list changes on curacao (issue 26 item 1)', () => {
  it('each is a document of 10 lines or fewer, and the brand is valid', () => {
    for (const [path, text] of Object.entries(DOCUMENTS)) expect(text.trimEnd().split('\n').length, path).toBeLessThanOrEqual(10);
    expect(validateBrand('acme', { brandsDir: dir }).problems.map(formatProblem)).toEqual([]);
  });

  it('changes what it names and nothing else', () => {
    const acme = resolveBrand('acme', { brandsDir: dir }).resolved!.documents;
    const curacao = resolveBrand('curacao', { brandsDir: dir }).resolved!.documents;
    type Node = { id?: string; props?: Record<string, unknown> };
    const header = (docs: typeof acme) => (docs['layout.json'].data as { header: Node[] }).header;
    expect(header(acme)[0].props?.src).toBe('/acme/logo.svg');
    expect(header(acme).slice(1)).toEqual(header(curacao).slice(1));

    const rows = (docs: typeof acme) => (docs['pages/casino.json'].data as { body: Node[] }).body.map((n) => n.id);
    expect(rows(acme).slice(0, 3)).toEqual(['categories', 'new', 'popular']);
    expect([...rows(acme)].sort()).toEqual([...rows(curacao)].sort());

    type Choice = { const: string };
    const choices = (docs: typeof acme) => (docs['forms/self-exclusion.json'].data as { schema: { properties: { duration: { oneOf: Choice[] } } } }).schema.properties.duration.oneOf.map((c) => c.const);
    expect(choices(acme)).toEqual(choices(curacao).filter((c) => c !== '1h'));

    const routes = (docs: typeof acme) => (docs['routes.json'].data as { routes: { id: string }[] }).routes.map((r) => r.id);
    expect(routes(acme)).toEqual(routes(curacao).flatMap((id) => (id === 'tournaments' ? [id, 'acme-cup'] : id === 'promotions' ? [id, 'acme-wins'] : [id])));
  });
});

describe('a problem of a whole list a child patched item by item', () => {
  it('is named in the child\'s file, at its $patch: the order it left a new field out of is the child\'s doing', () => {
    mkdirSync(join(dir, 'acme-order/forms'), { recursive: true });
    writeFileSync(join(dir, 'acme-order/brand.json'), JSON.stringify({ id: 'acme-order', name: 'Acme', extends: 'curacao' }));
    writeFileSync(join(dir, 'acme-order/forms/register.json'), `{
  "schema": { "properties": { "newsLetter": null, "heardFrom": { "type": "string", "title": "text.form.field.email", "x-formOnly": true } } },
  "uiSchema": { "newsLetter": null, "ui:order": { "$patch": [{ "op": "remove", "id": "newsLetter" }] } }
}
`);
    expect(validateBrand('acme-order', { brandsDir: dir }).problems.map(formatProblem).map((line) => line.replace(`${dir}/`, ''))).toEqual([
      'acme-order/forms/register.json:3:49 /uiSchema/ui:order The form\'s ui:order leaves out "heardFrom": the form cannot render an order that misses a field. Add it, or "*" for every field not listed',
    ]);
  });
});
