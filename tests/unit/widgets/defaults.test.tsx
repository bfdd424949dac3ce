// A widget's defaults live in its props.schema.json only: gen copies them (src/generated/widgetMarkers.ts) and
// the renderer fills in each prop a node leaves out before the widget gets its props (src/renderer/widgetDefaults.ts);
// the generated props type says those props are there, so widget code has no fallback of its own.
import { describe, it, expect, expectTypeOf } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { TestProviders } from '../../support/services';
import { ROOT, listFolders } from '../../../src/brand/schema-files';
import { widgetDefaults } from '../../../src/generated/widgetMarkers';
import { propsOf, withDefaults } from '../../../src/renderer/widgetDefaults';
import { RenderNodes } from '../../../src/renderer/RenderNode';
import type { ButtonDocumentProps, ButtonProps, NodeDocument } from '../../../src/generated/types';

const schemaOf = (type: string) => JSON.parse(readFileSync(join(ROOT, 'src/widgets', type, 'props.schema.json'), 'utf8'));

describe('the defaults table gen writes', () => {
  it.each(listFolders(join(ROOT, 'src/widgets')))("%s: every prop's schema default, no other value", (type) => {
    const schema = schemaOf(type);
    const required: string[] = schema.required ?? [];
    const declared = Object.fromEntries(Object.entries(schema.properties ?? {} as Record<string, { default?: unknown }>)
      .filter(([name, prop]) => 'default' in (prop as object) && !required.includes(name))
      .map(([name, prop]) => [name, (prop as { default: unknown }).default]));
    expect((widgetDefaults as Record<string, unknown>)[type] ?? {}).toEqual(declared);
  });
});

describe('withDefaults: the props a widget gets', () => {
  it('fills in each prop the node leaves out, and keeps what it gives, false and 0 included', () => {
    expect(withDefaults('Button', { text: 'text.a' })).toEqual({ text: 'text.a', variant: 'solid', size: 'md', fullWidth: false, tone: 'accent', autoFocus: false });
    expect(withDefaults('Stack', { gap: 0, direction: 'row' })).toMatchObject({ gap: 0, direction: 'row', as: 'div', wrap: false });
    expect(withDefaults('LobbyFilters', { search: false })).toMatchObject({ search: false, provider: true, sort: true, debounceMs: 300 });
  });

  it('a node without props gets the defaults; a widget without defaults gets its props as they are', () => {
    expect(withDefaults('Heading', undefined)).toEqual({ level: 2 });
    const props = { name: 'x', rule: 'referral' };
    expect(withDefaults('Compute', props)).toBe(props);
  });

  it('the same props give the same object (a widget re-rendered sees no change), and the defaults cannot be changed', () => {
    const props = { text: 'text.a' };
    expect(withDefaults('Button', props)).toBe(withDefaults('Button', props));
    expect(() => { (withDefaults('Grid', undefined) as { columns: { base: number } }).columns.base = 9; }).toThrow(TypeError);
  });

  it('the generated type: a defaulted prop is there for the widget, optional for the document', () => {
    expectTypeOf<ButtonProps['variant']>().toEqualTypeOf<'solid' | 'outline' | 'ghost' | 'subtle'>();
    expectTypeOf<ButtonDocumentProps['variant']>().toEqualTypeOf<'solid' | 'outline' | 'ghost' | 'subtle' | undefined>();
    expectTypeOf(propsOf('Button', { text: 'text.a' })).toEqualTypeOf<ButtonProps>();
    expect(propsOf('Button', { text: 'text.a' }).variant).toBe('solid');
  });
});

describe('the renderer fills the defaults in', () => {
  const render = (nodes: NodeDocument[]) => renderToStaticMarkup(<TestProviders><RenderNodes nodes={nodes} path="page.json#/body" /></TestProviders>);

  it("a Heading without level is an h2 and a Card's title an h3 (their schemas' defaults); a given level wins", () => {
    const html = render([
      { type: 'Heading', props: { text: 'text.a' } },
      { type: 'Heading', props: { text: 'text.b', level: 4 } },
      { type: 'Card', props: { title: 'text.c' } },
    ] as NodeDocument[]);
    expect(html.match(/<h\w+/g)).toEqual(['<h2', '<h4', '<h3']);
  });
});
