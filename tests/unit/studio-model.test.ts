// Issue 27 item 3: the studio's page model. A page is a tree of nodes; every operation (add a widget with its
// example's props, move up/down/into/out, remove, wrap) returns a new document and leaves the old one as it was.
// Item 4: validate's problems are mapped to the node or field they are about, by JSON pointer.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addNode, moveInto, moveNode, moveOut, newNode, nodeAt, nodeRows, parentNode, possibleMoves, removeNode, wrapNode } from '../../src/studio/model/tree';
import { setAt, removeAt, insertAt, getAt } from '../../src/studio/model/json';
import { errorSchemaOf, nodeOfProblem, nodeProblems } from '../../src/studio/model/problems';
import { brandDocuments, refOptions, studioContext, flatTexts } from '../../src/studio/model/context';
import { resolveBrand } from '../../src/brand';
import { widgetCatalog } from '../../src/studio/model/catalog';

const page = () => ({
  title: 'text.page.casino',
  body: [
    { type: 'Heading', props: { text: 'text.a' } },
    { type: 'Stack', children: [{ type: 'Text', props: { text: 'text.b' } }, { type: 'Text', props: { text: 'text.c' } }] },
    { type: 'Link', props: { text: 'text.d', to: { page: 'promotions' } }, when: { var: 'auth.authenticated' } },
  ],
});

const frozen = <T>(value: T): T => {
  const deep = (v: unknown) => { if (v && typeof v === 'object') { Object.freeze(v); Object.values(v).forEach(deep); } };
  deep(value);
  return value;
};

describe('the page as a tree of nodes', () => {
  it('lists the nodes depth first with their depth, type and whether they have a when', () => {
    expect(nodeRows(page()).map((r) => [r.pointer, r.depth, r.type, r.conditional])).toEqual([
      ['/body/0', 0, 'Heading', false],
      ['/body/1', 0, 'Stack', false],
      ['/body/1/children/0', 1, 'Text', false],
      ['/body/1/children/1', 1, 'Text', false],
      ['/body/2', 0, 'Link', true],
    ]);
    expect(parentNode('/body/1/children/0')).toBe('/body/1');
    expect(parentNode('/body/1')).toBeUndefined();
  });

  it('adds a widget from the registry with its example.json props, never sharing the example', () => {
    const widgets = widgetCatalog();
    const doc = frozen(page());
    const node = newNode('Link', widgets.Link.example);
    expect(node).toEqual({ type: 'Link', props: widgets.Link.example!.props });
    expect(node.props).not.toBe(widgets.Link.example!.props);
    const { doc: next, pointer } = addNode(doc, '/body/1/children', node);
    expect(pointer).toBe('/body/1/children/2');
    expect(nodeAt(next, pointer)).toEqual(node);
    expect(doc.body[1].children).toHaveLength(2);
    expect(addNode(doc, '/body', { type: 'Text' }, 0).doc.body.map((n) => n.type)).toEqual(['Text', 'Heading', 'Stack', 'Link']);
  });

  it('moves a node up and down among its siblings, and not past an end', () => {
    const doc = frozen(page());
    const down = moveNode(doc, '/body/0', 1);
    expect(down.pointer).toBe('/body/1');
    expect(down.doc.body.map((n) => n.type)).toEqual(['Stack', 'Heading', 'Link']);
    const up = moveNode(doc, '/body/1/children/1', -1);
    expect(up.doc.body[1].children!.map((n) => n.props!.text)).toEqual(['text.c', 'text.b']);
    expect(moveNode(doc, '/body/0', -1).doc).toBe(doc);
    expect(moveNode(doc, '/body/2', 1).doc).toBe(doc);
  });

  it('moves a node into the sibling before it, and out of its parent to just after it', () => {
    const doc = frozen(page());
    const into = moveInto(doc, '/body/2');
    expect(into.pointer).toBe('/body/1/children/2');
    expect(into.doc.body.map((n) => n.type)).toEqual(['Heading', 'Stack']);
    expect(nodeAt(into.doc, into.pointer)?.type).toBe('Link');
    const out = moveOut(doc, '/body/1/children/0');
    expect(out.pointer).toBe('/body/2');
    expect(out.doc.body.map((n) => n.type)).toEqual(['Heading', 'Stack', 'Text', 'Link']);
    expect(out.doc.body[1].children).toHaveLength(1);
    // The last child out leaves no empty children list behind.
    const both = moveOut(moveOut(doc, '/body/1/children/0').doc, '/body/1/children/0').doc;
    expect(both.body[1]).toEqual({ type: 'Stack' });
    expect(possibleMoves(doc, '/body/0')).toEqual({ up: false, down: true, into: false, out: false });
    expect(possibleMoves(doc, '/body/1/children/1')).toEqual({ up: true, down: false, into: true, out: true });
  });

  it('removes a node with its children, and wraps a node in a container in its place', () => {
    const doc = frozen(page());
    expect(removeNode(doc, '/body/1').body.map((n) => n.type)).toEqual(['Heading', 'Link']);
    const wrapped = wrapNode(doc, '/body/2');
    expect(wrapped.doc.body[2]).toEqual({ type: 'Stack', children: [doc.body[2]] });
    expect(wrapNode(doc, '/body/0', { type: 'Grid', props: { columns: 2 } }).doc.body[0]).toEqual({ type: 'Grid', props: { columns: 2 }, children: [doc.body[0]] });
  });

  it('edits by JSON pointer, copying only the way to the pointer', () => {
    const doc = frozen(page());
    const next = setAt(doc, '/body/0/props/text', 'text.z');
    expect(getAt(next, '/body/0/props/text')).toBe('text.z');
    expect(next.body[1]).toBe(doc.body[1]);
    expect(setAt(doc, '/body/0/when', { var: 'auth.authenticated' }).body[0]).toHaveProperty('when');
    expect(removeAt(doc, '/body/2/when').body[2]).not.toHaveProperty('when');
    expect(insertAt({ a: 1 }, '/list', 'x')).toEqual({ a: 1, list: ['x'] });
    expect(setAt({ 'a/b': { '~': 1 } }, '/a~1b/~0', 2)).toEqual({ 'a/b': { '~': 2 } });
  });
});

