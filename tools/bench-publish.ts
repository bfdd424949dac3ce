// npm run bench:publish (after a build): the publishing budgets of issue 11, measured and written to
// bench/publish.md (a report, not a timed test):
// - validating both brands (`brand validate` of curacao and lulu) takes under 1 s;
// - loading and checking a bundle (what a server does at start and at each new live version) under 50 ms;
// - a published change reaches a new page load of a running `npm start` in under 2 s, no restart.
// The server runs as `npm run serve` does, on its own port with a store of its own (BRANDS_DIR).
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../src/brand/schema-files.ts';
import { bundleBrand, validateBrand, validateBundle } from '../src/brand/index.ts';
import { BrandStore } from '../src/brand/store.ts';

const PORT = 5297;
const RUNS = 5;
const BUDGET = { validateMs: 1000, loadMs: 50, publishMs: 2000 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

const dir = mkdtempSync(join(tmpdir(), 'bench-publish-'));
const brands = join(dir, 'brands');
cpSync(join(ROOT, 'brands'), brands, { recursive: true });
const store = new BrandStore(join(dir, 'store'));

// 1. Validating both brands (the first run warms the schema cache, as an operator's second run would be).
validateBrand('curacao', { brandsDir: brands });
const validateTimes = Array.from({ length: RUNS }, () => time(() => {
  for (const id of ['curacao', 'lulu']) {
    const { problems } = validateBrand(id, { brandsDir: brands });
    if (problems.length) throw new Error(`brand ${id} has problems: run npm run brand -- validate ${id}`);
  }
})[1]);

// 2. Loading and checking a bundle.
const { bundle, files } = bundleBrand('curacao', { brandsDir: brands });
store.publish(bundle!, new Date(), {}, files);
const loadTimes = Array.from({ length: RUNS }, () => time(() => {
  const data = store.read('curacao', bundle!.hash);
  if (validateBundle(data).length) throw new Error('the published bundle does not pass its check');
})[1]);

// 3. A published change reaching a page load of a running server.
const server = spawn('npx', ['tsx', 'server/site/main.ts'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', BRAND: 'curacao', BRANDS_DIR: store.dir, SANDBOX_DB: ':memory:' },
  stdio: ['ignore', 'pipe', 'inherit'],
  // Its own process group: npx starts tsx, which starts node; the whole group is stopped at the end.
  detached: true,
});
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => { if (chunk.toString().includes('ready at')) resolve(); });
  server.on('exit', (code) => reject(new Error(`the server exited (${code}): is there a build? run npm run build`)));
});

async function servedHash(): Promise<string> {
  const page = await (await fetch(`http://127.0.0.1:${PORT}/casino`, { headers: { accept: 'text/html' } })).text();
  return /"bundleUrl":"\/brands\/curacao\.([0-9a-f]{12})\.json"/.exec(page)?.[1] ?? '';
}

const publishTimes: number[] = [];
try {
  const textsFile = join(brands, 'curacao/texts/en.json');
  const texts = JSON.parse(readFileSync(textsFile, 'utf8'));
  for (let run = 0; run < RUNS; run += 1) {
    texts.text.page.casino.title = `Casino (published change ${run + 1})`;
    writeFileSync(textsFile, JSON.stringify(texts, null, 2));
    const started = performance.now();
    // What `npm run brand -- publish curacao` does: validate, bundle, store, make live.
    const built = bundleBrand('curacao', { brandsDir: brands });
    const next = built.bundle!;
    store.publish(next, new Date(), {}, built.files);
    // Page loads until one is the new version (every 20 ms; the measure is the first that is).
    while ((await servedHash()) !== next.hash) await new Promise((resolve) => setTimeout(resolve, 20));
    publishTimes.push(performance.now() - started);
  }
} finally {
  process.kill(-server.pid!, 'SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

const rows = [
  ['validate curacao and lulu', validateTimes, BUDGET.validateMs],
  ['load and check a bundle', loadTimes, BUDGET.loadMs],
  ['publish to a new page load', publishTimes, BUDGET.publishMs],
] as const;
const report = [
  '# Publishing (npm run bench:publish)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine, ${RUNS} runs each: median and slowest.`,
  'A published change is polled by the running server every 500 ms (server/site/liveBrand.ts).',
  '',
  '| step | median | slowest | budget |',
  '| --- | --- | --- | --- |',
  ...rows.map(([name, values, budget]) => `| ${name} | ${ms(median(values))} | ${ms(Math.max(...values))} | ${ms(budget)} |`),
  '',
].join('\n');
writeFileSync(join(ROOT, 'bench/publish.md'), report);
console.log(report);
const over = rows.filter(([, values, budget]) => median(values) > budget);
if (over.length) console.log(`Over budget: ${over.map(([name]) => name).join(', ')}`);
