import { describe, it, expect, afterEach } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateBrand } from '../../../src/brand/validate.ts';
import { FIXTURES, brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const fixture = (path: string) => JSON.parse(readFileSync(join(FIXTURES, path), 'utf8'));
const problemsOf = (id: string, brandsDir: string) => validateBrand(id, { brandsDir }).problems;
/** A page whose body is the given nodes, with a title that has a default. */
const page = (...body: unknown[]) => ({ title: 'text.casino.title', body });

describe('brand validation', () => {
  it('finds no problem in the fixture brands base and child', () => {
    expect(validateBrand('base', { brandsDir: FIXTURES })).toMatchObject({ problems: [], documentCount: 26 });
    expect(validateBrand('child', { brandsDir: FIXTURES }).problems).toEqual([]);
  });

  it('reports a problem in a value the child set in the child file', () => {
    const dir = brandsWith(['base', 'child'], { 'child/pages/casino.json': { title: 'Casino!' } });
    const [problem, ...rest] = problemsOf('child', dir);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ pointer: '/title', line: 2, column: 12 });
    expect(problem.file).toMatch(/child\/pages\/casino\.json$/);
    expect(problem.message).toBe('title must be a text key like "text.casino.title" (the wording itself goes in texts/en.json), got a string ("Casino!")');
  });

  it('reports a problem in a value inherited from the parent in the parent file', () => {
    const broken = fixture('base/pages/not-found.json');
    broken.body[0].props.size = 'huge';
    const dir = brandsWith(['base', 'child'], { 'base/pages/not-found.json': broken });
    const [problem] = problemsOf('child', dir);
    expect(problem.file).toMatch(/base\/pages\/not-found\.json$/);
    expect(problem).toMatchObject({ pointer: '/body/0/props/size', message: 'props.size must be one of "xs", "sm", "md", "lg", got "huge"' });
  });

  it('blames the child for a required property it deleted with null, at its null', () => {
    const dir = brandsWith(['base', 'child'], { 'child/pages/not-found.json': { title: null } });
    const [problem] = problemsOf('child', dir);
    expect(problem.file).toMatch(/child\/pages\/not-found\.json$/);
    expect(problem).toMatchObject({ pointer: '/title', line: 2, column: 3 });
    expect(problem.message).toBe('The page is missing "title", which is required (brand "child" deletes it with null)');
  });

  it('checks widget props, nested children, actions nested in onSuccess and expressions in action params', () => {
    const dir = brandsWith(['base'], {
      'base/pages/casino.json': page({
        type: 'Stack',
        children: [
          { type: 'Grid', props: { colums: { base: 2 } } },
          {
            type: 'Button',
            props: { text: 'text.casino.deposit' },
            on: { click: [{ action: 'call', endpoint: 'login', params: { email: { '==': [1] }, password: 'x' }, onSuccess: [{ action: 'setColorMode', mode: 'blue' }] }] },
          },
        ],
      }),
    });
    expect(problemsOf('base', dir).map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/body/0/children/0/props/colums props has an unknown property "colums" (did you mean "columns"?). Allowed: columns, gap, as, label',
      '/body/0/children/1/on/click/0/params/email/== Operator "==" needs at least 2 arguments, got 1',
      '/body/0/children/1/on/click/0/onSuccess/0/mode In the setColorMode action, mode must be one of "dark", "light", "toggle", got "blue"',
    ]);
  });

  it('checks action names, modal names and page keys of link targets, with suggestions', () => {
    const dir = brandsWith(['base'], {
      'base/pages/casino.json': page({
        type: 'Button',
        props: { text: 'text.casino.deposit' },
        on: { click: [{ action: 'navigat', to: { page: 'casino' } }, { action: 'openModal', modal: 'logn' }, { action: 'navigate', to: { page: 'depositt' } }] },
      }),
    });
    const messages = problemsOf('base', dir).map((p) => p.message);
    expect(messages).toEqual([
      expect.stringMatching(/^Unknown action "navigat"\. Known actions: .*navigate.* \(did you mean "navigate"\?\)$/),
      'Modal "logn" does not exist: there is no modals/logn.json (did you mean "login"?)',
      'Page key "depositt" is not in the page-key table (routes.json pageKeys or settings.pageUrls) (did you mean "deposit"?)',
    ]);
  });

  it('accepts page keys from settings.pageUrls overrides and navigation-specific keys', () => {
    const dir = brandsWith(['base'], {
      'base/pages/casino.json': page(
        { type: 'Link', props: { text: 'text.menu.vip', to: { page: 'vip' } } },
        { type: 'Link', props: { text: 'text.menu.profile', to: { page: 'edit-profile' } } },
      ),
    });
    expect(problemsOf('base', dir)).toEqual([]);
  });

  it('checks that every text key has a default in texts/en.json, in pages, menus and forms', () => {
    const menus = fixture('base/menus.json');
    menus.menus.main[1].label = 'text.menu.vipp';
    const form = fixture('base/forms/login.json');
    form.schema.properties.email.title = 'text.auth.mail';
    const dir = brandsWith(['base'], { 'base/menus.json': menus, 'base/forms/login.json': form });
    expect(problemsOf('base', dir).map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/schema/properties/email/title Text key "text.auth.mail" has no default in texts/en.json (did you mean "text.auth.email"?)',
      '/menus/main/1/label Text key "text.menu.vipp" has no default in texts/en.json (did you mean "text.menu.vip"?)',
    ]);
  });

  it('checks that routes point to existing pages', () => {
    const routes = fixture('base/routes.json');
    routes.routes.push({ path: '/promos', page: 'promotion' });
    const dir = brandsWith(['base'], { 'base/routes.json': routes, 'base/pages/promotions.json': page() });
    expect(problemsOf('base', dir).map((p) => `${p.pointer} ${p.message}`)).toEqual(['/routes/9/page Page "promotion" does not exist: there is no pages/promotion.json (did you mean "promotions"?)']);
  });

  it('checks expressions in node when, form lockedWhen and menu entries', () => {
    const form = fixture('base/forms/login.json');
    form.lockedWhen.email = { var: 'acount.id' };
    const menus = fixture('base/menus.json');
    menus.menus.main[1].when = { '==': [1, 2], '!': true };
    const dir = brandsWith(['base'], {
      'base/forms/login.json': form,
      'base/menus.json': menus,
      'base/pages/casino.json': page({ type: 'Text', props: { text: 'text.casino.title' }, when: { and: [{ vra: 'auth.authenticated' }] } }),
    });
    expect(problemsOf('base', dir).map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/lockedWhen/email/var "acount.id" is not a value of the scope: a var path starts with auth, user, settings, route, query, device, brand, registration, lastLogin, form, item, index, data, flow, event, cashier, play or profile (like "auth.authenticated")',
      '/menus/main/1/when An expression object holds exactly one operator, this one has 2 (==, !); combine them with "and" or "or", like {"and": [{...}, {...}]}',
      expect.stringMatching(/^\/body\/0\/when\/and\/0\/vra Unknown expression operator "vra" \(did you mean "var"\?\)\. Known operators: var, /),
    ]);
  });

  it('profile.* (a form\'s "values": "profile" rules, src/forms/formValues.ts) is read only in such a form document', () => {
    const form = fixture('base/forms/login.json');
    form.lockedWhen.email = { var: 'profile.locks.email' };
    const withRules = { ...form, values: 'profile', lockedWhen: { email: { var: 'profile.locks.emial' }, password: { var: 'profile.locks.email' } } };
    const dir = brandsWith(['base'], {
      'base/forms/login.json': form,
      'base/forms/profile.json': withRules,
      'base/pages/casino.json': page({ type: 'Text', props: { text: 'text.casino.title' }, when: { var: 'profile.locks.email' } }),
    });
    expect(problemsOf('base', dir).map((p) => `${p.pointer} ${p.message}`)).toEqual([
      '/lockedWhen/email/var "profile.locks.email" is read only in a form document with "values": "profile" (src/forms/formValues.ts gives it there)',
      expect.stringMatching(/^\/lockedWhen\/email\/var "profile\.locks\.emial" is not a value of the scope: profile\.locks has no "emial" \(did you mean "email"\?\)/),
      '/body/0/when/var "profile.locks.email" is read only in a form document with "values": "profile" (src/forms/formValues.ts gives it there)',
    ]);
  });

  it('reports invalid JSON with the line:column of the mistake instead of crashing', () => {
    const dir = brandsWith(['base'], { 'base/pages/casino.json': '{\n  "title": "text.casino.title",\n  "body": [],\n}\n' });
    const problems = problemsOf('base', dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ pointer: '', line: 4, column: 1, message: 'Not valid JSON: a comma before "}" (JSON allows no comma after the last item)' });
  });

  it('reports files that have no place in a brand folder', () => {
    const dir = brandsWith(['base'], { 'base/page/casino.json': page() });
    expect(problemsOf('base', dir).map((p) => p.message)).toEqual([expect.stringMatching(/^Unexpected file "page\/casino\.json": a brand folder holds brand\.json, /)]);
  });

  it('checks the texts file shape in the file of the brand that wrote it', () => {
    const dir = brandsWith(['base', 'child'], { 'child/texts/en.json': { 'text.child.casinoTitle': 'Child casino', welcome: 'Hi' } });
    const [problem] = problemsOf('child', dir);
    expect(problem.file).toMatch(/child\/texts\/en\.json$/);
    expect(problem).toMatchObject({ pointer: '/welcome', line: 3, column: 3, message: 'The name "welcome" in the texts file must be a key starting with "text.", "object." or "array."' });
  });

  it('reports a brand folder whose id differs from its folder name', () => {
    const dir = brandsWith(['base'], { 'base/brand.json': { ...fixture('base/brand.json'), id: 'bsae' } });
    expect(problemsOf('base', dir).map((p) => `${p.pointer} ${p.message}`)).toEqual(['/id id is "bsae" but the folder is "base": they must be the same']);
  });

  it('reports a required document missing from the whole chain', () => {
    const dir = brandsWith([], { 'tiny/brand.json': { id: 'tiny', name: 'Tiny' } });
    const messages = problemsOf('tiny', dir).map((p) => p.message);
    expect(messages).toContain('settings.json is missing: every brand needs one, of its own or from the brand it extends');
    expect(messages).toContain('texts/en.json is missing: it holds the default wording of every text key the documents use');
  });
});
