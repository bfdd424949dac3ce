// The widget gallery of `npm run dev` (issue 25): every widget's example.json rendered by the real renderer in the
// brand's context, with its props beside it, for a developer choosing a widget. Development only: main.tsx adds
// the route under import.meta.env.DEV (so a production build holds none of it) and server/site/dev.ts answers
// the path as a page; docs/widgets.md is the same catalogue in words.
import type { NodeDocument } from '../generated/types';

/** Where `npm run dev` shows the gallery. */
export const WIDGET_GALLERY_PATH = '/__widgets';

export interface GalleryEntry {
  type: string;
  description: string;
  /** The widget's example.json, as shown. */
  example: NodeDocument;
  /** What is rendered: the example, inside its parent when it shows part of a bigger widget. */
  node: NodeDocument;
  /** The widget the example sits inside (its schema's x-inside), if any. */
  inside?: string;
}

/** The widget a widget must sit inside: its schema's x-inside marker (one name, or the first of a list). */
function parentOf(schema: Record<string, unknown>): string | undefined {
  const inside = schema['x-inside'];
  if (typeof inside === 'string') return inside;
  return Array.isArray(inside) && typeof inside[0] === 'string' ? inside[0] : undefined;
}

/**
 * The gallery's entries from the widget folders' files, keyed by path (as import.meta.glob gives them:
 * '../widgets/Button/example.json'), in the order of their names.
 */
export function galleryEntries(examples: Record<string, unknown>, schemas: Record<string, unknown>): GalleryEntry[] {
  const typeOf = (path: string) => /\/widgets\/([^/]+)\//.exec(path)?.[1];
  const schemaOf = new Map(Object.entries(schemas).map(([path, schema]) => [typeOf(path), schema as Record<string, unknown>]));
  return Object.entries(examples)
    .map(([path, example]): GalleryEntry => {
      const type = typeOf(path) ?? path;
      const schema = schemaOf.get(type) ?? {};
      const inside = parentOf(schema);
      const node = example as NodeDocument;
      return {
        type,
        description: typeof schema.description === 'string' ? schema.description : '',
        example: node,
        node: inside ? ({ type: inside, children: [node] } as NodeDocument) : node,
        inside,
      };
    })
    .sort((a, b) => a.type.localeCompare(b.type));
}
