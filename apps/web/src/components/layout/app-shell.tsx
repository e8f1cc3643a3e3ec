// The chrome around every page: skip link, top bar, main landmark, footer, toasts.
// Features plug in through the slots below instead of being imported here (components never import features).
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useLoadedAndIdle } from '@/lib/after-load';
import { NavigationProgress } from './navigation-progress';
import { navItems } from './nav-items';
import { OfflineIndicator } from './offline-indicator';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { importWhenOnline } from '@/lib/import-when-online';

// Sonner is ~10 KB gzipped and no toast is up at first paint: it mounts after load (toasts raised
// earlier are shown then, see src/lib/toast.ts).
const Toaster = lazy(importWhenOnline(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster }))));

export interface DialogSlotProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ShellUser {
  id: string;
  email: string;
  firstName?: string | null;
  isAdmin: boolean;
}

export interface AppShellProps {
  user: ShellUser | null;
  isSessionLoading: boolean;
  onLogOut: () => void;
  /** Export feature: runs when "Export Data" is chosen in the account menu (disabled until provided). */
  onExportData?: () => void;
  /** Search feature: the dialog opened by the top-bar Search button (`data-testid="open-search"`). */
  renderSearchDialog?: (props: DialogSlotProps) => ReactNode;
  /** Bug-report feature: the dialog opened by the footer's "Report a bug" button (signed-in users only). */
  renderBugReportDialog?: (props: DialogSlotProps) => ReactNode;
  /** Player feature: the audio player bar, fixed to the bottom of every page. */
  player?: ReactNode;
  children: ReactNode;
}

export function AppShell(props: AppShellProps) {
  const { user, isSessionLoading, children } = props;
  const [searchOpen, setSearchOpen] = useState(false);
  const [bugReportOpen, setBugReportOpen] = useState(false);
  const items = navItems({ signedIn: !!user, isAdmin: !!user?.isAdmin });
  const loaded = useLoadedAndIdle();

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <SiteHeader
        navItems={items}
        searchOpen={searchOpen}
        onOpenSearch={() => setSearchOpen(true)}
        account={{
          user,
          isLoading: isSessionLoading,
          onLogOut: props.onLogOut,
          onExportData: props.onExportData,
        }}
      />
      <OfflineIndicator userId={user?.id ?? null} />
      {/* tabIndex -1 lets the skip link move focus here, not just scroll. At least a screen tall, so the
          footer starts below the fold and does not jump down when a page's data arrives (CLS, issue 13). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <SiteFooter signedIn={!!user} onReportBug={() => setBugReportOpen(true)} />
      {props.renderSearchDialog?.({ open: searchOpen, onOpenChange: setSearchOpen })}
      {user && props.renderBugReportDialog?.({ open: bugReportOpen, onOpenChange: setBugReportOpen })}
      {props.player}
      {loaded && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}
