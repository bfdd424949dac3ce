// The current locale and the way to change it. The shell provides it (it loads that locale's CMS
// texts and sets <html lang>); widgets only read and request.
import { createContext, useContext } from 'react';
import type { LocaleServices } from '../renderer/services';

export type { LocaleServices };

export const LocaleContext = createContext<LocaleServices>({ locale: 'en', locales: [], setLocale: async () => {} });
export const useLocale = () => useContext(LocaleContext);
