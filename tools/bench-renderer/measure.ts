// The pure parts of npm run bench:renderer: medians, ratios, the interleaved order of the variants and
// the report text (tests/unit/tools/bench-renderer.test.tsx).

export const BUDGET_RATIO = 1.15;

export type Variant = 'renderer' | 'jsx';

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** How much the renderer costs over JSX: renderer / JSX. */
export function ratio(renderer: number, jsx: number): number {
  if (!(jsx > 0)) throw new Error(`the JSX time must be positive, got ${jsx}`);
  return renderer / jsx;
}

/**
 * The order of the runs: pairs of both variants, the first of each pair alternating, so slow moments of
 * the machine (and whatever the previous run left, such as garbage to collect) fall on both equally.
 */
export function interleavedOrder(pairs: number): Variant[] {
  const order: Variant[] = [];
  for (let i = 0; i < pairs; i++) order.push(...(i % 2 === 0 ? ['renderer', 'jsx'] as const : ['jsx', 'renderer'] as const));
  return order;
}

export interface Timing {
  /** Milliseconds per run, in run order. */
  renderer: number[];
  jsx: number[];
}

export interface Summary {
  renderer: number;
  jsx: number;
  /** The budget's measure: median renderer time over median JSX time. */
  ratio: number;
  /** A check on it: the median of each pair's renderer/JSX ratio. The two runs of a pair run back to back,
   *  so a load that comes and goes over seconds cancels out in it; far from `ratio`, the machine was busy. */
  pairedRatio: number;
  runs: number;
  withinBudget: boolean;
}

/** The i-th renderer run and the i-th JSX run are one pair of interleavedOrder. */
export function pairedRatio(timing: Timing): number {
  const pairs = Math.min(timing.renderer.length, timing.jsx.length);
  return median(Array.from({ length: pairs }, (_, i) => ratio(timing.renderer[i], timing.jsx[i])));
}

export function summarise(timing: Timing, budget = BUDGET_RATIO): Summary {
  const renderer = median(timing.renderer);
  const jsx = median(timing.jsx);
  const r = ratio(renderer, jsx);
  return {
    renderer, jsx, ratio: r, pairedRatio: pairedRatio(timing),
    runs: Math.min(timing.renderer.length, timing.jsx.length), withinBudget: r <= budget,
  };
}

export interface ReportInput {
  date: Date;
  machine: string;
  nodes: number;
  server: Summary;
  browser: Summary;
  serverMethod: string;
  browserMethod: string;
  budget?: number;
}

const ms = (value: number) => value.toFixed(2);
const row = (name: string, s: Summary) =>
  `| ${name} | ${ms(s.renderer)} | ${ms(s.jsx)} | ${s.ratio.toFixed(3)}x | ${s.pairedRatio.toFixed(3)}x | ${s.runs} | ${s.withinBudget ? 'yes' : 'NO'} |`;

export function reportText(input: ReportInput): string {
  const budget = input.budget ?? BUDGET_RATIO;
  const met = input.server.withinBudget && input.browser.withinBudget;
  return [
    '# Renderer benchmark (npm run bench:renderer)',
    '',
    `Run ${input.date.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${input.machine}.`,
    '',
    `Issue 12: a page of ${input.nodes} nodes rendered by the renderer (src/renderer/RenderNode.tsx) costs at most ${budget}x the`,
    'same page written as JSX with the same widget components, props and nesting (tools/bench-renderer/page.tsx; a unit test',
    'checks that both give the same HTML). Both run inside the same providers (Chakra, texts, router, renderer services, scope),',
    'React production builds. The variants alternate run by run (the first of each pair alternating); ratio = median renderer',
    'time / median JSX time (the budget\'s measure); the median of the pairs\' own ratios is a check on it (far apart: a busy machine).',
    '',
    `- server: ${input.serverMethod}`,
    `- browser: ${input.browserMethod}`,
    '',
    '| where | renderer ms (median) | JSX ms (median) | ratio | median of pair ratios | runs each | within budget |',
    '|---|---|---|---|---|---|---|',
    row('server (renderToString)', input.server),
    row('browser (mount)', input.browser),
    '',
    `Budget ${budget}x: ${met ? 'met' : 'NOT met'}.`,
    '',
  ].join('\n');
}
