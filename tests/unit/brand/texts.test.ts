import { describe, it, expect } from 'vitest';
import { flattenTexts } from '../../../src/brand/texts.ts';

describe('texts flattening', () => {
  it('joins a nested text subtree into dotted keys with string leaves', () => {
    const { texts, sources, problems } = flattenTexts({ text: { menu: { vip: 'VIP', info: { title: 'Info' } } } });
    expect(texts).toEqual({ 'text.menu.vip': 'VIP', 'text.menu.info.title': 'Info' });
    expect(sources['text.menu.info.title']).toBe('/text/menu/info/title');
    expect(problems).toEqual([]);
  });

  it('keeps object.<name> and array.<name> one level deep, their values whole', () => {
    const { texts } = flattenTexts({ object: { support: { email: 'a@b.test', hours: { from: 9 } } }, array: { faq: [{ q: 'Q' }] } });
    expect(texts).toEqual({ 'object.support': { email: 'a@b.test', hours: { from: 9 } }, 'array.faq': [{ q: 'Q' }] });
  });

  it('leaves flat keys as they are', () => {
    const flat = { 'text.menu.vip': 'VIP', 'object.support': { email: 'x' }, 'array.faq': [] };
    expect(flattenTexts(flat).texts).toEqual(flat);
  });

  it('gives flat and nested files of the same wording the same result', () => {
    expect(flattenTexts({ text: { a: { b: 'B' } } }).texts).toEqual(flattenTexts({ 'text.a.b': 'B' }).texts);
  });

  it('reports a text whose wording is not a string, at its pointer', () => {
    const { problems } = flattenTexts({ text: { menu: { vip: 3 } } });
    expect(problems).toEqual([{ pointer: '/text/menu/vip', message: 'text.menu.vip must be a string (the wording), or an object of more texts, got a number (3)' }]);
  });
});
