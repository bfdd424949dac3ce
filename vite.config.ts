import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const BARREL = /node_modules\/.*\/index\.m?js$/;

type ModuleInfo = { isEntry: boolean; importers: readonly string[] } | null;

/**
 * First paint in one script (issue 12: at most 10 script requests, chunking by route, not by component):
 * every module the entry imports statically, directly or not, goes into the entry's chunk, so a module a
 * lazy chunk shares with the entry does not become a chunk of its own. The rest is split automatically
 * (lazy widget chunks by their schema's x-chunk, tools/gen.ts).
 */
function firstPaintChunk() {
  const known = new Map<string, boolean>();
  const onFirstPaint = (id: string, info: (id: string) => ModuleInfo, seen = new Set<string>()): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (seen.has(id)) return false;
    seen.add(id);
    const module = info(id);
    // A package's index only re-exports: what the app takes from it is reached through the app's own
    // imports, and the rest (dialogs, checkboxes used by lazy widgets only) must stay out of first paint.
    const result = !!module && (module.isEntry || module.importers.some((importer) => !BARREL.test(importer) && onFirstPaint(importer, info, seen)));
    if (result || seen.size === 1) known.set(id, result);
    return result;
  };
  return (id: string, ctx: { getModuleInfo: (id: string) => ModuleInfo }) =>
    (onFirstPaint(id, (m) => ctx.getModuleInfo(m)) ? 'app' : null);
}

/**
 * Chakra builds a system's global styles (the reset and every token's CSS variable, most of the cost of
 * createSystem) as soon as the system is made. The server sends their text with the page
 * (src/shell/theme.ts themeCss), so in the browser they are built only when asked for (a page the server
 * did not render). Chakra is pinned (package.json): the build stops if its code is not the one patched.
 */
function chakraLazyGlobalStyles() {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const exported = '    _global,\n';
  return {
    name: 'chakra-lazy-global-styles',
    transform(code: string, id: string) {
      if (!id.replace(/\\/g, '/').endsWith('@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      if (!code.includes(eager) || !code.includes(exported)) {
        throw new Error('chakra-lazy-global-styles: @chakra-ui/react changed; update the patch in vite.config.ts');
      }
      // Line for line, so the source map stays right (map: null keeps the mappings).
      const patched = code.replace(eager, 'let _global;').replace(exported,
        '    get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; }, set _global(value) { _global = value; },\n');
      return { code: patched, map: null };
    },
  };
}

// The site build. Brand bundles are built separately by src/brand (dist/brands); the site server
// (server/site) serves dist/site and writes the boot config into index.html.
export default defineConfig({
  plugins: [react(), chakraLazyGlobalStyles()],
  build: {
    outDir: 'dist/site',
    emptyOutDir: true,
    // Maps are written for error reporting but not referenced from the scripts; the site server never
    // serves *.map (server/site/main.ts), so the sources are not published.
    sourcemap: 'hidden',
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: firstPaintChunk() }] } },
    },
  },
});
