// The call action's endpoint names come from the api client's table (src/platform/api/endpoints.ts ENDPOINTS):
// params.schema.json says "x-enum-from": "endpoints" and npm run gen writes the enum into the types and the
// validators, so a new endpoint is callable from documents without a second, hand-kept list (one once missed an
// entry and broke CI). The brand validator still refuses an unknown name (tests/unit/brand/mistakes.test.ts).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withGeneratedEnums } from '../../../tools/gen.ts';
import { ROOT } from '../../../src/brand/schema-files.ts';
import { ENDPOINT_NAMES } from '../../../src/platform/api/endpoints.ts';
import { validators } from '../../../src/generated/validators.js';

const file = join(ROOT, 'src/actions/call/params.schema.json');
const raw = readFileSync(file, 'utf8');
const dataFile = join(ROOT, 'src/widgets/Data/props.schema.json');

describe('the call action\'s endpoint enum', () => {
  it('is no hand list in the repo: the schema names its source', () => {
    const endpoint = (JSON.parse(raw) as { properties: { endpoint: Record<string, unknown> } }).properties.endpoint;
    expect(endpoint['x-enum-from']).toBe('endpoints');
    expect(endpoint.enum).toBeUndefined();
  });

  it('is every endpoint of ENDPOINTS, in gen\'s schema and in the generated validator', () => {
    const expanded = withGeneratedEnums(JSON.parse(raw), file) as { properties: { endpoint: { enum: string[] } } };
    expect(expanded.properties.endpoint.enum).toEqual([...ENDPOINT_NAMES]);
    expect(ENDPOINT_NAMES.length).toBeGreaterThan(50);
    for (const endpoint of ENDPOINT_NAMES) expect(validators['action:call']({ endpoint }), endpoint).toBe(true);
    expect(validators['action:call']({ endpoint: 'getTopWinz' })).toBe(false);
  });

  it('is the Data node\'s too (its hand list had fallen behind: reverseGeocode, openWallet, switchWallet and six others were missing)', () => {
    const endpoint = (JSON.parse(readFileSync(dataFile, 'utf8')) as { properties: { endpoint: Record<string, unknown> } }).properties.endpoint;
    expect(endpoint).toMatchObject({ 'x-enum-from': 'endpoints' });
    expect(endpoint.enum).toBeUndefined();
    for (const endpoint of ENDPOINT_NAMES) expect(validators['widget:Data']({ name: 'x', endpoint }), endpoint).toBe(true);
    expect(validators['widget:Data']({ name: 'x', endpoint: 'getWalletz' })).toBe(false);
  });

  it('gen refuses an unknown source and a hand list beside one', () => {
    expect(() => withGeneratedEnums({ type: 'string', 'x-enum-from': 'endpionts' }, file)).toThrow(/x-enum-from "endpionts" is none of endpoints/);
    expect(() => withGeneratedEnums({ type: 'string', enum: ['a'], 'x-enum-from': 'endpoints' }, file)).toThrow(/hand-written enum/);
  });
});
