// The markers the validator reads are kept in step with the code they describe: the events a widget
// declares are the ones it emits, the realtime events are the socket's, the form vocabulary's x- keywords
// are the ones the form engine reads.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT, listFolders } from '../../../src/brand/schema-files.ts';
import { widgetEvents } from '../../../src/brand/check-events.ts';
import { REALTIME_EVENTS } from '../../../src/platform/realtimeEvents.ts';
import { validators } from '../../../src/generated/validators.js';
import { createAjv } from '../../../tools/gen.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) return files(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}
const sources = (dir: string): string[] => files(dir).map((file) => readFileSync(file, 'utf8'));

/** The event names a widget's code passes to emit (its syntax tree, the TypeScript compiler API). */
function emitted(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of files(dir)) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'emit' && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) names.add(node.arguments[0].text);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  }
  return names;
}

describe('schema markers follow the code', () => {
  // x-events is the source (the node contract brand validate and the docs read); gen types each widget's emit
  // with it, so emitting an undeclared event does not compile (tests/unit/widgets/emit-types.test.ts). What the
  // compiler cannot see is an event declared and never emitted: a document's actions for it would never run.
  it.each(listFolders(join(ROOT, 'src/widgets')))('%s: every event x-events declares is emitted by its code', (type) => {
    const code = emitted(join(ROOT, 'src/widgets', type));
    expect((widgetEvents(type) ?? []).filter((event) => !code.has(event))).toEqual([]);
  });

  it("the Data node refetches on exactly the realtime events: its schema takes them from the code (x-enum-from)", () => {
    const data = JSON.parse(readFileSync(join(ROOT, 'src/widgets/Data/props.schema.json'), 'utf8'));
    expect(data.properties.refetchOn.items).toEqual({ type: 'string', 'x-enum-from': 'realtimeEvents' });
    const validate = validators['widget:Data'];
    for (const event of REALTIME_EVENTS) expect(validate({ name: 'x', endpoint: 'getTransactions', refetchOn: [event] }), event).toBe(true);
    expect(validate({ name: 'x', endpoint: 'getTransactions', refetchOn: ['withdrawal'] })).toBe(false);
  });
});

describe("a var path starts at a root of the scope schema (expression.schema.json's x-pattern-from)", () => {
  const roots = Object.keys(JSON.parse(readFileSync(join(ROOT, 'schemas/scope.schema.json'), 'utf8')).properties);
  const validate = createAjv().getSchema('schemas/expression.schema.json')!;

  it('every root of the scope, alone or with a path, and [path, default]; nothing else', () => {
    for (const root of roots) {
      expect(validate({ var: root }), root).toBe(true);
      expect(validate({ var: `${root}.a.b` }), root).toBe(true);
      expect(validate({ var: [`${root}.a`, 0] }), root).toBe(true);
    }
    expect(validate({ var: '' })).toBe(true);
    expect(validate({ var: 'wallet.total' })).toBe(false);
    expect(validate({ var: ['wallet.total', 0] })).toBe(false);
    expect(validate({ var: 'auth..x' })).toBe(false);
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
    // The game cookie consent modal is GamePlay's cookieConsentModal default (its props.schema.json).
    const { widgetDefaults } = await import('../../../src/generated/widgetMarkers.ts');
    const GAME_COOKIE_CONSENT_MODAL = String(widgetDefaults.GamePlay?.cookieConsentModal);
    const { DEPOSIT_RESULT_MODALS } = await import('../../../src/cashier/depositFlow.ts');
    for (const name of [terminationModal('USER_INACTIVITY_TIMEOUT'), terminationModal('SESSION_EXPIRED'), GAME_COOKIE_CONSENT_MODAL, ...DEPOSIT_RESULT_MODALS]) {
      expect(required).toContain(name);
    }
  });
});

describe('the form vocabulary follows the form engine', () => {
  it('each x- keyword of schemas/form-field.schema.json is read by src/forms (through extension), or by brand validate (a field marker)', () => {
    const schema = JSON.parse(readFileSync(join(ROOT, 'schemas/form-field.schema.json'), 'utf8'));
    const declared = Object.keys(schema.properties).filter((k) => k.startsWith('x-'));
    const read = new Set([
      ...sources(join(ROOT, 'src/forms')).flatMap((text) => [...text.matchAll(/extension\([^,()]+,\s*'(x-[A-Za-z]+)'\)/g)].map((m) => m[1])),
      ...sources(join(ROOT, 'src/brand')).flatMap((text) => [...text.matchAll(/field\['(x-[A-Za-z]+)'\]/g)].map((m) => m[1])),
    ]);
    expect(declared.filter((k) => !read.has(k))).toEqual([]);
    expect([...read].filter((k) => !declared.includes(k))).toEqual([]);
  });
});
