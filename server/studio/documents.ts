// The studio API's brand routes (docs/studio.md): brands, a version's documents (own or inherited, with the parent's
// value), validate, drafts, diff, publish / promote / rollback, versions and asset upload. Reads need a viewer, drafts
// an editor, anything that changes what players get a publisher (index.ts checks, session.ts says how).
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadBrandFolder, resolveBrand, validateBundle } from '../../src/brand/index.ts';
import { isVersionHash, type BrandStore } from '../../src/brand/store.ts';
import { goLive } from '../../src/brand/go-live.ts';
import { versionChanges } from '../../src/brand/diff.ts';
import { folderDocument } from '../../src/brand/documents.ts';
import { DOCUMENT_MAX_BYTES } from '../../src/brand/check-size.ts';
import { ASSET_FILE_LIMIT } from '../../src/brand/assets.ts';
import { StudioError, type StudioSession } from './accounts';
import { Refusal } from './session';
import { isDocumentPath, saveDraft, validateEdits, type Edits } from './drafts';
import type { StudioContext } from './index';

/** A draft or a validation carries the changed documents: a few of them at their budget, with room. */
export const EDITS_BODY = 4 * DOCUMENT_MAX_BYTES + 64 * 1024;
/** An upload is the file in base64 (4/3 of its bytes) with its name. */
export const ASSET_BODY = Math.ceil((ASSET_FILE_LIMIT * 4) / 3) + 4 * 1024;
const MESSAGE_MAX = 500;

const BRAND_ID = /^[a-z][a-z0-9-]{0,63}$/;

/** What kind of document a path is: its folder (pages, texts, ...) or its own name (settings, theme, ...). */
export const documentKind = (path: string): string => folderDocument(path)?.folder ?? path.replace(/\.json$/, '');

interface Body { base?: unknown; documents?: unknown; message?: unknown; version?: unknown; name?: unknown; data?: unknown }

export interface PreviewLink {
  /** The brand this site serves (a draft previews on the site that serves its brand). */
  brand: string;
  /** The Set-Cookie value that makes this browser see `hash` on the site's pages, or (null) that ends it (server/site/preview.ts). */
  cookieFor: (hash: string | null, secure: boolean) => string;
}

