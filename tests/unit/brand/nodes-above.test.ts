// The names of the Data and Flow primitives resolve as the runtime resolves them (src/renderer/nodeServices.ts,
// src/widgets/Data and Flow, src/renderer/RenderNode.tsx): to the nearest node of that name whose children
// hold the node, in the same document. The validator reports what would fail or read undefined, and
// nothing that works.
import { afterEach, describe, it, expect } from 'vitest';
import { validateBrand } from '../../../src/brand/validate.ts';
import { brandsWith, removeMadeBrands } from './helpers.ts';

afterEach(removeMadeBrands);

const button = (on: Record<string, unknown[]>, when?: unknown) => ({ type: 'Button', props: { text: 'text.casino.deposit' }, on, ...(when ? { when } : {}) });
const data = (name: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type: 'Data', props: { name, endpoint: 'getProviders', ...extra }, children });
const flow = (name: string, steps: string[], children: unknown[]) => ({ type: 'Flow', props: { name, steps }, children });

function problems(files: Record<string, unknown>): string[] {
  const dir = brandsWith(['base'], files);
  return validateBrand('base', { brandsDir: dir }).problems.map((p) => `${p.file.replace(/^.*\/base\//, '')} ${p.pointer} ${p.message}`);
}

describe('Data and Flow names', () => {
  it('accept what the runtime finds: a Data node and Flows above, next and back, a named outer flow, its steps, free flow.values', () => {
    expect(problems({
      'base/pages/casino.json': {
        title: 'text.casino.title',
        body: [data('providers', [flow('outer', ['one', 'two'], [
          flow('inner', ['a', 'b'], [
            button({ click: [{ action: 'refetch', data: 'providers' }, { action: 'flowStep', to: 'next' }, { action: 'flowStep', to: 'back' }, { action: 'flowStep', to: 'b' }] }),
            button({ click: [{ action: 'flowStep', flow: 'outer', to: 'two' }, { action: 'flowSet', flow: 'outer', values: { anything: { var: 'data.providers.value' } } }] },
              { and: [{ '==': [{ var: 'flow.step' }, 'a'] }, { in: [{ var: 'flow.step' }, ['a', 'b']] }, { var: 'flow.values.whatever' }] }),
          ]),
        ])])],
      },
    })).toEqual([]);
  });

  it('a node\'s own when, props and on see the nodes above it, not itself (RenderNode runs them with its parent\'s scope and services)', () => {
    expect(problems({
      'base/pages/casino.json': {
        title: 'text.casino.title',
        body: [{ ...data('providers', [], { enabled: { var: 'data.providers.loading' } }), when: { var: 'flow.step' } }],
      },
    })).toEqual([
      'pages/casino.json /body/0/props/enabled/var "data.providers.loading" is always undefined: no Data node named "providers" is above this node (the one at /body/0 is not above it). There is no Data node above it: a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
      'pages/casino.json /body/0/when/var "flow.step" is always undefined: there is no Flow node above this node, and a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
    ]);
  });

  it('a Compute node gives its children data.<name> as a Data node does (src/widgets/Compute), and only them', () => {
    const compute = (children: unknown[]) => ({ type: 'Compute', props: { name: 'calendar', rule: 'bonusCalendar' }, children });
    const text = (path: string) => ({ type: 'Text', props: { text: 'text.casino.title' }, when: { var: path } });
    expect(problems({
      'base/pages/casino.json': {
        title: 'text.casino.title',
        body: [compute([text('data.calendar.value.days'), button({ click: [{ action: 'refetch', data: 'calendar' }] })]), text('data.calendar.value')],
      },
    })).toEqual([
      'pages/casino.json /body/1/when/var "data.calendar.value" is always undefined: no Data node named "calendar" is above this node (the one at /body/0 is not above it). There is no Data node above it: a Data or Flow node serves only the nodes inside its children, in the same document (a modal sees none of the page that opens it)',
    ]);
  });

  it('an unnamed flowStep moves the nearest Flow, so its to is a step of that one', () => {
    expect(problems({
      'base/pages/casino.json': { title: 'text.casino.title', body: [flow('outer', ['one', 'two'], [flow('inner', ['a', 'b'], [button({ click: [{ action: 'flowStep', to: 'two' }] })])])] },
    })).toEqual([
      'pages/casino.json /body/0/children/0/children/0/on/click/0/to "two" is not a step of the flow "inner", so flowStep fails. It goes to next, back or a step: a, b',
    ]);
  });

  it('a GamePlay node is the flow "play" with the play steps (src/play/playFlow.ts): its buttons and whens are checked against them', () => {
    const gamePlay = (children: unknown[]) => ({ type: 'GamePlay', children });
    expect(problems({
      'base/pages/casino.json': {
        title: 'text.casino.title',
        body: [gamePlay([
          button({ click: [{ action: 'flowStep', flow: 'play', to: 'launching' }, { action: 'flowSet', values: { away: false } }] }, { '==': [{ var: 'flow.step' }, 'playing'] }),
          button({ click: [{ action: 'flowStep', flow: 'play', to: 'lauching' }] }, { '==': [{ var: 'flow.step' }, 'playng'] }),
          button({ click: [{ action: 'flowStep', flow: 'game', to: 'launching' }] }),
        ])],
      },
    })).toEqual([
      'pages/casino.json /body/0/children/1/on/click/0/to The flow "play" moves itself: flowStep can go only to "launching" or "loading" on it, not "lauching", so this action fails (did you mean "launching"?)',
      'pages/casino.json /body/0/children/1/when/==/1 flow.step is compared with "playng", which is not a step of the flow "play" (viewLogin, notFound, loadFailed, loading, login, launching, playing, refused, failed, ended), so they are never equal (did you mean "playing"?)',
      'pages/casino.json /body/0/children/2/on/click/0/flow No Flow node named "game" is above this node, so flowStep fails. Flow nodes above it: play',
    ]);
  });

  it('a modal document sees its own Data nodes', () => {
    expect(problems({
      'base/modals/login.json': {
        title: 'text.auth.login',
        body: [data('providers', [button({ click: [{ action: 'refetch', data: 'providers' }, { action: 'refetch', data: 'provders' }] })])],
      },
    })).toEqual([
      'modals/login.json /body/0/children/0/on/click/1/data No Data node named "provders" is above this node, so refetch fails (did you mean "providers"?). Data nodes above it: providers',
    ]);
  });

  it('a form document: its submit runs without the node services, so refetch and flowStep are reported; its expressions are the page\'s to judge', () => {
    expect(problems({
      'base/forms/login.json': {
        title: 'text.auth.login',
        schema: { type: 'object', properties: { email: { type: 'string', title: 'text.auth.email' } } },
        submit: [
          { action: 'call', endpoint: 'getProviders', onSuccess: [{ action: 'refetch', data: 'providers' }] },
          { action: 'flowStep', to: 'next', when: { '==': [{ var: 'data.providers.loading' }, false] } },
        ],
      },
    })).toEqual([
      'forms/login.json /submit/0/onSuccess/0/action refetch in a form document always fails: the node that shows the form runs its submit actions without the page\'s Data and Flow nodes. Run it from that node\'s event instead (the Form node\'s on.success)',
      'forms/login.json /submit/1/action flowStep in a form document always fails: the node that shows the form runs its submit actions without the page\'s Data and Flow nodes. Run it from that node\'s event instead (the Form node\'s on.success)',
    ]);
  });
});
