// The page a path shows, by the routes document (spec 2.1): for the runtime's scope and the server's status.
import { matchRoutes } from 'react-router';
import type { BrandBundle } from '../platform/brand';

export interface MatchedPage {
  /** The page document's name (the not-found page for an unknown path). */
  page: string;
  /** The page key the route redirects to, if it is a redirect route. */
  redirect?: string;
  /** The path prefix an alias route sends the rest of the address to (aliasTarget). */
  aliasOf?: string;
  known: boolean;
}

/** The page a path shows, by the routes document. */
export function pageOf(bundle: BrandBundle, pathname: string): MatchedPage {
  const routes = bundle.routes.routes;
  const match = matchRoutes(routes.map((route, index) => ({ path: route.path, id: String(index) })), pathname);
  const route = match ? routes[Number(match[match.length - 1].route.id)] : undefined;
  return route ? { page: route.page, redirect: route.redirect, aliasOf: route.aliasOf, known: true } : { page: bundle.routes.notFoundPage ?? 'not-found', known: false };
}

/**
 * Where an alias route sends an address (spec 2.3: the design setup's /design/casino?modal=login is /casino?modal=login):
 * the rest of the path (the route's *) under the alias's prefix, with the query and hash as they are.
 */
export function aliasTarget(aliasOf: string, rest: string | undefined, search = '', hash = ''): string {
  const prefix = aliasOf.replace(/\/+$/, '');
  const path = `${prefix}/${(rest ?? '').replace(/^\/+/, '')}`;
  return `${path}${search}${hash}`;
}
