// docs/operators.md's cookbook (issue 26 item 7) stays true: each document in it, written into a brand that extends
// the real curacao, passes brand validate, and does what its line says.
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { validateBrand } from '../../../src/brand/validate.ts';
import { formatProblem } from '../../../src/brand/problems.ts';
import { cookbookBlock as block, cookbookDocuments as documents } from '../../support/cookbook.ts';

const dir = mkdtempSync(join(tmpdir(), 'cookbook-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('docs/operators.md cookbook', () => {
  it('has the documents of its table', () => {
    expect(documents.map((d) => d.path)).toEqual(expect.arrayContaining([
      'forms/register.json', 'forms/edit-profile.json', 'settings.json', 'routes.json', 'menus.json', 'modals/acme-welcome.json',
      'layout.json', 'pages/casino.json', 'pages/promotions.json', 'pages/game.json',
    ]));
  });

  it('each passes brand validate in a brand that extends curacao', () => {
    cpSync(join(ROOT, 'brands/curacao'), join(dir, 'curacao'), { recursive: true });
    const write = (path: string, data: unknown) => {
      mkdirSync(dirname(join(dir, 'acme', path)), { recursive: true });
      writeFileSync(join(dir, 'acme', path), JSON.stringify(data, null, 2));
    };
    write('brand.json', { id: 'acme', name: 'Acme', extends: 'curacao' });
    mkdirSync(join(dir, 'acme/assets'), { recursive: true });
    writeFileSync(join(dir, 'acme/assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3"/></svg>');
    for (const { path, data } of documents) write(path, data);
    // The new text keys the documents name.
    const keys = [...new Set(block.match(/text\.acme\.[\w.]+/g) ?? [])];
    write('texts/en.json', Object.fromEntries(keys.map((key) => [key, key])));
    const { problems, resolved } = validateBrand('acme', { brandsDir: dir });
    expect(problems.map(formatProblem)).toEqual([]);
    type Node = { id?: string; props?: Record<string, unknown> };
    const docs = resolved!.documents;
    expect((docs['pages/game.json'].data as { body: Node[] }).body.map((n) => n.id)).not.toContain('favorite');
    // 13: the logo is a file of the same name as curacao's, which the inherited header shows.
    expect((docs['layout.json'].data as { header: Node[] }).header[0].props?.src).toBe('asset:logo.svg');
    expect(resolved!.assets['logo.svg'].brand).toBe('acme');
    expect((docs['routes.json'].data as { routes: { path: string }[] }).routes.map((r) => r.path)).toContain('/offers');
  });
});
