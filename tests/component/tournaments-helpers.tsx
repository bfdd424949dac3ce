// Rendering a widget view with the app's services replaced: an api client whose answers the test gives,
// the brand's English texts, a fresh call cache per render and a link service that records navigation.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { I18nProvider } from '../../src/platform/i18nContext';
import { MemoryRouter } from 'react-router';
import { TestCallCache } from '../support/callCache';
import type { ReactNode } from 'react';
import brandTexts from '../../brands/curacao/texts/en.json';
import { createI18n } from '../../src/platform/i18n';
import { RuntimeConfigContext, type RuntimeConfig } from '../../src/shell/RuntimeConfig';
import { LinkContext, type LinkServices } from '../../src/shell/links';
import { ScopeContext, emptyScope, type Scope } from '../../src/renderer/scope';

function flatten(tree: Record<string, unknown>, prefix = '', out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else if (value && typeof value === 'object') flatten(value as Record<string, unknown>, path, out);
  }
  return out;
}

export const TEXTS = flatten(brandTexts as Record<string, unknown>);

/**
 * The brand's English text of a key, with {{placeholders}} filled ({{name, number}} as en writes numbers);
 * a plural text (key_one, key_other) in the form English uses for values.count.
 */
export const en = (key: string, values: Record<string, unknown> = {}) => {
  const form = TEXTS[key] === undefined && typeof values.count === 'number' ? `${key}_${new Intl.PluralRules('en').select(values.count)}` : key;
  return TEXTS[form].replace(/\{\{(\w+)(, number)?\}\}/g, (_, name: string, number?: string) =>
    (number ? new Intl.NumberFormat('en').format(Number(values[name])) : String(values[name])));
};

export type Answer = (method: string, path: string, options: { query?: Record<string, unknown>; body?: unknown }) => unknown;

/** `url` is the address the router starts at (a page's query, e.g. '/profile/transactions?type=deposit'). */
export function renderWith(ui: ReactNode, answer: Answer, scope: Scope = emptyScope, url = '/') {
  const request = vi.fn(async (method: string, path: string, options: { query?: Record<string, unknown>; body?: unknown }) => answer(method, path, options));
  const navigate = vi.fn();
  const links: LinkServices = {
    resolve: (target) => {
      if (typeof target === 'string') return { href: target, external: false, shallow: false };
      const base = 'page' in target ? `/${target.page}` : target.path;
      const query = target.query ? `?${new URLSearchParams(Object.entries(target.query).map(([k, v]) => [k, String(v)]))}` : '';
      return { href: `${base}${query}`, external: false, shallow: false };
    },
    navigate,
    pageUrl: (key) => `/${key}`,
  };
  const config = { api: { request }, settings: {}, boot: {}, track: vi.fn(), logout: vi.fn() } as unknown as RuntimeConfig;
  const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
  const result = render(
    <ChakraProvider value={defaultSystem}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <RuntimeConfigContext.Provider value={config}>
            <LinkContext.Provider value={links}>
              <ScopeContext.Provider value={scope}>
                <TestCallCache>{ui}</TestCallCache>
              </ScopeContext.Provider>
            </LinkContext.Provider>
          </RuntimeConfigContext.Provider>
        </MemoryRouter>
      </I18nProvider>
    </ChakraProvider>,
  );
  return { ...result, request, navigate };
}
