// The texts in React: the page's i18next instance (src/platform/i18n.ts) for every component, and
// useTranslation(), which renders its component again whenever i18next announces a language change (also to the
// same language with new CMS texts: setLanguage announces that too). i18next does the translating; this is only
// its binding to React, a context and one event. react-i18next's hook did the same with namespace loading and
// Suspense the site does not use, for 2 KB (gzip) of the first paint (issue 25's 185 KB budget). The one module
// widgets' texts come through (src/renderer/text.ts useText()).
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { I18n } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export interface Translation {
  /** i18next's t, a new function after each language change (so memoised texts are computed again). */
  t: I18n['t'];
  i18n: I18n;
}

export function useTranslation(): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() outside an I18nProvider');
  const [changes, setChanges] = useState(0);
  const rendered = i18n.language;
  useEffect(() => {
    const changed = () => setChanges((n) => n + 1);
    i18n.on('languageChanged', changed);
    // A change between this render and the subscription is not missed.
    if (i18n.language !== rendered) changed();
    return () => i18n.off('languageChanged', changed);
  }, [i18n, rendered]);
  return useMemo(
    () => ({ t: ((...args: Parameters<I18n['t']>) => i18n.t(...args)) as I18n['t'], i18n }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new t after each change is the point: consumers memoise on t
    [i18n, changes],
  );
}
