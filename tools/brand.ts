// npm run brand -- <command>: the operator's tool for brand documents.
//   validate <id>                  print every problem as file:line:column pointer sentence; exit 1 when any
//   bundle <id> [--out dir]        validate, then write <out>/<id>.json (default dist/brands)
//   bundle-all [--out dir]         bundle every brand folder
//   new <id> --from <parent>       start a brand that extends another, with only its brand.json
// --brands <dir> reads brands from another folder (tests). Usage mistakes exit 2.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from './schema-files.ts';
import { bundleBrand, writeBundle, validateBrand, listBrands, brandExists, formatProblem, type Problem } from './brand/index.ts';
import { displayPath } from './brand/problems.ts';
import { didYouMean } from './brand/suggest.ts';

const HELP = `Usage: npm run brand -- <command> [options]

Commands:
  validate <id>               Check brand <id> (with the brands it extends) and list every problem
  bundle <id> [--out <dir>]   Validate, then write <dir>/<id>.json (default: dist/brands)
  bundle-all [--out <dir>]    Bundle every brand folder
  new <id> --from <parent>    Create brands/<id>/brand.json extending <parent>

Options:
  --brands <dir>              Folder holding the brand folders (default: brands)
  --help                      Show this help`;

class UsageError extends Error {}

interface Args {
  command?: string;
  positional: string[];
  options: Record<string, string>;
}

const VALUE_OPTIONS = new Set(['brands', 'out', 'from']);

function parseArgs(argv: string[]): Args {
  const args: Args = { positional: [], options: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.options.help = 'true';
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (!VALUE_OPTIONS.has(name)) throw new UsageError(`Unknown option --${name}`);
      const value = inline ?? argv[++i];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      args.options[name] = value;
    } else if (!args.command) args.command = arg;
    else args.positional.push(arg);
  }
  return args;
}

function expectPositionals(args: Args, names: string[]): string[] {
  if (args.positional.length !== names.length) {
    throw new UsageError(`${args.command} takes ${names.length ? names.map((n) => `<${n}>`).join(' ') : 'no arguments'}`);
  }
  return args.positional;
}

function allowOptions(args: Args, allowed: string[]) {
  const extra = Object.keys(args.options).find((o) => o !== 'help' && !allowed.includes(o));
  if (extra) throw new UsageError(`${args.command} does not take --${extra}`);
}

function printProblems(id: string, problems: Problem[]) {
  for (const problem of problems) console.log(formatProblem(problem));
  console.log(`brand ${id}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
}

function bundleOne(id: string, brandsDir: string, outDir: string): boolean {
  const { bundle, problems } = bundleBrand(id, { brandsDir });
  if (!bundle) {
    printProblems(id, problems);
    return false;
  }
  const file = writeBundle(bundle, outDir);
  console.log(`brand ${id}: wrote ${displayPath(file)} (hash ${bundle.hash})`);
  return true;
}

const BRAND_ID = /^[a-z][a-z0-9-]*$/;

/** "my-brand" -> "My Brand": a starting name an operator will usually change. */
const nameFromId = (id: string) => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

function createBrand(id: string, parent: string, brandsDir: string): number {
  if (!BRAND_ID.test(id)) {
    console.error(`Invalid brand id "${id}": use lower-case letters, digits and "-", starting with a letter (like "lulu")`);
    return 1;
  }
  const dir = join(brandsDir, id);
  if (existsSync(dir)) {
    console.error(`Brand "${id}" already exists (${displayPath(dir)}); choose another id`);
    return 1;
  }
  if (!brandExists(brandsDir, parent)) {
    const known = listBrands(brandsDir);
    console.error(`Cannot extend "${parent}": there is no brand of that id${didYouMean(parent, known)}. Brands: ${known.join(', ') || 'none'}`);
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'brand.json');
  writeFileSync(file, `${JSON.stringify({ id, name: nameFromId(id), extends: parent }, null, 2)}\n`);
  console.log(`brand ${id}: created ${displayPath(file)} extending ${parent}; add documents to override ${parent}'s`);
  return 0;
}

export function main(argv: string[]): number {
  const args = parseArgs(argv);
  if (args.options.help || !args.command) {
    console.log(HELP);
    return args.options.help ? 0 : 2;
  }
  const brandsDir = resolve(args.options.brands ?? join(ROOT, 'brands'));
  const outDir = resolve(args.options.out ?? join(ROOT, 'dist/brands'));
  switch (args.command) {
    case 'validate': {
      allowOptions(args, ['brands']);
      const [id] = expectPositionals(args, ['id']);
      const { problems, documentCount } = validateBrand(id, { brandsDir });
      if (problems.length) {
        printProblems(id, problems);
        return 1;
      }
      console.log(`brand ${id}: valid (${documentCount} documents)`);
      return 0;
    }
    case 'bundle': {
      allowOptions(args, ['brands', 'out']);
      const [id] = expectPositionals(args, ['id']);
      return bundleOne(id, brandsDir, outDir) ? 0 : 1;
    }
    case 'bundle-all': {
      allowOptions(args, ['brands', 'out']);
      expectPositionals(args, []);
      const ids = listBrands(brandsDir);
      if (!ids.length) {
        console.error(`No brands in ${displayPath(brandsDir)}`);
        return 1;
      }
      // Every brand is tried, so one run lists all the problems.
      const results = ids.map((id) => bundleOne(id, brandsDir, outDir));
      return results.every(Boolean) ? 0 : 1;
    }
    case 'new': {
      allowOptions(args, ['brands', 'from']);
      const [id] = expectPositionals(args, ['id']);
      if (!args.options.from) throw new UsageError('new needs --from <parent>: a new brand starts by extending an existing one');
      return createBrand(id, args.options.from, brandsDir);
    }
    default:
      throw new UsageError(`Unknown command "${args.command}"${didYouMean(args.command, ['validate', 'bundle', 'bundle-all', 'new'])}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    console.error(`${err.message}\n\n${HELP}`);
    process.exitCode = 2;
  }
}
