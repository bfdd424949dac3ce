import { describe, it, expect } from 'vitest';
import type { ErrorObject } from 'ajv';
import { collapseAnyOf, explainErrors, explainPattern } from '../../../src/brand/messages.ts';
import { validatorFor } from '../../../src/brand/registry.ts';

const explain = (key: string, data: unknown, allowed?: string[]) => {
  const validate = validatorFor(key)!;
  expect(validate(data)).toBe(false);
  return explainErrors(validate.errors, { base: '/x', data, subject: (rel) => (rel.length ? `props.${rel.join('.')}` : 'props'), allowed: () => allowed }).map((e) => e.problem);
};

describe('ajv errors as sentences', () => {
  it('says which property is required', () => {
    expect(explain('widget:Heading', {})).toEqual([{ pointer: '/x', message: 'props is missing "text", which is required', missingProperty: 'text' }]);
  });

  it('names an unknown property at its key, with the closest allowed name', () => {
    expect(explain('widget:Grid', { colums: {} }, ['columns', 'gap'])).toEqual([
      { pointer: '/x/colums', at: 'key', message: 'props has an unknown property "colums" (did you mean "columns"?). Allowed: columns, gap' },
    ]);
  });

  it('says the expected and the actual type', () => {
    expect(explain('widget:Grid', { columns: 3 })[0].message).toBe('props.columns must be an object ({...}), got a number (3)');
  });

  it('lists the allowed values of an enum', () => {
    expect(explain('widget:Button', { text: 'text.a', variant: 'solidd' })[0].message).toBe('props.variant must be one of "solid", "outline", "ghost", "subtle", got "solidd" (did you mean "solid"?)');
  });

  it('explains the text-key and page-key patterns instead of quoting them', () => {
    expect(explain('widget:Heading', { text: 'Welcome' })[0].message).toBe('props.text must be a text key like "text.casino.title" (the wording itself goes in texts/en.json), got a string ("Welcome")');
    expect(explain('widget:Link', { text: 'text.a', to: { page: 'my page' } })[0].message).toBe('props.to.page must be a page key: letters, digits, "-" and "_" (like "casino"), got a string ("my page")');
    expect(explainPattern('^[A-Z]{2}$')).toBe('a two-letter upper-case country code (like "MT")');
  });

  it('gives the limits of minimum and maximum', () => {
    expect(explain('widget:Grid', { columns: { base: 0, lg: 13 } }).map((p) => p.message)).toEqual([
      'props.columns.base must be at least 1, got 0',
      'props.columns.lg must be at most 12, got 13',
    ]);
  });

  it('collapses anyOf noise to one message: the types merged when no branch matched the type', () => {
    expect(explain('widget:Link', { text: 'text.a', to: 5 }).map((p) => p.message)).toEqual(['props.to must be an object ({...}) or a string, got a number (5)']);
  });

  it('collapses anyOf noise to the error inside the branch whose type matched', () => {
    const errors = [
      { instancePath: '/to/page', keyword: 'pattern', params: {}, schemaPath: './page-key.schema.json/pattern' },
      { instancePath: '/to', keyword: 'type', params: { type: 'string' }, schemaPath: '#/anyOf/1/type' },
      { instancePath: '/to', keyword: 'type', params: { type: 'string' }, schemaPath: '#/anyOf/2/type' },
      { instancePath: '/to', keyword: 'anyOf', params: {}, schemaPath: '#/anyOf' },
    ] as ErrorObject[];
    expect(collapseAnyOf(errors).map((e) => `${e.instancePath} ${e.keyword}`)).toEqual(['/to/page pattern']);
  });

  it('says "needs one of" for an anyOf of required properties, keeping errors of keywords beside the anyOf', () => {
    expect(explain('action:openModal', {}).map((p) => p.message)).toEqual(['props needs one of "modal" or "content"']);
    expect(explain('action:openModal', { modl: 'login' }).map((p) => p.message)).toEqual([
      'props needs one of "modal" or "content"',
      'props has an unknown property "modl"',
    ]);
  });
});
