// npm run brand -- <command>: the operator's tool for brand documents.
//   validate <id>                  print every problem as file:line:column pointer sentence; exit 1 when any
//   publish <id>                   validate, add a content-hashed version to the store and make it live
//   publish-all                    publish every brand folder; a broken one keeps its live version
//   versions <id>                  the published versions: hash, time, which is live
//   rollback <id> [hash]           make an earlier version live (default: the one before the live one)
//   bundle <id> [--out dir]        validate, then write <out>/<id>.json (default dist/bundles; a file to look at)
//   bundle-all [--out dir]         bundle every brand folder
//   new <id> --from <parent>       start a brand that extends another, with only its brand.json
// --brands <dir> reads brands from another folder (tests); --store <dir> is the published store
// (default: BRANDS_DIR, else dist/brands), which running site servers watch. Usage mistakes exit 2.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from '../src/brand/schema-files.ts';
import { bundleBrand, writeBundle, validateBrand, validateBundle, listBrands, brandExists, formatProblem, type Problem } from '../src/brand/index.ts';
import { BrandStore } from '../src/brand/store.ts';
import { displayPath } from '../src/brand/problems.ts';
import { didYouMean } from '../src/brand/suggest.ts';

const HELP = `Usage: npm run brand -- <command> [options]

Commands:
  validate <id>               Check brand <id> (with the brands it extends) and list every problem
  publish <id>                Validate, store a new version and make it live (servers pick it up)
  publish-all                 Publish every brand folder; a brand with problems keeps its live version
  versions <id>               List the published versions (hash, time, live)
  rollback <id> [<hash>]      Make an earlier version live (default: the one before the live one)
  bundle <id> [--out <dir>]   Validate, then write <dir>/<id>.json to look at (default dist/bundles; not served)
  bundle-all [--out <dir>]    Bundle every brand folder
  new <id> --from <parent>    Create brands/<id>/brand.json extending <parent>

Options:
  --brands <dir>              Folder holding the brand folders (default: brands)
  --store <dir>               The published store (default: $BRANDS_DIR, else dist/brands)
  --help                      Show this help`;

class UsageError extends Error {}

interface Args {
  command?: string;
  positional: string[];
  options: Record<string, string>;
}

const VALUE_OPTIONS = new Set(['brands', 'out', 'from', 'store']);

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

/** Validates and publishes one brand; prints what happened. */
function publishOne(id: string, brandsDir: string, store: BrandStore): boolean {
  const { bundle, problems } = bundleBrand(id, { brandsDir });
  if (!bundle) {
    printProblems(id, problems);
    const live = store.liveHash(id);
    console.log(`brand ${id}: not published; ${live ? `the live version stays ${live}` : 'it has no live version'}`);
    return false;
  }
  const { isNew } = store.publish(bundle, new Date());
  console.log(`brand ${id}: published ${bundle.hash}${isNew ? '' : ' (the same as an earlier version)'}, live`);
  return true;
}

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

function listVersions(id: string, store: BrandStore): number {
  const versions = store.versions(id);
  if (!versions.length) {
    console.error(`brand ${id}: nothing published in ${displayPath(store.dir)}; run \`npm run brand -- publish ${id}\``);
    return 1;
  }
  const live = store.liveHash(id);
  console.log(`brand ${id}: ${versions.length} version${versions.length === 1 ? '' : 's'} (newest first)`);
  for (const v of [...versions].reverse()) console.log(`  ${v.hash}  ${when(v.publishedAt)}${v.hash === live ? '  live' : ''}`);
  return 0;
}

function rollback(id: string, store: BrandStore, hash: string | undefined): number {
  const versions = store.versions(id);
  const live = store.liveHash(id);
  let target = hash;
  if (!target) {
    const at = versions.findIndex((v) => v.hash === live);
    target = at > 0 ? versions[at - 1].hash : undefined;
    if (!target) {
      console.error(`brand ${id}: no version before the live one${live ? ` (${live})` : ''} to go back to`);
      return 1;
    }
  }
  if (!store.has(id, target)) {
    const known = versions.map((v) => v.hash);
    console.error(`brand ${id}: no published version ${target}${didYouMean(target, known)}. Versions: ${known.join(', ') || 'none'}`);
    return 1;
  }
  // The version is checked as a server would before it goes live again.
  const problems = validateBundle(store.read(id, target));
  if (problems.length) {
    for (const problem of problems) console.log(problem);
    console.log(`brand ${id}: version ${target} is invalid; the live version stays ${live}`);
    return 1;
  }
  store.setLive(id, target);
  console.log(`brand ${id}: ${target} is live${live && live !== target ? ` (was ${live})` : ''}`);
  return 0;
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
  const outDir = resolve(args.options.out ?? join(ROOT, 'dist/bundles'));
  const store = new BrandStore(resolve(args.options.store ?? process.env.BRANDS_DIR ?? join(ROOT, 'dist/brands')));
  switch (args.command) {
    case 'validate': {
      allowOptions(args, ['brands']);
      const [id] = expectPositionals(args, ['id']);
      const { problems, warnings, documentCount } = validateBrand(id, { brandsDir });
      // On stderr: the problems (stdout) stay the list a script reads; warnings do not fail the brand.
      for (const warning of warnings) console.warn(`warning: ${formatProblem(warning)}`);
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
    case 'publish': {
      allowOptions(args, ['brands', 'store']);
      const [id] = expectPositionals(args, ['id']);
      return publishOne(id, brandsDir, store) ? 0 : 1;
    }
    case 'publish-all': {
      allowOptions(args, ['brands', 'store']);
      expectPositionals(args, []);
      const ids = listBrands(brandsDir);
      // Brands publish independently: one with problems keeps its live version and the others go on.
      const failed = ids.filter((id) => !publishOne(id, brandsDir, store));
      const unservable = failed.filter((id) => !store.liveHash(id));
      if (failed.length) console.log(`${failed.length} of ${ids.length} brands not published: ${failed.join(', ')} (problems above)`);
      // Exit 1 only when a brand has no live version at all: it could not be served.
      return unservable.length || !ids.length ? 1 : 0;
    }
    case 'versions': {
      allowOptions(args, ['store']);
      const [id] = expectPositionals(args, ['id']);
      return listVersions(id, store);
    }
    case 'rollback': {
      allowOptions(args, ['store']);
      if (args.positional.length < 1 || args.positional.length > 2) throw new UsageError('rollback takes <id> [<hash>]');
      const [id, hash] = args.positional;
      return rollback(id, store, hash);
    }
    case 'new': {
      allowOptions(args, ['brands', 'from']);
      const [id] = expectPositionals(args, ['id']);
      if (!args.options.from) throw new UsageError('new needs --from <parent>: a new brand starts by extending an existing one');
      return createBrand(id, args.options.from, brandsDir);
    }
    default:
      throw new UsageError(`Unknown command "${args.command}"${didYouMean(args.command, ['validate', 'publish', 'publish-all', 'versions', 'rollback', 'bundle', 'bundle-all', 'new'])}`);
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
