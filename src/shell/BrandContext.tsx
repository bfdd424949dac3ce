// The loaded brand bundle, for the shell and the widgets that read brand documents (menus, locales).
import { createContext, useContext } from 'react';
import type { BrandBundle } from '../platform/brand';

export const BrandContext = createContext<BrandBundle | null>(null);

export function useBrand(): BrandBundle {
  const bundle = useContext(BrandContext);
  if (!bundle) throw new Error('useBrand() outside a BrandContext');
  return bundle;
}
