// The bundle as the browser gets it (issue 15, real locales): a published version holds the texts of every locale;
// the bundle every page downloads at first paint holds only en (the fallback every page needs) and names the other
// locales, whose texts are files of their own. The site server serves this, and the size budget
// (check-size.ts) measures this, so the budget is always about what players download.
import type { BrandBundle } from '../platform/brand.ts';
import { DEFAULT_LOCALE } from '../platform/i18n.ts';

const clientBundles = new WeakMap<BrandBundle, BrandBundle>();

/** The bundle as the browser gets it: en texts only, the other locales listed in textLocales (made once per bundle). */
export function clientBundle(bundle: BrandBundle): BrandBundle {
  let client = clientBundles.get(bundle);
  if (!client) {
    const { [DEFAULT_LOCALE]: en, ...others } = bundle.texts;
    client = { ...bundle, texts: en ? { [DEFAULT_LOCALE]: en } : {}, textLocales: Object.keys(others).sort() };
    clientBundles.set(bundle, client);
  }
  return client;
}