export function documentRoutes(store: BrandStore, preview?: PreviewLink) {
  return (api: FastifyInstance, { need, audit, now }: StudioContext) => {
    const brandOf = (id: string): string => {
      if (!BRAND_ID.test(id) || !store.liveHash(id)) throw new Refusal(404, `There is no published brand "${id}".`);
      return id;
    };
    /** The version asked for (default: the live one), which must be stored. */
    const versionOf = (id: string, given: unknown): string => {
      const hash = given === undefined || given === '' ? store.liveHash(id)! : given;
      if (!isVersionHash(hash) || !store.has(id, hash)) throw new Refusal(404, `Brand ${id} has no version "${String(given)}".`);
      return hash;
    };
    const sourceOf = (id: string, hash: string): string => {
      const source = store.sourceOf(id, hash);
      if (!source) throw new Refusal(409, `Version ${hash} of brand ${id} has no stored source (it was published before sources were kept): publish it again with \`npm run brand -- publish ${id}\`.`);
      return source;
    };
    const chainOf = (id: string, hash: string): string[] => (store.read(id, hash) as { chain: string[] }).chain;
    const editsOf = (body: Body): Edits => {
      const documents = body.documents;
      if (!documents || typeof documents !== 'object' || Array.isArray(documents)) throw new StudioError('Give documents: { "<path>": "<the document\'s JSON text>" }.');
      for (const [path, text] of Object.entries(documents)) {
        if (!isDocumentPath(path)) throw new StudioError(`"${path}" is not a document of a brand folder (brand.json, settings.json, pages/<name>.json, ...).`);
        if (text !== null && typeof text !== 'string') throw new StudioError(`The document ${path} must be given as its JSON text.`);
      }
      return documents as Edits;
    };
    const messageOf = (body: Body): string | undefined => {
      if (body.message === undefined || body.message === '') return undefined;
      if (typeof body.message !== 'string' || body.message.length > MESSAGE_MAX) throw new StudioError(`A message is text of at most ${MESSAGE_MAX} characters.`);
      return body.message.trim();
    };

    api.get('/brands', async (request) => {
      need('viewer', request);
      return {
        brands: store.brands().map((id) => {
          const live = store.liveHash(id)!;
          return { id, live, chain: chainOf(id, live), drafts: store.versions(id).filter((v) => v.draft).length };
        }),
      };
    });

    api.get<{ Params: { id: string }; Querystring: { version?: string } }>('/brands/:id/documents', async (request) => {
      need('viewer', request);
      const id = brandOf(request.params.id);
      const version = versionOf(id, request.query.version);
      const source = sourceOf(id, version);
      const chain = chainOf(id, version);
      const from: Record<string, string> = {};
      const assets: Record<string, string> = {};
      for (const brand of chain) {
        const { brand: layer } = loadBrandFolder(source, brand);
        for (const path of Object.keys(layer?.documents ?? {})) from[path] = brand;
        for (const name of Object.keys(layer?.assets ?? {})) assets[name] = brand;
      }
      return {
        brand: id,
        version,
        chain,
        documents: Object.keys(from).sort().map((path) => ({ path, kind: documentKind(path), own: from[path] === id && existsSync(join(source, id, path)), from: from[path] })),
        assets: Object.keys(assets).sort().map((name) => ({ name, own: assets[name] === id, from: assets[name] })),
      };
    });

    api.get<{ Params: { id: string }; Querystring: { path?: string; version?: string } }>('/brands/:id/document', async (request) => {
      need('viewer', request);
      const id = brandOf(request.params.id);
      const version = versionOf(id, request.query.version);
      const { path } = request.query;
      if (!isDocumentPath(path)) throw new StudioError(`"${String(path)}" is not a document of a brand folder.`);
      const source = sourceOf(id, version);
      const chain = chainOf(id, version);
      const ownFile = join(source, id, path);
      const parent = chain.length > 1 ? chain[chain.length - 2] : null;
      const resolvedData = (brand: string) => resolveBrand(brand, { brandsDir: source }).resolved?.documents[path]?.data;
      const value = resolvedData(id);
      const own = existsSync(ownFile) ? readFileSync(ownFile, 'utf8') : null;
      if (value === undefined && own === null) throw new Refusal(404, `Brand ${id} has no document ${path} in version ${version}.`);
      return { brand: id, version, path, kind: documentKind(path), own, parent, parentValue: parent ? (resolvedData(parent) ?? null) : null, value: value ?? null };
    });

    api.post<{ Params: { id: string } }>('/brands/:id/validate', { bodyLimit: EDITS_BODY }, async (request) => {
      need('editor', request);
      const id = brandOf(request.params.id);
      const body = (request.body ?? {}) as Body;
      const base = versionOf(id, body.base);
      return validateEdits(store, id, base, editsOf(body));
    });

    api.post<{ Params: { id: string } }>('/brands/:id/drafts', { bodyLimit: EDITS_BODY }, async (request, reply) => {
      const session = need('editor', request);
      const id = brandOf(request.params.id);
      const body = (request.body ?? {}) as Body;
      const base = versionOf(id, body.base);
      const edits = editsOf(body);
      const message = messageOf(body);
      const result = saveDraft(store, id, base, edits, { author: session.operator.email, message, now: now() });
      if (!result.bundle) return reply.code(422).send({ message: 'The draft has problems: nothing was saved.', problems: result.problems });
      audit(session, 'save draft', { brand: id, document: Object.keys(edits).join(', '), version: result.bundle.hash, detail: message });
      return reply.code(result.isNew ? 201 : 200).send({ version: result.bundle.hash, base, isNew: result.isNew });
    });

    api.post<{ Params: { id: string } }>('/brands/:id/assets', { bodyLimit: ASSET_BODY }, async (request, reply) => {
      const session = need('editor', request);
      const id = brandOf(request.params.id);
      const body = (request.body ?? {}) as Body;
      const base = versionOf(id, body.base);
      if (typeof body.name !== 'string' || typeof body.data !== 'string') throw new StudioError('Give the file\'s name and its bytes in base64 (data).');
      const bytes = Buffer.from(body.data, 'base64');
      const result = saveDraft(store, id, base, {}, { author: session.operator.email, message: messageOf(body) ?? `Upload ${body.name}`, now: now() }, { [body.name]: bytes });
      if (!result.bundle) return reply.code(422).send({ message: 'The upload has problems: nothing was saved.', problems: result.problems });
      audit(session, 'upload asset', { brand: id, document: `assets/${body.name}`, version: result.bundle.hash });
      return reply.code(201).send({ version: result.bundle.hash, base, isNew: result.isNew });
    });

    api.get<{ Params: { id: string }; Querystring: { from?: string; to?: string } }>('/brands/:id/diff', async (request) => {
      need('viewer', request);
      const id = brandOf(request.params.id);
      const from = versionOf(id, request.query.from);
      const to = versionOf(id, request.query.to);
      return { from, to, changes: versionChanges(store.read(id, from), store.read(id, to)) };
    });

    api.get<{ Params: { id: string } }>('/brands/:id/versions', async (request) => {
      need('viewer', request);
      const id = brandOf(request.params.id);
      const live = store.liveHash(id);
      return { live, versions: [...store.versions(id)].reverse().map((v) => ({ ...v, live: v.hash === live, draft: v.draft === true })) };
    });

    /** Makes a stored version live once the running servers accept it (the CLI's go-live); 409 with their words if not. */
    const makeLive = async (id: string, hash: string, action: string, message: string | undefined, session: StudioSession) => {
      const problems = validateBundle(store.read(id, hash));
      if (problems.length) throw new Refusal(409, `Version ${hash} is invalid for this server: ${problems.join('; ')}`);
      const said: string[] = [];
      const before = store.liveHash(id);
      if (before !== hash) {
        store.propose(id, hash);
        const ok = await goLive(store, id, hash, { say: (line) => said.push(line), said: () => `brand ${id}: ${hash} is live` });
        if (!ok) throw new Refusal(409, said.join('\n'));
      }
      audit(session, action, { brand: id, version: hash, detail: message ?? (before ? `was ${before}` : undefined) });
      return { live: hash, was: before, said };
    };

    for (const [route, action] of [['publish', 'publish'], ['promote', 'promote'], ['rollback', 'rollback']] as const) {
      api.post<{ Params: { id: string } }>(`/brands/:id/${route}`, { bodyLimit: 4096 }, async (request) => {
        const session = need('publisher', request);
        const id = brandOf(request.params.id);
        const body = (request.body ?? {}) as Body;
        const message = messageOf(body);
        if (route === 'publish' && !message) throw new StudioError('Say in a message what this version changes: it is kept with the version.');
        if (body.version === undefined) throw new StudioError('Give the version to make live.');
        return makeLive(id, versionOf(id, body.version), action, message, session);
      });
    }

    api.post<{ Params: { id: string } }>('/brands/:id/preview', { bodyLimit: 4096 }, async (request, reply) => {
      const session = need('viewer', request);
      const id = brandOf(request.params.id);
      if (!preview || preview.brand !== id) throw new Refusal(409, `This site serves ${preview?.brand ?? 'no brand'}: open the studio on the site of ${id} to preview it.`);
      const body = (request.body ?? {}) as Body;
      const secure = request.protocol === 'https';
      if (body.version === 'off') {
        reply.header('set-cookie', preview.cookieFor(null, secure));
        return { preview: null };
      }
      const version = versionOf(id, body.version);
      reply.header('set-cookie', preview.cookieFor(version, secure));
      audit(session, 'preview', { brand: id, version });
      return { preview: version };
    });
  };
}
