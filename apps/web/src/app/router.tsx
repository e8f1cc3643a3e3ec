// The routes, declared with <Routes> under a <BrowserRouter> (see main.tsx). Not the data router
// (createBrowserRouter + RouterProvider): the app has no loaders or actions, and the data router's code is
// ~18 KB gzipped of every first page load (issue 13). What the app used from it is rebuilt here:
// lazy pages, an error page per page and for the shell, the skeleton while the first page's chunk loads
// (RootLayout), and the old page staying on screen, with the progress bar, while the next one loads.
//
// The subpath, not the package root: the root barrel also re-exports zod contracts (~30 KB gz) that the
// first page load does not need. Keep shell imports from @rooted/shared to zod-free subpaths.
import { PAGE_ROUTES } from '@rooted/shared/routes';
import { type ComponentType, lazy, type LazyExoticComponent, useDeferredValue } from 'react';
import { matchRoutes, Route, Routes, useLocation } from 'react-router';
import { NavigationPendingContext } from '@/components/layout/navigation-progress';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { type PageImporter, type PagePath, pageModules } from './route-modules';

// Each page is a lazy module: its code downloads on first visit (or by the preloader). Routes sharing a
// module share one lazy component.
const lazyPages = new Map<PageImporter, LazyExoticComponent<ComponentType>>();
const pageFor = (load: PageImporter) => {
  if (!lazyPages.has(load)) lazyPages.set(load, lazy(load));
  return lazyPages.get(load) as LazyExoticComponent<ComponentType>;
};

const loadNotFoundPage = () => import('./routes/not-found');
const NotFoundPage = lazy(loadNotFoundPage);

const pageRoutes = PAGE_ROUTES.map((path) => ({ path }));

/**
 * Starts downloading the page module for `pathname` at once. main.tsx calls it before the first render:
 * React.lazy would only request the chunk once React renders the route, after the entry has run and the
 * load event has passed, which delays the first page (LCP) by a round trip. The lazy component then finds
 * the module already (being) fetched.
 */
export function preloadPage(pathname: string) {
  const page = matchRoutes(pageRoutes, pathname)?.at(-1);
  const load = page ? pageModules[page.route.path as PagePath] : loadNotFoundPage;
  // A failure shows when the page renders (the lazy component imports again and the error page says so).
  load().catch(() => {});
}

export function AppRoutes() {
  const location = useLocation();
  // The routes render the deferred location: a new page renders in the background and replaces the
  // current one only once its chunk has loaded; until then `pending` shows the progress bar.
  const shown = useDeferredValue(location);
  return (
    <NavigationPendingContext value={shown !== location}>
      {/* Errors in the shell itself land here and render without it. */}
      <RouteErrorBoundary resetKey={shown.key}>
        <Routes location={shown}>
          <Route element={<RootLayout />}>
            {PAGE_ROUTES.map((path) => {
              const Page = pageFor(pageModules[path]);
              return <Route key={path} path={path} element={<Page />} />;
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </RouteErrorBoundary>
    </NavigationPendingContext>
  );
}
