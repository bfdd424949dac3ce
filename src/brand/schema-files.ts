// Where the JSON Schemas live and the id each one gets. The gen tool, the brand CLI and the tests
// share this list, so a new schema file is picked up everywhere without being registered by hand.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface SchemaFile {
  /** Path relative to the repo root, also the schema's $id, so relative $refs resolve as file paths. */
  id: string;
  /** Short key used by code: "page", "api/user", "widget:Button", "action:navigate". */
  key: string;
  /** The generated type's name. */
  typeName: string;
  /** Where json-schema-to-typescript writes the type, relative to src/generated/types. */
  typeFile: string;
  kind: 'core' | 'widget' | 'action';
  /** Widget type or action name for registry entries. */
  name?: string;
  file: string;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const full = join(dir, entry);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const pascal = (s: string) => s.replace(/(^|[-_/])([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

export function readSchema(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function schemaFiles(): SchemaFile[] {
  const core = walk(join(ROOT, 'schemas'))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file): SchemaFile => {
      const rel = relative(join(ROOT, 'schemas'), file).replace(/\.schema\.json$/, '');
      const title = readSchema(file).title;
      return {
        id: relative(ROOT, file),
        key: rel,
        typeName: typeof title === 'string' ? title : pascal(rel),
        typeFile: `${rel}.ts`,
        kind: 'core',
        file,
      };
    });
  const widgets = listFolders(join(ROOT, 'src/widgets')).flatMap((name): SchemaFile[] => {
    const file = join(ROOT, 'src/widgets', name, 'props.schema.json');
    if (!existsSync(file)) return [];
    return [{ id: relative(ROOT, file), key: `widget:${name}`, typeName: `${name}Props`, typeFile: `widgets/${name}.ts`, kind: 'widget', name, file }];
  });
  const actions = listFolders(join(ROOT, 'src/actions')).flatMap((name): SchemaFile[] => {
    const file = join(ROOT, 'src/actions', name, 'params.schema.json');
    if (!existsSync(file)) return [];
    return [{ id: relative(ROOT, file), key: `action:${name}`, typeName: `${pascal(name)}Params`, typeFile: `actions/${name}.ts`, kind: 'action', name, file }];
  });
  return [...core, ...widgets, ...actions];
}

export function listFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((entry) => statSync(join(dir, entry)).isDirectory())
    .sort();
}
