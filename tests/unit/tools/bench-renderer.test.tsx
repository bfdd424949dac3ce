// npm run bench:renderer compares the renderer with the same page written as JSX: these tests check that
// the two variants are the same page (so the ratio is a fair one) and the arithmetic of the report.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BenchProviders, JsxPage, NODES_PER_SECTION, RendererPage, SECTIONS, benchContext, benchPageDocument, countNodes,
} from '../../../tools/bench-renderer/page';
import { emptyScope } from '../../../src/renderer/scope';
import { BUDGET_RATIO, interleavedOrder, median, pairedRatio, ratio, reportText, summarise } from '../../../tools/bench-renderer/measure';

describe('bench:renderer page', () => {
  it('the document has exactly 2,000 nodes', () => {
    expect(SECTIONS * NODES_PER_SECTION).toBe(2000);
    expect(countNodes(benchPageDocument())).toBe(2000);
    expect(benchPageDocument()).toHaveLength(SECTIONS);
  });

  it('the JSX page and the document give the same HTML, for a guest and for a player', () => {
    const player = { ...emptyScope, auth: { ...emptyScope.auth, authenticated: true } };
    for (const scope of [emptyScope, player]) {
      const context = { ...benchContext(), scope };
      const viaRenderer = renderToStaticMarkup(<BenchProviders context={context}><RendererPage nodes={benchPageDocument()} /></BenchProviders>);
      const viaJsx = renderToStaticMarkup(<BenchProviders context={context}><JsxPage /></BenchProviders>);
      expect(viaRenderer).toBe(viaJsx);
      // The widgets rendered: 40 sections, 240 game images, the texts in their words (not keys).
      expect(viaRenderer.match(/<section/g)).toHaveLength(SECTIONS);
      expect(viaRenderer.match(/<img/g)).toHaveLength(SECTIONS * 6);
      expect(viaRenderer).toContain('Games of section 39');
      expect(viaRenderer).not.toContain('text.bench.');
      expect(viaRenderer.includes('Register to keep your wins.')).toBe(scope === emptyScope);
    }
  });
});

describe('bench:renderer arithmetic', () => {
  it('median of odd and even counts, unsorted input left as it was', () => {
    const values = [5, 1, 3];
    expect(median(values)).toBe(3);
    expect(values).toEqual([5, 1, 3]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('ratio is renderer over JSX; a JSX time of zero is an error, not Infinity', () => {
    expect(ratio(11.5, 10)).toBeCloseTo(1.15);
    expect(() => ratio(1, 0)).toThrow();
  });

  it('the interleaved order runs each variant equally often and alternates which goes first', () => {
    const order = interleavedOrder(4);
    expect(order).toEqual(['renderer', 'jsx', 'jsx', 'renderer', 'renderer', 'jsx', 'jsx', 'renderer']);
  });

  it('the paired ratio is the median of each pair\'s own ratio: a slow moment of the machine cancels out', () => {
    // Pair 3 ran while the machine was busy (both variants 10x slower): the medians shift, the pairs do not.
    expect(pairedRatio({ renderer: [11, 12, 110, 11], jsx: [10, 10, 100, 10] })).toBeCloseTo(1.1);
    expect(pairedRatio({ renderer: [2, 4], jsx: [1, 4] })).toBe(1.5);
  });

  it('the budget is met at 1.15x exactly and missed above it; the report says which', () => {
    expect(BUDGET_RATIO).toBe(1.15);
    const within = summarise({ renderer: [11.5, 11.5, 30], jsx: [10, 10, 1] });
    expect(within).toMatchObject({ renderer: 11.5, jsx: 10, runs: 3, withinBudget: true, pairedRatio: 1.15 });
    const over = summarise({ renderer: [12, 12], jsx: [10, 10] });
    expect(over.withinBudget).toBe(false);
    const base = { date: new Date('2026-11-25T10:00:00Z'), machine: '2 cores', nodes: 2000, serverMethod: 's', browserMethod: 'b' };
    const good = reportText({ ...base, server: within, browser: within });
    expect(good).toContain('| server (renderToString) | 11.50 | 10.00 | 1.150x | 1.150x | 3 | yes |');
    expect(good).toContain('Budget 1.15x: met.');
    const bad = reportText({ ...base, server: within, browser: over });
    expect(bad).toContain('| browser (mount) | 12.00 | 10.00 | 1.200x | 1.200x | 2 | NO |');
    expect(bad).toContain('Budget 1.15x: NOT met.');
    expect(bad).toContain('2026-11-25 10:00 UTC');
  });
});
