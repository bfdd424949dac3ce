// The markers the validator reads are kept in step with the code they describe: the events a widget
// declares are the ones it emits, the realtime events are the socket's, the form vocabulary's x- keywords
// are the ones the form engine reads.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, listFolders } from '../../../src/brand/schema-files.ts';
import { widgetEvents } from '../../../src/brand/check-events.ts';
import { REALTIME_EVENTS } from '../../../src/platform/realtimeEvents.ts';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry) ? [readFileSync(full, 'utf8')] : [];
  });
}

describe('schema markers follow the code', () => {
  it.each(listFolders(join(ROOT, 'src/widgets')))('%s: x-events lists exactly the events its code emits', (type) => {
    const emitted = new Set(sources(join(ROOT, 'src/widgets', type)).flatMap((text) => [...text.matchAll(/\bemit\(\s*['"]([A-Za-z]+)['"]/g)].map((m) => m[1])));
    expect([...(widgetEvents(type) ?? [])].sort()).toEqual([...emitted].sort());
  });

  it('the Data node refetches on exactly the realtime events (its schema repeats the list)', () => {
    const data = JSON.parse(readFileSync(join(ROOT, 'src/widgets/Data/props.schema.json'), 'utf8'));
    expect(data.properties.refetchOn.items.enum).toEqual([...REALTIME_EVENTS]);
  });
});

describe('the scope schema follows the scope', () => {
  const scopeSchema = JSON.parse(readFileSync(join(ROOT, 'schemas/scope.schema.json'), 'utf8'));
  const roots = Object.keys(scopeSchema.properties);

  it('its roots are the ones a var path may start with (expression.schema.json)', () => {
    const expression = JSON.parse(readFileSync(join(ROOT, 'schemas/expression.schema.json'), 'utf8'));
    const pattern: string = expression.anyOf[2].properties.var.anyOf[0].pattern;
    const listed = /\(([A-Za-z|]+)\)/.exec(pattern)?.[1].split('|');
    expect([...(listed ?? [])].sort()).toEqual([...roots].sort());
  });

  it('describes every root and field of src/renderer/scope.ts emptyScope', async () => {
    const { emptyScope } = await import('../../../src/renderer/scope.ts');
    for (const [root, value] of Object.entries(emptyScope)) {
      expect(roots, root).toContain(root);
      const fields = scopeSchema.properties[root].properties;
      if (fields && value && typeof value === 'object') expect(Object.keys(fields).sort(), root).toEqual(Object.keys(value).sort());
    }
  });
});

describe('the modals every brand needs are the ones the code opens', () => {
  /** Source without comments: a comment may quote a brand's own modal (?modal=forgot-password). */
  const code = (dir: string) => sources(join(ROOT, dir)).map((text) => text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, ''));
  const opened = new Set<string>();
  for (const text of [...code('src'), ...code('server')]) {
    for (const pattern of [/[?&]modal=([a-z0-9-]+)/g, /openModal\(\s*'([a-z0-9-]+)'/g, /_MODAL\s*=\s*'([a-z0-9-]+)'/g, /TerminationModal\s*=\s*([^;]+);/g, /\?\?\s*'([a-z0-9-]+)'\s*}\s*\/>/g]) {
      for (const match of text.matchAll(pattern)) for (const name of match[1].matchAll(/[a-z0-9][a-z0-9-]*/g)) opened.add(name[0]);
    }
  }

  it('every modal opened by name in src or server is required', async () => {
    const { REQUIRED_MODALS } = await import('../../../src/brand/required-documents.ts');
    const required = REQUIRED_MODALS.map((m) => m.name);
    expect(opened.size).toBeGreaterThan(8);
    expect([...opened].filter((name) => !required.includes(name))).toEqual([]);
  });

  it('and the code constants are among them', async () => {
    const { REQUIRED_MODALS } = await import('../../../src/brand/required-documents.ts');
    const required = REQUIRED_MODALS.map((m) => m.name);
    const { terminationModal } = await import('../../../src/platform/sessionTermination.ts');
    const { GAME_COOKIE_CONSENT_MODAL } = await import('../../../src/play/gameCookieConsent.ts');
    const { DEPOSIT_RESULT_MODALS } = await import('../../../src/cashier/depositFlow.ts');
    for (const name of [terminationModal('USER_INACTIVITY_TIMEOUT'), terminationModal('SESSION_EXPIRED'), GAME_COOKIE_CONSENT_MODAL, ...DEPOSIT_RESULT_MODALS]) {
      expect(required).toContain(name);
    }
  });
});

describe('the form vocabulary follows the form engine', () => {
  it('each x- keyword of schemas/form-field.schema.json is read by src/forms (through extension)', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/form-field.schema.json'), 'utf8'));
    const declared = Object.keys(schema.properties).filter((k) => k.startsWith('x-'));
    const read = new Set(sources(join(ROOT, 'src/forms')).flatMap((text) => [...text.matchAll(/extension\([^,()]+,\s*'(x-[A-Za-z]+)'\)/g)].map((m) => m[1])));
    expect(declared.filter((k) => !read.has(k))).toEqual([]);
    expect([...read].filter((k) => !declared.includes(k))).toEqual([]);
  });
});
