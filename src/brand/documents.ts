// Which files a brand folder may hold and which schema checks each one. The layout itself is owned by
// src/platform/brand.ts (SINGLE_DOCUMENTS, DOCUMENT_FOLDERS); this maps it to schema keys of the validators.
import { SINGLE_DOCUMENTS, DOCUMENT_FOLDERS } from '../platform/brand.ts';

/** Schema key (as in src/generated/validators.js) per single document. menus.json holds the menu document. */
const SINGLE_SCHEMAS: Record<keyof typeof SINGLE_DOCUMENTS, string> = {
  'brand.json': 'brand',
  'settings.json': 'settings',
  'routes.json': 'routes',
  'menus.json': 'menu',
  'layout.json': 'layout',
  'theme.json': 'theme',
};

export type FolderName = keyof typeof DOCUMENT_FOLDERS;

/** The schema key of a document path (pages/casino.json -> page), or undefined for a file that has no place. */
export function schemaKeyOf(path: string): string | undefined {
  if (path in SINGLE_SCHEMAS) return SINGLE_SCHEMAS[path as keyof typeof SINGLE_SCHEMAS];
  const match = /^([a-z]+)\/([^/]+)\.json$/.exec(path);
  if (match && match[1] in DOCUMENT_FOLDERS) return DOCUMENT_FOLDERS[match[1] as FolderName];
  return undefined;
}

/** pages/casino.json -> { folder: 'pages', name: 'casino' }. */
export function folderDocument(path: string): { folder: FolderName; name: string } | undefined {
  const match = /^([a-z]+)\/([^/]+)\.json$/.exec(path);
  return match && match[1] in DOCUMENT_FOLDERS ? { folder: match[1] as FolderName, name: match[2] } : undefined;
}

export const SINGLE_DOCUMENT_PATHS = Object.keys(SINGLE_DOCUMENTS) as (keyof typeof SINGLE_DOCUMENTS)[];
export const FOLDER_NAMES = Object.keys(DOCUMENT_FOLDERS) as FolderName[];

export function expectedLayout(): string {
  return `${SINGLE_DOCUMENT_PATHS.join(', ')} and the folders ${FOLDER_NAMES.map((f) => `${f}/`).join(', ')}`;
}
