// The page a path shows, by the routes document (spec 2.1): for the runtime's scope and the server's status.
import { matchRoutes } from 'react-router';
import type { BrandBundle } from '../platform/brand';

export interface MatchedPage {
  /** The page document's name (the not-found page for an unknown path). */
  page: string;
  /** The page key the route redirects to, if it is a redirect route. */
  redirect?: string;
  known: boolean;
}

/** The page a path shows, by the routes document. */
export function pageOf(bundle: BrandBundle, pathname: string): MatchedPage {
  const routes = bundle.routes.routes;
  const match = matchRoutes(routes.map((route, index) => ({ path: route.path, id: String(index) })), pathname);
  const route = match ? routes[Number(match[match.length - 1].route.id)] : undefined;
  return route ? { page: route.page, redirect: route.redirect, known: true } : { page: bundle.routes.notFoundPage ?? 'not-found', known: false };
}
