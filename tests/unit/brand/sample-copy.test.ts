// Issue 29 item 13: the default brands carry sample copy fit for a demo (brand.json sampleCopy names the text keys),
// and `brand validate` warns an operator whose brand still shows it, until the brand writes its own.
import { afterEach, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { validateBrand } from '../../../src/brand/validate.ts';
import { ROOT } from '../../../src/brand/schema-files.ts';

const made: string[] = [];
afterEach(() => { for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true }); });

/** A brands folder with the real curacao and an operator's brand "acme" extending it, with these files. */
function acmeWith(files: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'brands-'));
  made.push(dir);
  cpSync(join(ROOT, 'brands/curacao'), join(dir, 'curacao'), { recursive: true });
  const all = { 'acme/brand.json': { id: 'acme', name: 'Acme', extends: 'curacao' }, ...files };
  for (const [path, value] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), `${JSON.stringify(value, null, 2)}\n`);
  }
  return dir;
}

const sampleWarnings = (dir: string) =>
  validateBrand('acme', { brandsDir: dir }).warnings.filter((w) => w.message.includes('is sample copy of brand'));

describe('sample copy (brand.json sampleCopy)', () => {
  it('a brand still showing the sample copy is warned once a key, naming the locales; it stays valid', () => {
    const dir = acmeWith({});
    const result = validateBrand('acme', { brandsDir: dir });
    expect(result.problems).toEqual([]);
    const warnings = sampleWarnings(dir);
    expect(warnings).toHaveLength(9);
    const contacts = warnings.find((w) => w.message.startsWith('text.page.contacts.body'))!;
    expect(contacts.file).toMatch(/curacao\/texts\/en\.json$/);
    expect(contacts.message).toContain('still shown in en, ar, de, es, pt, tr');
  });

  it('a key the brand writes itself in every locale is no longer sample copy; one locale left is still named', () => {
    const own = (text: string) => ({ text: { page: { contacts: { body: text } } } });
    const done = acmeWith(Object.fromEntries(['en', 'ar', 'de', 'es', 'pt', 'tr'].map((l) => [`acme/texts/${l}.json`, own(`Acme support (${l})`)])));
    expect(sampleWarnings(done).map((w) => w.message).filter((m) => m.startsWith('text.page.contacts.body'))).toEqual([]);
    const half = acmeWith({ 'acme/texts/en.json': own('Acme support') });
    const left = sampleWarnings(half).find((w) => w.message.startsWith('text.page.contacts.body'))!;
    expect(left.message).toContain('still shown in ar, de, es, pt, tr');
    expect(left.message).not.toContain(' en,');
  });
});
