import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { BugReportDialogSlot } from '@/features/bug-reports';
import { SearchDialogSlot } from '@/features/search';
import { useExportData } from '@/features/export';
import { PlayerProvider } from '@/features/player';
import { useListeningProgress } from '@/features/progress';
import { LazyPlayerChrome } from './compose/lazy-player';
import { useOfflineApp } from './compose/use-offline-app';
import { ScrollToTop } from './scroll-to-top';

/**
 * Composes features into the shell. This is the place to plug in the search dialog
 * (`renderSearchDialog`), the bug-report dialog (`renderBugReportDialog`) and data export (`onExportData`).
 */
export function RootLayout() {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  // One player for the whole app; signed-in listening is saved as progress (visitors are not tracked).
  const listening = useListeningProgress({ enabled: !!user, userId: user?.id ?? null });
  // Offline (issue 15): the service worker and the replay of changes made offline.
  useOfflineApp(user?.id ?? null);
  const { exportCsv } = useExportData();

  return (
    <PlayerProvider onListen={listening.onListen} getResumePosition={listening.getResumePosition}>
      <AppShell
        user={user}
        isSessionLoading={isLoading}
        onLogOut={() => signOut.mutate()}
        onExportData={user ? () => void exportCsv() : undefined}
        renderBugReportDialog={(props) => <BugReportDialogSlot {...props} />}
        renderSearchDialog={(props) => <SearchDialogSlot {...props} userId={user?.id ?? null} preferredTranslation={user?.preferredBibleTranslation} />}
        // The bar, its menus and the moments' card dialog load when something first plays.
        player={<LazyPlayerChrome user={user} />}
      >
        <ScrollToTop />
        <Outlet />
      </AppShell>
    </PlayerProvider>
  );
}
