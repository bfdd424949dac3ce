// Where a problem sits in its file: line and column as an editor shows them (a tab is one column), found from an
// index of line starts kept for the text (src/brand/source.ts positionAt).
import { describe, expect, it } from 'vitest';
import { positionAt } from '../../../src/brand/source.ts';

describe('positionAt', () => {
  it('counts lines and columns from 1, a tab as one column, and works across texts asked in turn', () => {
    const text = '{\n\t"a": 1,\n  "b": [\n\n    2]\n}';
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, 1)).toEqual({ line: 1, column: 2 }); // the newline itself ends line 1
    expect(positionAt(text, text.indexOf('"a"'))).toEqual({ line: 2, column: 2 });
    expect(positionAt(text, text.indexOf('2'))).toEqual({ line: 5, column: 5 });
    expect(positionAt('x\ny', 2)).toEqual({ line: 2, column: 1 });
    expect(positionAt(text, text.indexOf('}'))).toEqual({ line: 6, column: 1 });
    expect(positionAt(text, text.length + 3)).toEqual({ line: 6, column: 5 }); // past the end: as the old scan said
  });
});
