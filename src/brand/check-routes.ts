// Route mistakes no schema sees (operator trial, issue 26 item 4): two routes with one path (the router takes the
// first, so the second is never reached), and a settings.pageUrls override that sends a page key to the path of a
// route showing another page (players following the key's links land on that page instead).
import type { RawProblem } from './messages.ts';
import { isPlainObject } from '../lib/json.ts';
import { joinPointer } from './pointer.ts';

export interface RouteEntry { path: string; page: string }

/** A path as the router compares it: case and a trailing slash ignored, every ":param" alike. */
export function routeKey(path: string): string {
  return `/${path.split('/').filter(Boolean).map((s) => (s.startsWith(':') ? (s.endsWith('?') ? ':?' : ':') : s.toLowerCase())).join('/')}`;
}

/** The routes of a routes document, in order, with their pointers. */
export function routesOf(routes: unknown): Array<RouteEntry & { pointer: string }> {
  if (!isPlainObject(routes) || !Array.isArray(routes.routes)) return [];
  return routes.routes.flatMap((route, i) =>
    isPlainObject(route) && typeof route.path === 'string' && typeof route.page === 'string' ? [{ path: route.path, page: route.page, pointer: joinPointer('/routes', i) }] : []);
}

/** routes.json: each path once. */
export function checkDuplicateRoutes(routes: unknown): RawProblem[] {
  const seen = new Map<string, RouteEntry & { pointer: string }>();
  const problems: RawProblem[] = [];
  for (const route of routesOf(routes)) {
    const first = seen.get(routeKey(route.path));
    if (!first) seen.set(routeKey(route.path), route);
    else problems.push({
      pointer: joinPointer(route.pointer, 'path'),
      message: `Route path "${route.path}" is already the path of the route at ${first.pointer} (page "${first.page}"): the first one wins, so this route (page "${route.page}") is never reached`,
    });
  }
  return problems;
}

/** The page a path shows: the first route whose path is exactly this one (parameters alike). */
const pageAt = (path: string, routes: RouteEntry[]) => routes.find((r) => routeKey(r.path) === routeKey(path.split(/[?#]/)[0]));

/** settings.json: a pageUrls override must not move a page key onto another page's route. */
export function checkPageUrlCollisions(settings: unknown, routes: RouteEntry[], pageKeys: Record<string, string>): RawProblem[] {
  if (!isPlainObject(settings) || !Array.isArray(settings.pageUrls)) return [];
  const problems: RawProblem[] = [];
  settings.pageUrls.forEach((entry, i) => {
    if (!isPlainObject(entry) || typeof entry.key !== 'string' || typeof entry.href !== 'string') return;
    const own = pageKeys[entry.key] === undefined ? undefined : pageAt(pageKeys[entry.key], routes)?.page;
    const there = pageAt(entry.href, routes);
    if (own && there && there.page !== own) {
      problems.push({
        pointer: joinPointer('/pageUrls', i, 'href'),
        message: `pageUrls sends page key "${entry.key}" (page "${own}") to "${entry.href}", the path of page "${there.page}": players following a ${entry.key} link would land on ${there.page}. Give it a path of its own, with a route to page "${own}"`,
      });
    }
  });
  return problems;
}
