// The router is built from the routes document (spec 2.1); unknown paths render the 404 page.
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import type { BrandBundle } from '../platform/brand';
import { PageView } from './PageView';
import { Runtime } from './Runtime';
import { useLinks } from './links';
import { RouteError } from './RouteError';

function RedirectToPage({ page }: { page: string }) {
  const { pageUrl } = useLinks();
  return <Navigate to={pageUrl(page)} replace />;
}

export function buildRoutes(bundle: BrandBundle): RouteObject[] {
  const notFound = bundle.routes.notFoundPage ?? 'not-found';
  const children: RouteObject[] = bundle.routes.routes.map((route) =>
    route.redirect
      ? { path: route.path, element: <RedirectToPage page={route.redirect} />, handle: { page: route.page } }
      : { path: route.path, element: <PageView key={route.page} name={route.page} />, handle: { page: route.page } },
  );
  children.push({ path: '*', element: <PageView name={notFound} />, handle: { page: notFound } });
  return [{ element: <Runtime />, errorElement: <RouteError />, children }];
}

export function createRouter(bundle: BrandBundle) {
  return createBrowserRouter(buildRoutes(bundle));
}
