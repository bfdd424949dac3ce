// npm run lint (a stage of npm test): the rules a reviewer would otherwise check by hand.
// - @eslint/js and typescript-eslint's recommended rules (syntax only: the native TypeScript 7 compiler checks the
//   types in npm run typecheck, so no rule here needs type information, and the linter stays fast on 2 cores).
// - react-hooks: the rules of hooks, and exhaustive-deps as an error.
// - import-x/no-cycle: no cycle among runtime imports (`import type` is erased, so it is not counted).
// - import-x/no-restricted-paths: the layers (each zone says why); docs/architecture.md "Import rules".
// - Every eslint-disable says why after ` -- ` (local/disable-says-why), and one that disables nothing is an error.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

/** The layer rules: `target` may not import `from` (`except`, relative to `from`, may be). Each zone says why. */
const zones = [
  {
    target: './src/widgets',
    from: './src/shell',
    message: 'A widget reaches the app through the renderer\'s services (useServices() in src/renderer/services.tsx), never the shell: the shell is the composition root, and a widget that imports it cannot be rendered without it.',
  },
  {
    target: './src/actions',
    from: './src/shell',
    message: 'An action handler gets the app\'s services in its context (ctx.services), never from the shell.',
  },
  {
    target: './src/platform',
    from: ['./src/shell', './src/widgets', './src/renderer', './src/actions'],
    message: 'src/platform is the bottom layer (api client, storage, socket, stores): it imports none of the layers above it.',
  },
  {
    target: './src/renderer',
    from: ['./src/shell', './src/widgets'],
    except: ['./types.ts'],
    message: 'The renderer is given its registries and services by the shell (RendererContext, ServicesProvider); importing the shell or a widget would make a cycle through the registry.',
  },
  {
    target: './src',
    from: ['./server', './tools'],
    message: 'src never imports the servers (the sandbox imports the pure rule modules of src, not the reverse) nor tools/ (command-line entry points).',
  },
  {
    target: './server',
    from: './tools',
    // The development server builds the payment provider's card-fields script as the build does.
    except: ['./build-provider.ts'],
    message: 'The servers never import tools/ (command-line entry points): a library they share lives in src/ (src/brand).',
  },
];

/** `// eslint-disable-line rule -- why`: a directive without a reason after ` -- ` is reported. */
const disableSaysWhy = {
  meta: { type: 'suggestion', schema: [], messages: { why: 'Say why after " -- " (an eslint-disable without a reason).' } },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const text = comment.value.trim();
          if (/^eslint-disable(-next-line|-line)?(\s|$)/.test(text) && !/\s--\s+\S/.test(text)) context.report({ loc: comment.loc, messageId: 'why' });
        }
      },
    };
  },
};

export default tseslint.config(
  { ignores: ['src/generated/**', 'dist/**', 'test-results/**', 'playwright-report/**', '.data/**', 'node_modules/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, local: { rules: { 'disable-says-why': disableSaysWhy } } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.js'] },
    },
    rules: {
      // The two classic rules only. The React Compiler's rules of 7.x (refs, set-state-in-effect, use-memo,
      // immutability, ...) judge code for that compiler, which this project does not use; they report about 80
      // places today (a ref read while rendering to keep the latest callback, a reset in an effect), each a
      // rewrite of its own, not a lint fix.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
      'local/disable-says-why': 'error',
      // A name starting with _ is unused on purpose (a field left out of a rest object, a parameter a signature
      // needs); so is a field named only to leave it out of `...rest`.
      '@typescript-eslint/no-unused-vars': ['error', {
        argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true,
      }],
      // `let key; getKey = () => key; ... key = 'x'`: a closure made before the one assignment reads the variable.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Cycles among the code that runs (tests import it, nothing imports them). Packages are not followed: a
    // package cannot import this project back, and walking node_modules would take most of the lint's time.
    files: ['{src,server,tools}/**/*.{ts,tsx,js}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // src/platform holds no React components: the client, storage, socket and stores, and hooks over them.
    files: ['src/platform/**/*.{ts,tsx}'],
    ignores: [
      // The page's texts in React (I18nProvider); it moves with the i18next change of issue 25 item 1.
      'src/platform/i18nContext.tsx',
    ],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'JSXElement, JSXFragment', message: 'src/platform holds no React components: put a component in src/widgets, src/shell or src/renderer.' }],
    },
  },
  {
    // No React in the servers and the Node tests: a helper named use… there (useTestSite, useSettings) is a test
    // fixture, not a hook.
    files: ['server/**', 'tests/browser/**', 'tests/contract/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // TypeScript reports undefined names itself (with the DOM and Node types of tsconfig.json).
    files: ['**/*.{ts,tsx}'],
    rules: { 'no-undef': 'off' },
  },
  {
    // The sandbox's demo game page runs in the browser.
    files: ['server/sandbox/game/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', fetch: 'readonly' } },
  },
);
