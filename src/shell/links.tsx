// The shell's link services for widgets: resolve a link target to an address and go there.
import { createContext, useContext } from 'react';
import type { LinkTarget } from '../generated/types';
import type { ResolvedLink } from './pageKeys';

export interface LinkServices {
  resolve(target: LinkTarget): ResolvedLink;
  navigate(target: LinkTarget, options?: { replace?: boolean }): void;
  pageUrl(key: string): string;
}

export const LinkContext = createContext<LinkServices>({
  resolve: (target) => ({ href: typeof target === 'string' ? target : '/', external: false, shallow: false }),
  navigate: () => {},
  pageUrl: () => '/',
});

export const useLinks = () => useContext(LinkContext);
