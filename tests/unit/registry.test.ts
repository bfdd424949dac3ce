// DESIGN: a widget is one folder (Widget.tsx, props.schema.json, example.json) and an action one
// folder (handler.ts, params.schema.json); the registries and types follow from them.
import { describe, it, expect } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, listFolders } from '../../src/brand/schema-files';
import { validators } from '../../src/generated/validators.js';
import { widgetRegistry } from '../../src/generated/widgets';
import { actionRegistry } from '../../src/generated/actions';
import { ENDPOINT_NAMES } from '../../src/platform/api/endpoints';

const widgetDirs = listFolders(join(ROOT, 'src/widgets'));
const actionDirs = listFolders(join(ROOT, 'src/actions'));
type Key = keyof typeof validators;

describe('widget registry', () => {
  it('has exactly the widget folders', () => {
    expect(Object.keys(widgetRegistry).sort()).toEqual(widgetDirs);
  });
  it.each(widgetDirs)('%s: its folder has Widget.tsx, props.schema.json and a valid example.json', (type) => {
    const dir = join(ROOT, 'src/widgets', type);
    for (const f of ['Widget.tsx', 'props.schema.json', 'example.json']) expect(existsSync(join(dir, f)), f).toBe(true);
    const example = JSON.parse(readFileSync(join(dir, 'example.json'), 'utf8'));
    expect(example.type).toBe(type);
    expect(validators.node(example), JSON.stringify(validators.node.errors)).toBe(true);
    const validateProps = validators[`widget:${type}` as Key];
    expect(validateProps(example.props ?? {}), JSON.stringify(validateProps.errors)).toBe(true);
  });
});

describe('action registry', () => {
  it('has exactly the action folders, including the ones DESIGN requires', () => {
    expect(Object.keys(actionRegistry).sort()).toEqual(actionDirs);
    for (const name of ['navigate', 'openModal', 'closeModal', 'call', 'track', 'setColorMode', 'logout']) expect(actionDirs).toContain(name);
  });
  it('the call action names exactly the endpoints of the api client (spec 7; gen makes the enum, see brand/endpoint-enum.test.ts)', () => {
    for (const endpoint of ENDPOINT_NAMES) expect(validators['action:call']({ endpoint }), endpoint).toBe(true);
    expect(validators['action:call']({ endpoint: 'notAnEndpoint' })).toBe(false);
  });
  it('rejects params an action does not take', () => {
    expect(validators['action:navigate']({ to: { page: 'casino' } })).toBe(true);
    expect(validators['action:navigate']({ to: { page: 'casino' }, target: '_blank' })).toBe(false);
    expect(validators['action:openModal']({})).toBe(false);
    expect(validators['action:setColorMode']({ mode: 'blue' })).toBe(false);
  });
});
