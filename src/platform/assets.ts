// A brand's own files (brands/<id>/assets/: logo, banners, favicon, icons), as the page and the server see them.
// A document names one by "asset:<name>" (a Logo's or an Image's src); the published version maps each name to a
// file named by its content's hash, served for ever from /brand-assets/<hash>.<ext> (server/site/app.ts), so a
// version's documents and its files go live, and roll back, together. Browser-safe: no node imports.

/** How a document names a brand asset: "asset:logo.svg". */
export const ASSET_PREFIX = 'asset:';

/** Where the site serves a version's asset files. */
export const ASSET_ROUTE = '/brand-assets/';

/** The extension a stored file gets for each allowed type, and the Content-Type it is served with. */
export const ASSET_CONTENT_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  ico: 'image/x-icon',
  svg: 'image/svg+xml',
} as const;

export type StoredExtension = keyof typeof ASSET_CONTENT_TYPES;

/** A stored asset file: 16 hex characters of its content's sha256, and its type's extension. */
export const STORED_ASSET = /^[0-9a-f]{16}\.(png|jpg|webp|gif|ico|svg)$/;

/**
 * An image address as the page uses it: "asset:<name>" becomes the address of that file of the version the page
 * renders (undefined when the version has no such asset: `brand validate` refuses that name), anything else stays.
 */
export function assetSrc(src: string, assets: Record<string, string> | undefined): string | undefined {
  if (!src.startsWith(ASSET_PREFIX)) return src;
  const file = assets && Object.hasOwn(assets, src.slice(ASSET_PREFIX.length)) ? assets[src.slice(ASSET_PREFIX.length)] : undefined;
  return file && STORED_ASSET.test(file) ? `${ASSET_ROUTE}${file}` : undefined;
}
