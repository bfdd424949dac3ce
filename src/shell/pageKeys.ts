// Page keys (spec 2.2): code and documents ask for a key, never a path. Settings may override any
// key's path (key, href, shallow); the panel navigation system moves some keys (edit-profile -> /account);
// an unknown key resolves to /.
import type { LinkTarget, PageUrlEntry, RoutesDocument } from '../generated/types';
import type { ResolvedLink } from '../renderer/services';

export interface PageKeySources {
  routes: Pick<RoutesDocument, 'pageKeys' | 'pageKeysByNavigation'>;
  navigationSystem: string;
  overrides?: PageUrlEntry[];
}

export function pageUrl(key: string, { routes, navigationSystem, overrides }: PageKeySources): string {
  const override = overrides?.find((entry) => entry.key === key);
  if (override) return override.href;
  const byNavigation = routes.pageKeysByNavigation?.[navigationSystem as 'basic' | 'panel']?.[key];
  if (byNavigation) return byNavigation;
  return Object.prototype.hasOwnProperty.call(routes.pageKeys, key) ? routes.pageKeys[key] : '/';
}

/** A shallow override changes the address without running the page's data loading again. */
export function isShallow(key: string, overrides?: PageUrlEntry[]): boolean {
  return overrides?.find((entry) => entry.key === key)?.shallow === true;
}

/**
 * Turns a link target into an address. Links beginning with ? keep the current path and replace the
 * query (spec 2.3); https links are external; page keys go through pageUrl.
 */
export function resolveLink(target: LinkTarget, currentPath: string, sources: PageKeySources): ResolvedLink {
  if (typeof target === 'string') {
    if (target.startsWith('?')) return { href: `${currentPath}${target}`, external: false, shallow: false };
    return { href: target, external: true, shallow: false };
  }
  if ('path' in target) {
    const query = target.query ? new URLSearchParams(Object.entries(target.query).map(([k, v]) => [k, String(v)])).toString() : '';
    return { href: `${target.path}${query ? `?${query}` : ''}`, external: false, shallow: false };
  }
  const path = pageUrl(target.page, sources);
  const query = target.query ? new URLSearchParams(Object.entries(target.query).map(([k, v]) => [k, String(v)])).toString() : '';
  const hash = target.hash ? `#${target.hash.replace(/^#/, '')}` : '';
  return { href: `${path}${query ? `?${query}` : ''}${hash}`, external: false, shallow: isShallow(target.page, sources.overrides) };
}
