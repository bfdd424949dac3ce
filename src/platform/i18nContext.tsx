// The texts in React: react-i18next's provider of the page's I18n (src/platform/i18n.ts) and its
// useTranslation(), which renders its component again after a language change (also to the same language
// with new CMS texts: setLanguage announces that too). The one module that imports react-i18next, so
// widgets keep one way in (src/renderer/text.ts useText()).
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { I18n } from './i18n';

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export { useTranslation };
