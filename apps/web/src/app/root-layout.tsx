import { Outlet } from 'react-router';
import { AppShell } from '@/components/layout/app-shell';
import { useSession } from '@/features/auth/hooks/use-session';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import { AudioPlayer, PlayerProvider } from '@/features/player';
import { useListeningProgress } from '@/features/progress';
import { ScrollToTop } from './scroll-to-top';

/**
 * Composes features into the shell. This is the place to plug in the search dialog
 * (`renderSearchDialog`), the bug-report dialog (`renderBugReportDialog`) and data export (`onExportData`).
 */
export function RootLayout() {
  const { user, isLoading } = useSession();
  const signOut = useSignOut();
  // One player for the whole app; signed-in listening is saved as progress (visitors are not tracked).
  const listening = useListeningProgress({ enabled: !!user });

  return (
    <PlayerProvider onListen={listening.onListen} getResumePosition={listening.getResumePosition}>
      <AppShell user={user} isSessionLoading={isLoading} onLogOut={() => signOut.mutate()} player={<AudioPlayer />}>
        <ScrollToTop />
        <Outlet />
      </AppShell>
    </PlayerProvider>
  );
}
