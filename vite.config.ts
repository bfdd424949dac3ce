import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';

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

/**
 * Chakra's theme module (@chakra-ui/react/theme) is a barrel of every recipe plus code of its own (the
 * tokens, and defaultThemeConfig, which lists every recipe). Its own code is in the first paint, so every
 * module it re-exports was too once a lazy chunk used it: a recipe a lazy widget passes as its recipe prop
 * (tabs, table, dialog: issue 25) landed in the first-paint script. In the browser build the module is made
 * a plain barrel, as @chakra-ui/react's index is: its own code moves to a module of its own (the same file
 * with ?own), and defaultThemeConfig, which the site never uses (src/shell/chakraConfig.ts names the recipes
 * first paint needs), no longer lists the recipes, so recipes.js and slot-recipes.js are only re-exported.
 * Chakra is pinned: the build stops if its code is not the one patched.
 */
function chakraThemeBarrel() {
  const THEME = '@chakra-ui/react/dist/esm/theme/index.js';
  const OWN = '?own';
  const reexport = /^export \{ \w+ \} from '\.\/recipes\/[\w-]+\.js';$/;
  const lists = ["import { recipes } from './recipes.js';", "import { slotRecipes } from './slot-recipes.js';"];
  const inConfig = '    recipes,\n    slotRecipes,\n';
  const exported = 'export { animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, defaultThemeConfig, globalCss, keyframes, layerStyles, recipes, semanticTokens, slotRecipes, textStyles, tokens };';
  const check = (code: string) => {
    if (!lists.every((line) => code.includes(line)) || !code.includes(inConfig) || !code.includes(exported) || !code.split('\n').some((line) => reexport.test(line))) {
      throw new Error('chakra-theme-barrel: @chakra-ui/react changed; update the patch in vite.config.ts');
    }
  };
  const path = (id: string) => id.replace(/\\/g, '/');
  return {
    name: 'chakra-theme-barrel',
    apply: 'build' as const,
    async load(id: string) {
      if (!path(id).endsWith(THEME + OWN)) return null;
      const code = await readFile(id.slice(0, -OWN.length), 'utf8');
      check(code);
      // The module's own code, line for line (blank lines where the barrel's lines were).
      const own = lists.reduce((text, line) => text.replace(line, ''), code)
        .split('\n').map((line) => (reexport.test(line) ? '' : line)).join('\n')
        .replace(inConfig, '\n\n').replace(exported, exported.replace(' recipes,', '').replace(' slotRecipes,', ''));
      return { code: own, map: null };
    },
    transform(code: string, id: string) {
      if (!path(id).endsWith(THEME)) return null;
      check(code);
      const barrel = code.split('\n').filter((line) => reexport.test(line));
      barrel.push(
        "export { recipes } from './recipes.js';",
        "export { slotRecipes } from './slot-recipes.js';",
        `${exported.replace(' recipes,', '').replace(' slotRecipes,', '').replace(' };', ` } from './index.js${OWN}';`)}`,
      );
      return { code: barrel.join('\n'), map: null };
    },
  };
}

// The site build. Brand bundles are built separately by src/brand (dist/brands); the site server
// (server/site) serves dist/site and writes the boot config into index.html.
export default defineConfig({
  plugins: [react(), chakraLazyGlobalStyles(), chakraThemeBarrel()],
  resolve: {
    // SWR imports useSyncExternalStore from the shim for React 16 and 17; React 19 has its own, so the
    // shim's copy (and its CommonJS wrapper) stays out of first paint.
    alias: [{ find: /^use-sync-external-store\/shim$/, replacement: 'react' }],
  },
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
      // @emotion/react imports hoist-non-react-statics bare (`import 'hoist-non-react-statics'`, for its withTheme,
      // which the site does not use), and that package does not say it has no side effects, so 3 KB of it stayed
      // in the first paint for nothing. It has none: it only exports a function.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) },
    },
  },
});
