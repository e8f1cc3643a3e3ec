import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { PageSkeleton } from '@/components/layout/page-skeleton';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { BugReportDialogSlot } from '@/features/bug-reports';
import { SearchDialogSlot } from '@/features/search';
import { PlayerProvider } from '@/features/player';
import { LazyPlayerChrome } from './compose/lazy-player';
import { useListeningProgressLazily } from './compose/use-listening-progress-lazily';
import { useOfflineApp } from './compose/use-offline-app';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';

// The export feature loads when first used, one menu item deep (issue 13); it toasts its own failures.
const exportNotesCsv = () =>
  void import('@/features/export').then(
    (m) => m.exportData('csv'),
    (error: unknown) => console.error('Export failed', error),
  );

/**
 * Composes features into the shell. This is the place to plug in the search dialog
 * (`renderSearchDialog`), the bug-report dialog (`renderBugReportDialog`) and data export (`onExportData`).
 */
export function RootLayout() {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  // One player for the whole app; signed-in listening is saved as progress (visitors are not tracked).
  const listening = useListeningProgressLazily(user?.id ?? null);
  // Offline (issue 15): the service worker and the replay of changes made offline.
  useOfflineApp(user?.id ?? null);
  const { key: locationKey } = useLocation();

  return (
    <PlayerProvider onListen={listening.onListen} getResumePosition={listening.getResumePosition}>
      {listening.saver}
      <AppShell
        user={user}
        isSessionLoading={isLoading}
        onLogOut={signOut}
        onExportData={user ? exportNotesCsv : undefined}
        renderBugReportDialog={(props) => <BugReportDialogSlot {...props} />}
        renderSearchDialog={(props) => <SearchDialogSlot {...props} userId={user?.id ?? null} preferredTranslation={user?.preferredBibleTranslation} />}
        // The bar, its menus and the moments' card dialog load when something first plays.
        player={<LazyPlayerChrome user={user} />}
      >
        <ScrollToTop />
        {/* Page errors render inside the shell, so the top bar stays usable. */}
        <RouteErrorBoundary resetKey={locationKey}>
          {/* While the first page's chunk loads, the shell shows with a skeleton instead of a blank screen. */}
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </AppShell>
    </PlayerProvider>
  );
}
