// A site server with the sandbox mounted, for contract tests that need the site's pages too (boot config,
// one origin): a stub brand with one page, listening on a free port of 127.0.0.1.
import { afterAll, beforeAll } from 'vitest';
import { createSite } from '../../server/site/app';
import type { BrandBundle } from '../../src/platform/brand';

export const stubBundle = {
  id: 'testbrand', hash: 'abc123', chain: ['testbrand'], brand: { id: 'testbrand', name: 'Test' }, settings: {},
  routes: { routes: [{ path: '/', page: 'home' }], pageKeys: { root: '/' } }, menus: { menus: {} }, layout: { header: [], footer: [] },
  theme: { colors: {}, semanticColors: {} }, texts: { en: {} }, pages: {}, modals: {}, forms: {}, origins: {},
} as unknown as BrandBundle;

export type TestSite = Awaited<ReturnType<typeof createSite>> & { base: string };

/** Starts the site (close it with site.app.close()). */
export async function startTestSite(): Promise<TestSite> {
  const site = await createSite({ brand: 'testbrand', dev: false, env: {}, getBundle: () => stubBundle, getHtml: async () => '<html><head><!--boot-config--></head></html>' });
  return { ...site, base: await site.app.listen({ host: '127.0.0.1', port: 0 }) };
}

/** Starts a site before the file's tests and closes it after them; `base` is its address once started. */
export function useTestSite(): { readonly base: string } {
  let site: TestSite | undefined;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site?.app.close());
  return { get base() { return site!.base; } };
}