describe('problems at the node or field they are about', () => {
  const problems = [
    { pointer: '/body/1', message: 'whole stack' },
    { pointer: '/body/1/props/gap', message: 'gap' },
    { pointer: '/body/1/children/0/props/text', message: 'child text' },
    { pointer: '/body/2/props/to/page', message: 'page key' },
  ];
  it('gives a node its own problems, not its children\'s', () => {
    expect(nodeProblems(problems, '/body/1').map((p) => p.message)).toEqual(['whole stack', 'gap']);
    expect(nodeProblems(problems, '/body/1/children/0').map((p) => p.message)).toEqual(['child text']);
    const nodes = nodeRows(page()).map((r) => r.pointer);
    expect(nodeOfProblem('/body/1/children/0/props/text', nodes)).toBe('/body/1/children/0');
    expect(nodeOfProblem('/title', nodes)).toBeUndefined();
  });
  it('makes rjsf extra errors keyed by field under a node\'s props', () => {
    expect(errorSchemaOf(problems, '/body/2/props')).toEqual({ to: { page: { __errors: ['page key'] } } });
    expect(errorSchemaOf(problems, '/body/1/props')).toEqual({ gap: { __errors: ['gap'] } });
  });
});

describe('the studio context', () => {
  const read = (path: string) => JSON.parse(readFileSync(join(__dirname, '../../brands/curacao', path), 'utf8'));
  const context = studioContext({
    documents: {
      'brand.json': read('brand.json'), 'routes.json': read('routes.json'), 'menus.json': read('menus.json'),
      'texts/en.json': read('texts/en.json'), 'pages/casino.json': {}, 'pages/promotions.json': {}, 'modals/login.json': {}, 'forms/register.json': {}, 'fragments/offer-card.json': {},
    },
    assets: ['logo.svg'],
  }, widgetCatalog());
  it('lists what pickers offer, from the brand and the code', () => {
    expect(context.pages).toEqual(['casino', 'promotions']);
    expect(context.modals).toEqual(['login']);
    expect(refOptions(context, 'form')).toEqual(['register']);
    expect(refOptions(context, 'menu')).toContain('main');
    expect(refOptions(context, 'page-key')).toContain('promotions');
    expect(refOptions(context, 'route-path')).toContain('/casino');
    expect(refOptions(context, 'asset')).toEqual(['logo.svg']);
    expect(refOptions(context, 'query')).toEqual(['?modal=login']);
    expect(context.endpoints).toContain('getTopWins');
    expect(context.locales).toContain('de');
    expect(context.texts['text.auth.login']).toBe(flatTexts(read('texts/en.json'))['text.auth.login']);
    expect(context.widgets.Stack.schema.description).toMatch(/row or a column/);
  });

  it("is made from the brand library's resolved brand, inheritance included", () => {
    const { resolved } = resolveBrand('lulu', { brandsDir: join(__dirname, '../../brands') });
    const lulu = studioContext(brandDocuments(resolved!), widgetCatalog());
    // lulu extends curacao: its inherited pages and forms are offered, and its own English texts.
    expect(lulu.pages).toContain('casino');
    expect(lulu.forms).toContain('register');
    expect(lulu.texts['text.auth.login']).toBe((resolved!.documents['texts/en.json'].data as Record<string, string>)['text.auth.login']);
    expect(lulu.assets).toEqual(Object.keys(resolved!.assets).sort());
    expect(lulu.settings).toContain('brandName');
  });
});
