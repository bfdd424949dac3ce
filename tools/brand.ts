// npm run brand -- <command>: the operator's tool for brand documents.
//   validate <id>                  print every problem as file:line:column pointer sentence; exit 1 when any
//   publish <id> [--draft]         validate, add a content-hashed version (and its assets/ files) to the store and
//                                  make it live once every running server accepts it (--draft: for ?preview= only)
//   promote <id> <hash>            make a draft (or any stored version) live, exactly as it was stored
//   diff <id> <a> <b>              each JSON pointer that differs between two stored versions, old and new
//   publish-all                    publish every brand folder; a broken one keeps its live version
//   status <id>                    each running server: the version it serves, each setting's value and source
//   versions <id>                  the published versions: hash, time, live or draft, author, message
//   rollback <id> [hash]           make an earlier version live (default: the one before the live one)
//   bundle <id> [--out dir]        validate, then write <out>/<id>.json (default dist/bundles; a file to look at)
//   bundle-all [--out dir]         bundle every brand folder
//   new <id> --from <parent>       start a brand that extends another, with only its brand.json
//   pull <id> [hash]               write a stored version's source (default: the live one) back to brands/<id>/
// --brands <dir> reads brands from another folder (tests); --store <dir> is the published store
// (default: BRANDS_DIR, else dist/brands), which running site servers watch. Usage mistakes exit 2.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../src/brand/schema-files.ts';
import { bundleBrand, writeBundle, validateBrand, validateBundle, listBrands, brandExists, formatProblem, type Problem } from '../src/brand/index.ts';
import { BrandStore, type PublishOptions } from '../src/brand/store.ts';
import { goLive as goLiveWith } from '../src/brand/go-live.ts';
import { versionDiff } from '../src/brand/diff.ts';
import { displayPath } from '../src/brand/problems.ts';
import { didYouMean } from '../src/brand/suggest.ts';

const HELP = `Usage: npm run brand -- <command> [options]

Commands:
  validate <id>               Check brand <id> (with the brands it extends) and list every problem
  publish <id>                Validate, store a new version (with its assets/ files) and make it live once
                              the running servers accept it (they pick it up within a second)
      --draft                 Store it without making it live: preview it with ?preview=<hash>
      --message <text>        Why (shown by versions)
      --author <name>         Who (default: your user name)
  promote <id> <hash>         Make a draft live, exactly the version that was previewed
  publish-all                 Publish every brand folder; a brand with problems keeps its live version
  versions <id>               List the published versions (hash, time, live or draft, author, message)
  status <id>                 What each running server serves: its version, each setting's value and source
  diff <id> <a> <b>           What changed from version <a> to <b>: each JSON pointer, old and new value
  rollback <id> [<hash>]      Make an earlier version live (default: the one before the live one)
  bundle <id> [--out <dir>]   Validate, then write <dir>/<id>.json to look at (default dist/bundles; not served)
  bundle-all [--out <dir>]    Bundle every brand folder
  new <id> --from <parent>    Create brands/<id>/brand.json extending <parent>
  pull <id> [<hash>]          Write a version's documents (default: the live one's) back to brands/<id>/,
                              e.g. after an edit in the studio, to keep the brand in git

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

const VALUE_OPTIONS = new Set(['brands', 'out', 'from', 'store', 'message', 'author']);
const FLAG_OPTIONS = new Set(['draft']);

function parseArgs(argv: string[]): Args {
  const args: Args = { positional: [], options: {} };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') args.options.help = 'true';
    else if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      if (FLAG_OPTIONS.has(name) && inline === undefined) {
        args.options[name] = 'true';
        continue;
      }
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

/** Makes a stored version live once the running servers accept it (src/brand/go-live.ts); prints what happened. */
const goLive = (id: string, store: BrandStore, hash: string, said: (live: string) => string) => goLiveWith(store, id, hash, { say: (line) => console.log(line), said });

/** Validates and publishes one brand; prints what happened. */
async function publishOne(id: string, brandsDir: string, store: BrandStore, options: PublishOptions = {}): Promise<boolean> {
  const { bundle, files, problems } = bundleBrand(id, { brandsDir });
  if (!bundle) {
    printProblems(id, problems);
    const live = store.liveHash(id);
    console.log(`brand ${id}: not published; ${live ? `the live version stays ${live}` : 'it has no live version'}`);
    return false;
  }
  const wasLive = store.liveHash(id) === bundle.hash;
  // Its documents are kept with it, so the studio edits exactly this version and `pull` gives it back.
  store.writeSource(id, bundle.hash, brandsDir, bundle.chain);
  // Stored as a draft first: the running servers check it before it can become live.
  const { isNew } = store.publish(bundle, new Date(), { draft: true, author: options.author, message: options.message }, files);
  const same = isNew ? '' : ' (the same as an earlier version)';
  if (options.draft) {
    console.log(`brand ${id}: draft ${bundle.hash} stored${same}; players do not see it. Preview it with ?preview=${bundle.hash}, make it live with \`npm run brand -- promote ${id} ${bundle.hash}\``);
    return true;
  }
  if (wasLive) {
    console.log(`brand ${id}: published ${bundle.hash}${same}, live`);
    return true;
  }
  return goLive(id, store, bundle.hash, () => `brand ${id}: published ${bundle.hash}${same}, live`);
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
  for (const v of [...versions].reverse()) {
    const state = v.hash === live ? 'live' : v.draft ? 'draft' : '';
    const about = [state, v.author, v.message && `"${v.message}"`].filter(Boolean).join('  ');
    console.log(`  ${v.hash}  ${when(v.publishedAt)}${about ? `  ${about}` : ''}`);
  }
  return 0;
}

