// Rendering a widget view with the app's services replaced (tests/support/services.tsx): an api client whose
// answers the test gives, the brand's English texts, a fresh query cache per render and a link service that
// records navigation.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { TestCallCache } from '../support/callCache';
import type { ReactNode } from 'react';
import brandTexts from '../../brands/curacao/texts/en.json';
import { createI18n } from '../../src/platform/i18n';
import type { RendererServices } from '../../src/renderer/RendererContext';
import { emptyScope, type Scope } from '../../src/renderer/scope';
import { TestProviders, servicesStandIn, type ServicesOverrides } from '../support/services';

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

/**
 * `url` is the address the router starts at (a page's query, e.g. '/profile/transactions?type=deposit'); `options`
 * give the renderer (a test's registry or spies) and services besides the api (the brand's documents, notices ...).
 */
export function renderWith(ui: ReactNode, answer: Answer, scope: Scope = emptyScope, url = '/', options: { renderer?: RendererServices; services?: ServicesOverrides } = {}) {
  const request = vi.fn(async (method: string, path: string, options: { query?: Record<string, unknown>; body?: unknown }) => answer(method, path, options));
  const navigate = vi.fn();
  const services = servicesStandIn({ api: { request } as never, ...options.services, links: { navigate, ...options.services?.links } });
  const i18n = createI18n({ locale: 'en', fallbackTexts: {}, texts: TEXTS });
  const result = render(
    <TestProviders services={services} renderer={options.renderer} scope={scope} url={url} i18n={i18n}>
      <TestCallCache>{ui}</TestCallCache>
    </TestProviders>,
  );
  return { ...result, request, navigate, services };
}
