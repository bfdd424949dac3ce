// The texts in React: the provider of the page's I18n (src/platform/i18n.ts) and useTranslation(), which
// re-renders its component after a language change (or new CMS texts of the same language).
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TranslateOptions } from './i18n';

const I18nContext = createContext<{ i18n: I18n; version: number } | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  // A counter of changes: a new value for the context, so every reader renders again.
  const counter = changesOf(i18n);
  const subscribe = useCallback((onChange: () => void) => i18n.onChange(onChange), [i18n]);
  const version = useSyncExternalStore(subscribe, () => counter.count, () => counter.count);
  const value = useMemo(() => ({ i18n, version }), [i18n, version]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

const changes = new WeakMap<I18n, { count: number }>();

/** One counter per I18n, counted by the first listener (before any component's). */
function changesOf(i18n: I18n): { count: number } {
  let counter = changes.get(i18n);
  if (!counter) {
    const created = { count: 0 };
    i18n.onChange(() => { created.count += 1; });
    changes.set(i18n, created);
    counter = created;
  }
  return counter;
}

/** The page's texts: `t` changes identity after a language change, so memoised callers update. */
export function useTranslation(): { t: (key: string, options?: TranslateOptions) => unknown; i18n: I18n | null } {
  const context = useContext(I18nContext);
  const t = useMemo(() => {
    const i18n = context?.i18n;
    return i18n ? (key: string, options?: TranslateOptions) => i18n.t(key, options) : (key: string, options?: TranslateOptions) => options?.defaultValue ?? key;
  }, [context]);
  return { t, i18n: context?.i18n ?? null };
}
