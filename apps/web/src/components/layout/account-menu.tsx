import { LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AuthRedirectState } from '@/config/paths';
import { paths } from '@/config/paths';

const AccountDropdown = lazy(() => import('./account-dropdown'));

export interface AccountUser {
  email: string;
  firstName?: string | null;
}

export interface AccountMenuProps {
  user: AccountUser | null;
  isLoading: boolean;
  onLogOut: () => void;
  /** Supplied by the export feature; until then the item shows but is disabled. */
  onExportData?: () => void;
}

export function AccountMenu({ user, isLoading, onLogOut, onExportData }: AccountMenuProps) {
  const location = useLocation();
  // Reserve the space while the session loads so the bar doesn't flash "Sign In" for signed-in users.
  if (isLoading) return <Skeleton className="h-9 w-20" />;

  if (!user) {
    const state: AuthRedirectState = { from: location.pathname + location.search };
    return (
      <Button asChild size="sm" className="h-9 px-3 text-sm">
        <Link to={paths.auth()} state={state}>
          <LogIn className="hidden sm:block" aria-hidden />
          Sign In
        </Link>
      </Button>
    );
  }

  // Until the menu's chunk arrives, the same placeholder as while the session loads.
  return (
    <Suspense fallback={<Skeleton className="h-9 w-20" />}>
      <AccountDropdown user={user} onLogOut={onLogOut} onExportData={onExportData} />
    </Suspense>
  );
}
