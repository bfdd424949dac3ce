// The router is built from the routes document (spec 2.1); unknown paths render the 404 page.
// Declarative routing (BrowserRouter in the browser, StaticRouter on the server): the pages load no data
// through the router, and the data router's code would cost every player about 16 KB gzip of first paint.
import { Component, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useRoutes, type RouteObject } from 'react-router';
import type { BrandBundle } from '../platform/brand';
import { PageView } from './PageView';
import { Runtime } from './Runtime';
import { useServices } from '../renderer/services';
import { RouteError } from './RouteError';
import { aliasTarget } from './routeMatch';

function RedirectToPage({ page }: { page: string }) {
  const { pageUrl } = useServices().links;
  return <Navigate to={pageUrl(page)} replace />;
}

/** An alias route (routes.json aliasOf): the same address without the alias's own prefix. */
function RedirectAlias({ aliasOf }: { aliasOf: string }) {
  const rest = useParams()['*'];
  const { search, hash } = useLocation();
  return <Navigate to={aliasTarget(aliasOf, rest, search, hash)} replace />;
}

/** Last line of defence: the shell itself failed (nodes fail much closer, in their own boundaries). */
class ShellBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) { return { error: error ?? new Error('unknown') }; }
  render() { return this.state.error ? <RouteError error={this.state.error} /> : this.props.children; }
}

/** `devPages`: pages of `npm run dev` only (src/dev/routes.tsx), inside the shell like the brand's. */
export function buildRoutes(bundle: BrandBundle, devPages: RouteObject[] = []): RouteObject[] {
  const notFound = bundle.routes.notFoundPage ?? 'not-found';
  const children: RouteObject[] = bundle.routes.routes.map((route) =>
    route.redirect
      ? { path: route.path, element: <RedirectToPage page={route.redirect} /> }
      : route.aliasOf
        ? { path: route.path, element: <RedirectAlias aliasOf={route.aliasOf} /> }
        : { path: route.path, element: <PageView key={route.page} name={route.page} /> },
  );
  children.push(...devPages, { path: '*', element: <PageView name={notFound} /> });
  return [{ element: <ShellBoundary><Runtime /></ShellBoundary>, children }];
}

/** The routes' element for the current location (inside BrowserRouter or StaticRouter). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
