// npm run size: the gzip size of the JavaScript needed for the first paint (the entry script and
// the chunks it preloads, as dist/site/index.html lists them) against the 170 KB budget (issue 12). Also checks,
// from the source maps, that rjsf and its validator sit only in lazy chunks, and that no shipped
// chunk uses eval or new Function (the site runs under script-src 'self'). A report, not a timed test.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../src/brand/schema-files.ts';

export const FIRST_PAINT_BUDGET_KB = 170;
const site = join(ROOT, 'dist/site');
const html = readFileSync(join(site, 'index.html'), 'utf8');
const firstPaint = [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/([^"]+\.js)"/g)].map((m) => m[1]);
const chunks = readdirSync(join(site, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const gzipKb = (file: string) => gzipSync(readFileSync(join(site, file))).length / 1024;
const sources = (file: string): string[] => {
  const map = join(site, `${file}.map`);
  return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources as string[]) : [];
};

const total = firstPaint.reduce((sum, file) => sum + gzipKb(file), 0);
const lazy = chunks.filter((f) => !firstPaint.includes(f));
console.log('First paint JavaScript of /casino (gzip):');
for (const file of firstPaint) console.log(`  ${gzipKb(file).toFixed(1).padStart(7)} KB  ${file}`);
console.log(`  ${total.toFixed(1).padStart(7)} KB  total (budget ${FIRST_PAINT_BUDGET_KB} KB)`);
console.log(`Lazy chunks: ${lazy.length}, ${lazy.reduce((s, f) => s + gzipKb(f), 0).toFixed(1)} KB gzip`);

const problems: string[] = [];
if (total > FIRST_PAINT_BUDGET_KB) problems.push(`first paint JavaScript is ${total.toFixed(1)} KB gzip, over the ${FIRST_PAINT_BUDGET_KB} KB budget`);
for (const file of firstPaint) {
  const heavy = sources(file).filter((s) => /node_modules\/(@rjsf|ajv\/dist\/compile|ajv\/dist\/core)/.test(s));
  if (heavy.length) problems.push(`${file} is loaded for the first paint but holds ${heavy[0]}: rjsf and validators belong in lazy chunks`);
}
for (const file of chunks) {
  const code = readFileSync(join(site, file), 'utf8');
  if (/\bnew Function\s*\(|(^|[^.\w$])eval\s*\(/.test(code)) problems.push(`${file} uses eval or new Function`);
}
if (problems.length) {
  for (const p of problems) console.error(`size: ${p}`);
  process.exit(1);
}
console.log('size: within budget');