async function rollback(id: string, store: BrandStore, hash: string | undefined): Promise<number> {
  const versions = store.versions(id);
  const live = store.liveHash(id);
  let target = hash;
  if (!target) {
    // The one live before: drafts were never live, so going back never lands on one.
    const been = versions.filter((v) => !v.draft || v.hash === live);
    const at = been.findIndex((v) => v.hash === live);
    target = at > 0 ? been[at - 1].hash : undefined;
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
  const chosen = target;
  if (chosen === live) {
    console.log(`brand ${id}: ${chosen} is live`);
    return 0;
  }
  store.propose(id, chosen); // the running servers check it before it goes live
  return (await goLive(id, store, chosen, () => `brand ${id}: ${chosen} is live${live && live !== chosen ? ` (was ${live})` : ''}`)) ? 0 : 1;
}

/** `status`: what the running servers say, each setting with where its value comes from. */
function status(id: string, store: BrandStore): number {
  const reports = store.serverReports(id, new Date());
  if (!reports.length) {
    console.error(`brand ${id}: no running server reports to ${displayPath(store.dir)} (a server started with BRANDS_DIR there writes one within a few seconds)`);
    return 1;
  }
  for (const report of reports) {
    console.log(`server ${report.server}: serves ${report.serving ?? 'nothing'} (live: ${store.liveHash(id) ?? 'none'})`);
    for (const [key, { value, source, brandValue }] of Object.entries(report.settings ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
      const overridden = brandValue === undefined ? '' : `  (brand.json's settings say ${JSON.stringify(brandValue)}: the platform decides ${key})`;
      console.log(`  ${key} = ${JSON.stringify(value)}  from ${source}${overridden}`);
    }
  }
  return 0;
}

function diff(id: string, store: BrandStore, from: string, to: string): number {
  for (const hash of [from, to]) {
    if (!store.has(id, hash)) {
      const known = store.versions(id).map((v) => v.hash);
      console.error(`brand ${id}: no published version ${hash}${didYouMean(hash, known)}. Versions: ${known.join(', ') || 'none'}`);
      return 1;
    }
  }
  const changes = versionDiff(store.read(id, from), store.read(id, to));
  for (const change of changes) console.log(change);
  console.log(`brand ${id}: ${changes.length} change${changes.length === 1 ? '' : 's'} from ${from} to ${to}`);
  return 0;
}

/** `pull`: the brand's own folder of a version's source replaces brands/<id>/ (the brands it extends are left alone). */
function pull(id: string, store: BrandStore, brandsDir: string, hash: string | undefined): number {
  const chosen = hash ?? store.liveHash(id);
  if (!chosen || !store.has(id, chosen)) {
    const known = store.versions(id).map((v) => v.hash);
    console.error(`brand ${id}: no published version ${chosen ?? '(none is live)'}${chosen ? didYouMean(chosen, known) : ''}. Versions: ${known.join(', ') || 'none'}`);
    return 1;
  }
  const source = store.sourceOf(id, chosen);
  if (!source || !existsSync(join(source, id))) {
    console.error(`brand ${id}: version ${chosen} was published without its source (before sources were kept); publish it again to keep one`);
    return 1;
  }
  const target = join(brandsDir, id);
  // Copied beside, then swapped in: an interrupted pull leaves the old folder or the new one, never half.
  const temp = `${target}.pull-${process.pid}`;
  cpSync(join(source, id), temp, { recursive: true });
  if (existsSync(target)) renameSync(target, `${temp}.old`);
  renameSync(temp, target);
  rmSync(`${temp}.old`, { recursive: true, force: true });
  console.log(`brand ${id}: wrote version ${chosen} to ${displayPath(target)}`);
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

export async function main(argv: string[]): Promise<number> {
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
      allowOptions(args, ['brands', 'store', 'draft', 'message', 'author']);
      const [id] = expectPositionals(args, ['id']);
      const author = args.options.author ?? userInfo().username;
      return (await publishOne(id, brandsDir, store, { draft: args.options.draft === 'true', author, message: args.options.message })) ? 0 : 1;
    }
    case 'promote': {
      allowOptions(args, ['store']);
      const [id, hash] = expectPositionals(args, ['id', 'hash']);
      return rollback(id, store, hash);
    }
    case 'status': {
      allowOptions(args, ['store']);
      const [id] = expectPositionals(args, ['id']);
      return status(id, store);
    }
    case 'diff': {
      allowOptions(args, ['store']);
      const [id, from, to] = expectPositionals(args, ['id', 'a', 'b']);
      return diff(id, store, from, to);
    }
    case 'publish-all': {
      allowOptions(args, ['brands', 'store']);
      expectPositionals(args, []);
      const ids = listBrands(brandsDir);
      // Brands publish independently: one with problems keeps its live version and the others go on.
      const failed: string[] = [];
      for (const id of ids) if (!(await publishOne(id, brandsDir, store))) failed.push(id);
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
    case 'pull': {
      allowOptions(args, ['brands', 'store']);
      if (args.positional.length < 1 || args.positional.length > 2) throw new UsageError('pull takes <id> [<hash>]');
      const [id, hash] = args.positional;
      return pull(id, store, brandsDir, hash);
    }
    default:
      throw new UsageError(`Unknown command "${args.command}"${didYouMean(args.command, ['validate', 'publish', 'promote', 'publish-all', 'versions', 'status', 'diff', 'rollback', 'bundle', 'bundle-all', 'new', 'pull'])}`);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  // `versions | head` closes the pipe early: the rest of the output is not wanted, which is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      if (!(err instanceof UsageError)) throw err;
      console.error(`${err.message}\n\n${HELP}`);
      process.exitCode = 2;
    },
  );
}
