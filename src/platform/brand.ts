// The brand bundle: every document of a brand, with its "extends" chain resolved, validated and
// content-hashed by src/brand (npm run brand -- bundle <id>). The browser fetches it at start.
import type {
  AppSettings, BrandManifest, FormDocument, FragmentDocument, LayoutDocument, MenuDocument, ModalDocument,
  PageDocument, RoutesDocument, ThemeDocument,
} from '../generated/types';

export interface BrandBundle {
  id: string;
  /** Content hash of the bundle (hex), also in its file name. */
  hash: string;
  /** The inheritance chain, base first: ["curacao", "lulu"]. */
  chain: string[];
  brand: BrandManifest;
  settings: AppSettings;
  routes: RoutesDocument;
  menus: MenuDocument;
  layout: LayoutDocument;
  theme: ThemeDocument;
  /**
   * Default CMS texts per locale, flattened to text./object./array. keys. A published version holds every
   * locale; the bundle the browser gets holds only en, and names the others in textLocales.
   */
  texts: Record<string, Record<string, unknown>>;
  /** In the browser's bundle: the locales whose texts are their own file (localeTextsUrl), fetched for that locale only. */
  textLocales?: string[];
  pages: Record<string, PageDocument>;
  modals: Record<string, ModalDocument>;
  forms: Record<string, FormDocument>;
  /** Parts written once and shown by Include nodes (fragments/<name>.json). */
  fragments: Record<string, FragmentDocument>;
  /**
   * Which brand of the chain set each value: document path -> brand id when one brand set the whole
   * document, or -> { JSON pointer -> brand id } for the values a later brand merge-patched.
   */
  origins: Record<string, string | Record<string, string>>;
  /**
   * The brand's own files (brands/<id>/assets/, a child's replacing its parents' of the same name): name ->
   * stored file <sha256 16 hex>.<ext> (src/platform/assets.ts). Absent when the brand has none.
   */
  assets?: Record<string, string>;
}

/** The documents of a brand folder, by file path relative to the folder. */
export const SINGLE_DOCUMENTS = {
  'brand.json': 'brand',
  'settings.json': 'settings',
  'routes.json': 'routes',
  'menus.json': 'menus',
  'layout.json': 'layout',
  'theme.json': 'theme',
} as const;

export const DOCUMENT_FOLDERS = { pages: 'page', modals: 'modal', forms: 'form', fragments: 'fragment', texts: 'texts' } as const;
