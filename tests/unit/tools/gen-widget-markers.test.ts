// What npm run gen writes instead of a second hand-written copy: each widget's markers (x-inside, x-provides)
// from its props.schema.json, read by brand validate, the renderer and the tests.
import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, listFolders } from '../../../src/brand/schema-files';
import { widgetInside, widgetProvides } from '../../../src/generated/widgetMarkers';
import { PLAY_FLOW, PLAY_MOVES, PLAY_STEPS } from '../../../src/play/playFlow';

const schemaOf = (type: string) => JSON.parse(readFileSync(join(ROOT, 'src/widgets', type, 'props.schema.json'), 'utf8'));

describe("widget markers: each widget's schema, gathered by gen", () => {
  it.each(listFolders(join(ROOT, 'src/widgets')))('%s: x-inside as a list of widget types', (type) => {
    const marker = schemaOf(type)['x-inside'];
    const expected = marker === undefined ? undefined : [marker].flat();
    expect((widgetInside as Record<string, unknown>)[type]).toEqual(expected);
  });

  it('the widgets that need another around them, and those that provide data or a flow', () => {
    expect(Object.keys(widgetInside).filter((type) => (widgetInside as Record<string, string[]>)[type].includes('GamePlay'))).toEqual(['GameAccess', 'GameBetLimit', 'GameError', 'GameFrame']);
    expect(widgetInside.PaymentMethods).toEqual(['Deposit', 'Withdraw']);
    expect(Object.keys(widgetProvides).sort()).toEqual(['Compute', 'CountryBlock', 'Data', 'Flow', 'GamePlay']);
    expect(widgetProvides.Flow).toEqual({ flow: true });
    expect(widgetProvides.Compute).toEqual({ data: true });
  });

  it("GamePlay's flow is the play flow's code (x-enum-from), not a copy", () => {
    expect(widgetProvides.GamePlay).toEqual({ flow: { name: PLAY_FLOW, steps: [...PLAY_STEPS], moves: [...PLAY_MOVES] } });
  });
});
