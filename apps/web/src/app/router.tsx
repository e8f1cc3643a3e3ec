// The subpath, not the package root: the root barrel also re-exports zod contracts (~30 KB gz) that the
// first page load does not need. Keep shell imports from @rooted/shared to zod-free subpaths.
import { PAGE_ROUTES } from '@rooted/shared/routes';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';
import { pageModules } from './route-modules';
import NotFoundPage from './routes/not-found';

// Each page is a lazy route module: its code downloads on first visit (or by the preloader).
const pageRoutes: RouteObject[] = PAGE_ROUTES.map((path) => ({
  path,
  lazy: async () => ({ Component: (await pageModules[path]()).default }),
}));

export const router = createBrowserRouter([
  {
    // Errors in the shell itself land here and render without it.
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    children: [
      {
        // Page errors render inside the shell, so the top bar stays usable.
        ErrorBoundary: ErrorPage,
        // While the first page's chunk loads, the shell shows with a skeleton instead of a blank screen.
        HydrateFallback: PageSkeleton,
        children: [...pageRoutes, { path: '*', Component: NotFoundPage }],
      },
    ],
  },
]);
